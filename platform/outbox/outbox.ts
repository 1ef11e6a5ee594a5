import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

export type OutgoingMail = { to: string; subject: string; text: string; kind: string; data?: Record<string, unknown> };

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/** The platform sends no real e-mail: each message is written as one JSON file in <data dir>/outbox/. */
export function sendMail(dataDir: string, mail: OutgoingMail): string {
  mkdirSync(outboxDir(dataDir), { recursive: true });
  const sentAt = new Date().toISOString();
  const file = join(outboxDir(dataDir), `${sentAt.replace(/[:.]/g, '-')}-${mail.kind}-${randomUUID().slice(0, 8)}.json`);
  writeFileSync(file, JSON.stringify({ ...mail, sent_at: sentAt }, null, 2));
  return file;
}
