// The storefront's own outgoing mail (questions about a product). With SMTP_URL set it goes out
// through nodemailer; without it each message is written as one JSON file into MAIL_OUTBOX_DIR,
// so a demo or test install works without a mail server and the messages can be read back.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { env } from '../env';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The shopper's address, so the shop can simply answer. */
  replyTo?: string | undefined;
  /** What the mail is about, for the outbox file name and for tooling (e.g. 'product-question'). */
  kind: string;
  /** Structured copy of the content (kept in the outbox file only). */
  data?: Record<string, unknown> | undefined;
}

export interface SentMail {
  id: string;
  /** 'smtp' or the outbox file written. */
  via: 'smtp' | 'outbox';
  file?: string | undefined;
}

export async function sendMail(mail: OutgoingMail): Promise<SentMail> {
  const config = env();
  const from = config.MAIL_FROM ?? config.CONTACT_EMAIL;
  if (config.SMTP_URL) {
    const nodemailer = await import('nodemailer');
    const transport = nodemailer.createTransport(config.SMTP_URL);
    const info = await transport.sendMail({ from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
    return { id: info.messageId, via: 'smtp' };
  }
  const dir = resolve(config.MAIL_OUTBOX_DIR);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const sentAt = new Date().toISOString();
  const file = join(dir, `${sentAt.replace(/[:.]/g, '-')}-${mail.kind}-${id.slice(0, 8)}.json`);
  await writeFile(file, JSON.stringify({ id, from, ...mail, sent_at: sentAt }, null, 2));
  return { id, via: 'outbox', file };
}
