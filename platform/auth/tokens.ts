import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { one, run } from '../db/database.ts';

export type TokenKind = 'access' | 'identity' | 'refresh';
export type TokenClaims = { sub: string; sid: string; typ: TokenKind; jti: string; iat: number; exp: number };

export const ACCESS_TTL_S = 15 * 60;
export const IDENTITY_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 31 * 24 * 3600;

const b64 = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** The signing key lives in the database so tokens survive a restart. */
export function signingKey(db: Db): Buffer {
  const row = one<{ value: string }>(db, "SELECT value FROM secrets WHERE name = 'token_key'");
  if (row) return Buffer.from(row.value, 'base64');
  const key = randomBytes(32);
  run(db, "INSERT INTO secrets (name, value) VALUES ('token_key', ?)", key.toString('base64'));
  return key;
}

export function signToken(key: Buffer, claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti'> & { jti?: string }, ttlSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const payload: TokenClaims = { jti: claims.jti ?? randomUUID(), ...claims, iat: now, exp: now + ttlSeconds } as TokenClaims;
  const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
}

/** Returns the claims of a well-signed, unexpired token of the given kind, else undefined. */
export function verifyToken(key: Buffer, token: string, kind: TokenKind): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [head, body, sig] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as TokenClaims;
    if (claims.typ !== kind || typeof claims.exp !== 'number' || claims.exp < Date.now() / 1000) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

export type TokenSet = { token: string; identity_token: string; refresh_token: string };

/** Starts a session and returns its first tokens. */
export function openSession(db: Db, key: Buffer, userId: string): TokenSet {
  const sid = randomUUID();
  run(db, 'INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)', sid, userId, new Date().toISOString());
  return issueTokens(db, key, userId, sid);
}

export function issueTokens(db: Db, key: Buffer, userId: string, sid: string): TokenSet {
  const refreshId = randomUUID();
  run(db, 'INSERT INTO refresh_tokens (id, session_id, expires_at) VALUES (?, ?, ?)', refreshId, sid,
    new Date(Date.now() + REFRESH_TTL_S * 1000).toISOString());
  return {
    token: signToken(key, { sub: userId, sid, typ: 'access' }, ACCESS_TTL_S),
    identity_token: signToken(key, { sub: userId, sid, typ: 'identity' }, IDENTITY_TTL_S),
    refresh_token: signToken(key, { sub: userId, sid, typ: 'refresh', jti: refreshId }, REFRESH_TTL_S),
  };
}

export function sessionActive(db: Db, sid: string): boolean {
  return one(db, 'SELECT id FROM sessions WHERE id = ? AND revoked_at IS NULL', sid) !== undefined;
}

export function revokeSession(db: Db, sid: string): void {
  run(db, 'UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', new Date().toISOString(), sid);
}

export function revokeUserSessions(db: Db, userId: string): void {
  run(db, 'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', new Date().toISOString(), userId);
}

/** Rotation: a refresh token works once. Replaying a used one ends the whole session. */
export function rotateRefresh(db: Db, key: Buffer, refreshToken: string): TokenSet | undefined {
  const claims = verifyToken(key, refreshToken, 'refresh');
  if (!claims || !sessionActive(db, claims.sid)) return undefined;
  const row = one<{ used_at: string | null }>(db, 'SELECT used_at FROM refresh_tokens WHERE id = ? AND session_id = ?', claims.jti, claims.sid);
  if (!row) return undefined;
  if (row.used_at) {
    revokeSession(db, claims.sid);
    return undefined;
  }
  run(db, 'UPDATE refresh_tokens SET used_at = ? WHERE id = ?', new Date().toISOString(), claims.jti);
  return issueTokens(db, key, claims.sub, claims.sid);
}
