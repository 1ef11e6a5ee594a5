import type { Migration } from '../migration.ts';

/**
 * Sessions and sign-in: what a rotated refresh token was replaced by (its grace window gives the
 * same tokens again, platform/auth/tokens.ts) and the sign-in, two-factor and reset throttles
 * (platform/auth/throttle.ts), one row per key: a client network or an account.
 */
export const migration008: Migration = {
  version: 8,
  name: 'sign-in security',
  sql: `ALTER TABLE refresh_tokens ADD COLUMN replaced_by TEXT;
CREATE TABLE auth_throttle (key TEXT PRIMARY KEY, hits INTEGER NOT NULL, since INTEGER NOT NULL, blocked_until INTEGER NOT NULL DEFAULT 0);
CREATE INDEX sessions_user ON sessions (user_id);`,
};
