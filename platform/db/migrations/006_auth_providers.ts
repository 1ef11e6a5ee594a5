import type { Migration } from '../migration.ts';

/** Sign-in providers (their settings) and the provider identities linked to users. GitHub starts active: the
 * embedded platform simulates its authorization page (platform/auth/provider-simulator-routes.ts). */
export const migration006: Migration = {
  version: 6,
  name: 'auth providers',
  sql: `CREATE TABLE auth_providers (key TEXT PRIMARY KEY, active INTEGER NOT NULL DEFAULT 0, client_id TEXT, client_secret TEXT);
INSERT INTO auth_providers (key, active, client_id, client_secret) VALUES
  ('google', 0, NULL, NULL), ('apple', 0, NULL, NULL), ('facebook', 0, NULL, NULL),
  ('github', 1, 'demo-github-client', 'demo-github-secret'),
  ('gitlab', 0, NULL, NULL), ('bitbucket', 0, NULL, NULL), ('linkedin', 0, NULL, NULL);
CREATE TABLE user_providers (provider TEXT NOT NULL, provider_user_id TEXT NOT NULL, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL, PRIMARY KEY (provider, provider_user_id));
CREATE TABLE provider_codes_used (jti TEXT PRIMARY KEY, expires_at TEXT NOT NULL);`,
};
