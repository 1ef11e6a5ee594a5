import type { Migration } from '../migration.ts';

/**
 * Webhooks as Heseya keeps them (url, optional secret, the events, with_issuer, with_hidden) and the log of
 * deliveries that failed after every try (Heseya's web_hook_event_log_entries). A log entry keeps its
 * webhook's id after the webhook is deleted, as Heseya's soft delete does.
 */
export const migration010: Migration = {
  version: 10,
  name: 'webhooks',
  sql: `CREATE TABLE webhooks (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE webhook_logs (
  id TEXT PRIMARY KEY, web_hook_id TEXT NOT NULL, event TEXT NOT NULL, triggered_at TEXT NOT NULL,
  url TEXT NOT NULL, status_code INTEGER, payload TEXT NOT NULL, response TEXT);
CREATE INDEX webhook_logs_triggered ON webhook_logs (triggered_at DESC);`,
};
