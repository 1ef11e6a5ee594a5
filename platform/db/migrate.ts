import type { Db } from './database.ts';
import { transaction } from './database.ts';
import type { Migration } from './migration.ts';
import { migration001 } from './migrations/001_initial.ts';
import { migration002 } from './migrations/002_commerce.ts';
import { migration003 } from './migrations/003_banners.ts';
import { migration004 } from './migrations/004_favourite_sets.ts';
import { migration005 } from './migrations/005_order_attempts.ts';
import { migration006 } from './migrations/006_auth_providers.ts';
import { migration007 } from './migrations/007_catalogue_indexes.ts';
import { migration008 } from './migrations/008_sign_in_security.ts';
import { migration009 } from './migrations/009_heseya_defaults.ts';
import { migration010 } from './migrations/010_webhooks.ts';
import { migration011 } from './migrations/011_listing_order_index.ts';

/** Numbered, append-only list: never edit a released migration, add the next number. */
export const MIGRATIONS: Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
  migration008,
  migration009,
  migration010,
  migration011,
];

/** Applies every migration newer than the recorded version; returns the versions applied. */
export function migrate(db: Db): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const done = new Set((db.prepare('SELECT version FROM migrations').all() as { version: number }[]).map((r) => r.version));
  const applied: number[] = [];
  for (const m of [...MIGRATIONS].sort((a, b) => a.version - b.version)) {
    if (done.has(m.version)) continue;
    transaction(db, () => {
      db.exec(m.sql);
      db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    });
    applied.push(m.version);
  }
  return applied;
}
