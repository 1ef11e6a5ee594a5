import type { Migration } from '../migration.ts';

/** One row per checkout attempt that placed an order: a replay of the attempt answers that order. */
export const migration005: Migration = {
  version: 5,
  name: 'order attempts (idempotency keys)',
  sql: `CREATE TABLE order_attempts (key TEXT PRIMARY KEY, order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE, created_at TEXT NOT NULL);`,
};
