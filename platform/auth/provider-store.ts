import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';

export const PROVIDERS = ['google', 'apple', 'facebook', 'github', 'gitlab', 'bitbucket', 'linkedin'] as const;
export type ProviderKey = (typeof PROVIDERS)[number];
export type ProviderRow = { key: ProviderKey; active: boolean; client_id: string | null; client_secret: string | null };

export const isProviderKey = (key: string): key is ProviderKey => (PROVIDERS as readonly string[]).includes(key);

type Raw = { key: ProviderKey; active: number; client_id: string | null; client_secret: string | null };
const fromRaw = (r: Raw): ProviderRow => ({ key: r.key, active: r.active === 1, client_id: r.client_id, client_secret: r.client_secret });

export function listProviders(db: Db): ProviderRow[] {
  const rows = all<Raw>(db, 'SELECT key, active, client_id, client_secret FROM auth_providers').map(fromRaw);
  return PROVIDERS.map((key) => rows.find((r) => r.key === key) ?? { key, active: false, client_id: null, client_secret: null });
}

export function findProvider(db: Db, key: ProviderKey): ProviderRow {
  const row = one<Raw>(db, 'SELECT key, active, client_id, client_secret FROM auth_providers WHERE key = ?', key);
  return row ? fromRaw(row) : { key, active: false, client_id: null, client_secret: null };
}

export function saveProvider(db: Db, p: ProviderRow): void {
  run(
    db,
    `INSERT INTO auth_providers (key, active, client_id, client_secret) VALUES (?, ?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET active = excluded.active, client_id = excluded.client_id, client_secret = excluded.client_secret`,
    p.key,
    p.active ? 1 : 0,
    p.client_id,
    p.client_secret,
  );
}

export function linkedUserId(db: Db, provider: ProviderKey, providerUserId: string): string | undefined {
  return one<{ user_id: string }>(db, 'SELECT user_id FROM user_providers WHERE provider = ? AND provider_user_id = ?', provider, providerUserId)?.user_id;
}

export function linkProvider(db: Db, provider: ProviderKey, providerUserId: string, userId: string): void {
  run(
    db,
    `INSERT INTO user_providers (provider, provider_user_id, user_id, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (provider, provider_user_id) DO UPDATE SET user_id = excluded.user_id`,
    provider,
    providerUserId,
    userId,
    new Date().toISOString(),
  );
}

/** A provider's one-time code works once: false when it was used before. */
export function useCodeOnce(db: Db, jti: string, expiresAt: Date): boolean {
  run(db, 'DELETE FROM provider_codes_used WHERE expires_at < ?', new Date().toISOString());
  if (one(db, 'SELECT jti FROM provider_codes_used WHERE jti = ?', jti)) return false;
  run(db, 'INSERT INTO provider_codes_used (jti, expires_at) VALUES (?, ?)', jti, expiresAt.toISOString());
  return true;
}
