import type { Migration } from '../migration.ts';

export const migration004: Migration = {
  version: 4,
  name: 'favourite product sets',
  sql: `CREATE TABLE favourite_sets (id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  set_id TEXT NOT NULL REFERENCES product_sets(id) ON DELETE CASCADE, created_at TEXT NOT NULL, UNIQUE (user_id, set_id));`,
};
