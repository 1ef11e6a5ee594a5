import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';

/** A webhook as Heseya stores it; `creator_id` is the user who created it. */
export type StoredWebhook = {
  id: string;
  name: string | null;
  url: string;
  secret: string | null;
  events: string[];
  with_issuer: boolean;
  with_hidden: boolean;
  creator_id: string | null;
  created_at: string;
  updated_at: string;
};

export function loadWebhooks(db: Db): StoredWebhook[] {
  return all<{ data: string }>(db, 'SELECT data FROM webhooks ORDER BY created_at, id').map((r) => JSON.parse(r.data) as StoredWebhook);
}

export function loadWebhook(db: Db, id: string): StoredWebhook | undefined {
  const row = one<{ data: string }>(db, 'SELECT data FROM webhooks WHERE id = ?', id);
  return row ? (JSON.parse(row.data) as StoredWebhook) : undefined;
}

export function saveWebhook(db: Db, webhook: StoredWebhook): void {
  run(
    db,
    'INSERT INTO webhooks (id, created_at, data) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data',
    webhook.id,
    webhook.created_at,
    JSON.stringify(webhook),
  );
}

export function deleteWebhook(db: Db, id: string): void {
  run(db, 'DELETE FROM webhooks WHERE id = ?', id);
}

/** The webhooks subscribed to `event`; of a hidden item's event only those with `with_hidden`. */
export function subscribers(db: Db, event: string, hidden: boolean): StoredWebhook[] {
  return loadWebhooks(db).filter((w) => w.events.includes(event) && (!hidden || w.with_hidden));
}

/** One delivery that failed after every try (Heseya logs only those). */
export type WebhookLogEntry = {
  id: string;
  web_hook_id: string;
  event: string;
  triggered_at: string;
  url: string;
  status_code: number | null;
  payload: unknown;
  response: string | null;
};

export function addLogEntry(db: Db, entry: WebhookLogEntry): void {
  run(
    db,
    'INSERT INTO webhook_logs (id, web_hook_id, event, triggered_at, url, status_code, payload, response) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    entry.id,
    entry.web_hook_id,
    entry.event,
    entry.triggered_at,
    entry.url,
    entry.status_code,
    JSON.stringify(entry.payload),
    entry.response,
  );
}

export function loadLogEntries(db: Db): WebhookLogEntry[] {
  return all<Omit<WebhookLogEntry, 'payload'> & { payload: string }>(db, 'SELECT * FROM webhook_logs ORDER BY triggered_at DESC, id').map((r) => ({
    ...r,
    payload: JSON.parse(r.payload) as unknown,
  }));
}
