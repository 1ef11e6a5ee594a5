import type { Migration } from '../migration.ts';

export const migration003: Migration = {
  version: 3,
  name: 'banners',
  sql: `CREATE TABLE banners (id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, data TEXT NOT NULL);`,
};
