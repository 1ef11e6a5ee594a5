import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { one, run } from '../db/database.ts';

export type TokenKind = 'access' | 'identity' | 'refresh';
export type TokenClaims = { sub: string; sid: string; typ: TokenKind; jti: string; iat: number; exp: number };
/** Milliseconds since the epoch; injectable so tests can move time (startPlatform's `clock`). */
export type Clock = () => number;

export const ACCESS_TTL_S = 15 * 60;
export const IDENTITY_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 31 * 24 * 3600;
/** A session ends this long after sign-in whatever its refreshes (within the storefront's 31-day cookies). */
export const SESSION_MAX_AGE_S = 30 * 24 * 3600;
/**
 * How long a refresh token that was just rotated still answers, with the same new tokens its first use got:
 * two storefront processes (or tabs) that meet an expired access token at the same moment both refresh with
 * the same token. Later reuse is a theft signal and ends the session.
 */
export const REFRESH_REUSE_GRACE_S = 30;

const b64 = (v: string | Buffer) => Buffer.from(v).toString('base64url');
const seconds = (ms: number) => Math.floor(ms / 1000);

/** The signing key lives in the database so tokens survive a restart. */
export function signingKey(db: Db): Buffer {
  const row = one<{ value: string }>(db, "SELECT value FROM secrets WHERE name = 'token_key'");
  if (row) return Buffer.from(row.value, 'base64');
  const key = randomBytes(32);
  run(db, "INSERT INTO secrets (name, value) VALUES ('token_key', ?)", key.toString('base64'));
  return key;
}

function sign(key: Buffer, payload: TokenClaims): string {
  const head = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
}

/** Returns the claims of a well-signed, unexpired token of the given kind, else undefined. */
export function verifyToken(key: Buffer, token: string, kind: TokenKind, now: number = Date.now()): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [head, body, sig] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as TokenClaims;
    if (claims.typ !== kind || typeof claims.exp !== 'number' || claims.exp < now / 1000) return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

export type TokenSet = { token: string; identity_token: string; refresh_token: string };
/** What one issue of tokens is made of; kept with the refresh token it replaced, so a replay in the grace window gets the same tokens. */
type Issue = { iat: number; access: string; identity: string; refresh: string };
type SessionRow = { user_id: string; created_at: string; revoked_at: string | null };

const sessionEnd = (session: SessionRow) => seconds(Date.parse(session.created_at)) + SESSION_MAX_AGE_S;

function signIssue(key: Buffer, userId: string, sid: string, endS: number, issue: Issue): TokenSet {
  const claims = (typ: TokenKind, jti: string, ttl: number): TokenClaims => ({
    jti,
    sub: userId,
    sid,
    typ,
    iat: issue.iat,
    exp: Math.min(issue.iat + ttl, endS),
  });
  return {
    token: sign(key, claims('access', issue.access, ACCESS_TTL_S)),
    identity_token: sign(key, claims('identity', issue.identity, IDENTITY_TTL_S)),
    refresh_token: sign(key, claims('refresh', issue.refresh, REFRESH_TTL_S)),
  };
}

function issueTokens(db: Db, key: Buffer, userId: string, sid: string, endS: number, now: number): { tokens: TokenSet; issue: Issue } {
  const issue: Issue = { iat: seconds(now), access: randomUUID(), identity: randomUUID(), refresh: randomUUID() };
  run(
    db,
    'INSERT INTO refresh_tokens (id, session_id, expires_at) VALUES (?, ?, ?)',
    issue.refresh,
    sid,
    new Date(Math.min(issue.iat + REFRESH_TTL_S, endS) * 1000).toISOString(),
  );
  return { tokens: signIssue(key, userId, sid, endS, issue), issue };
}

/** Starts a session and returns its first tokens. */
export function openSession(db: Db, key: Buffer, userId: string, now: number = Date.now()): TokenSet {
  const sid = randomUUID();
  const createdAt = new Date(now).toISOString();
  run(db, 'INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)', sid, userId, createdAt);
  return issueTokens(db, key, userId, sid, seconds(now) + SESSION_MAX_AGE_S, now).tokens;
}

function liveSession(db: Db, sid: string, now: number): SessionRow | undefined {
  const session = one<SessionRow>(db, 'SELECT user_id, created_at, revoked_at FROM sessions WHERE id = ?', sid);
  return session && !session.revoked_at && sessionEnd(session) > now / 1000 ? session : undefined;
}

/** Not signed out, not revoked, and younger than SESSION_MAX_AGE_S. */
export function sessionActive(db: Db, sid: string, now: number = Date.now()): boolean {
  return liveSession(db, sid, now) !== undefined;
}

export function revokeSession(db: Db, sid: string, now: number = Date.now()): void {
  run(db, 'UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', new Date(now).toISOString(), sid);
}

/** Ends every session of the user, except `keepSid` (the one making the change) when given. */
export function revokeUserSessions(db: Db, userId: string, keepSid?: string, now: number = Date.now()): void {
  run(db, 'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND id IS NOT ?', new Date(now).toISOString(), userId, keepSid ?? null);
}

/**
 * Rotation: each refresh token gives one new set of tokens. Used again within REFRESH_REUSE_GRACE_S it
 * gives that same set again; later, the reuse ends the whole session (someone else holds a copy).
 */
export function rotateRefresh(db: Db, key: Buffer, refreshToken: string, now: number = Date.now()): TokenSet | undefined {
  const claims = verifyToken(key, refreshToken, 'refresh', now);
  const session = claims ? liveSession(db, claims.sid, now) : undefined;
  if (!claims || !session || session.user_id !== claims.sub) return undefined;
  const row = one<{ used_at: string | null; replaced_by: string | null }>(
    db,
    'SELECT used_at, replaced_by FROM refresh_tokens WHERE id = ? AND session_id = ?',
    claims.jti,
    claims.sid,
  );
  if (!row) return undefined;
  if (row.used_at) {
    if (row.replaced_by && now - Date.parse(row.used_at) <= REFRESH_REUSE_GRACE_S * 1000) {
      return signIssue(key, claims.sub, claims.sid, sessionEnd(session), JSON.parse(row.replaced_by) as Issue);
    }
    revokeSession(db, claims.sid, now);
    return undefined;
  }
  const { tokens, issue } = issueTokens(db, key, claims.sub, claims.sid, sessionEnd(session), now);
  run(db, 'UPDATE refresh_tokens SET used_at = ?, replaced_by = ? WHERE id = ?', new Date(now).toISOString(), JSON.stringify(issue), claims.jti);
  return tokens;
}
