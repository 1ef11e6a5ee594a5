import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { one, run, transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

/** At most `limit` counted attempts per client network in a fixed window. */
export type WindowRule = { kind: 'window'; limit: number; windowMs: number };
/**
 * Per account: `free` failures, then each further attempt waits a delay that doubles from `firstDelayMs`
 * up to `maxDelayMs`. The account is never locked: once the delay has passed, the right password works
 * (and clears the count). Failures are forgotten `forgetMs` after the last one.
 */
export type BackoffRule = { kind: 'backoff'; free: number; firstDelayMs: number; maxDelayMs: number; forgetMs: number };
export type ThrottleRule = WindowRule | BackoffRule;

const MINUTE = 60_000;
export const THROTTLES = {
  /** Failed sign-ins (wrong passwords) from one network, over every account. */
  signInNetwork: { kind: 'window', limit: 50, windowMs: 15 * MINUTE },
  /** Wrong passwords for one e-mail address (sign-in and the password confirmations of the account settings). */
  signInAccount: { kind: 'backoff', free: 5, firstDelayMs: 1000, maxDelayMs: 5 * MINUTE, forgetMs: 60 * MINUTE },
  /** Wrong two-factor codes from one network. */
  twoFactorNetwork: { kind: 'window', limit: 50, windowMs: 15 * MINUTE },
  /** Wrong two-factor codes for one account (sign-in and the confirmation step). */
  twoFactorAccount: { kind: 'backoff', free: 5, firstDelayMs: 1000, maxDelayMs: 5 * MINUTE, forgetMs: 60 * MINUTE },
  /** Reset e-mails asked for from one network (every request counts). */
  resetNetwork: { kind: 'window', limit: 20, windowMs: 15 * MINUTE },
  /** Reset e-mails asked for one address (every request counts); as many free as the storefront's own limit allows (5). */
  resetAccount: { kind: 'backoff', free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE, forgetMs: 60 * MINUTE },
  /** Reset links that do not match, from one network. */
  resetTokenNetwork: { kind: 'window', limit: 50, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

export type Charge = { key: string; rule: ThrottleRule };

/** A key of an account that does not keep the address typed (it may be anyone's, or nobody's). */
export const accountKey = (scope: string, emailOrId: string) => `${scope}:account:${createHash('sha256').update(emailOrId.trim().toLowerCase()).digest('hex')}`;
export const networkKey = (scope: string, network: string) => `${scope}:network:${network}`;

/** 429 with `Retry-After` in Heseya's error shape. */
export class TooManyAttempts extends ApiError {
  constructor(retryAfterMs: number) {
    const secondsToWait = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(429, 'TOO_MANY_REQUESTS', `Too many attempts. Try again in ${secondsToWait} s.`);
    this.headers = { 'Retry-After': String(secondsToWait) };
  }
}

type Row = { hits: number; since: number; blocked_until: number };

function current(db: Db, key: string, rule: ThrottleRule, now: number): Row {
  const row = one<Row>(db, 'SELECT hits, since, blocked_until FROM auth_throttle WHERE key = ?', key);
  const fresh = { hits: 0, since: now, blocked_until: 0 };
  if (!row) return fresh;
  const age = now - row.since;
  if (rule.kind === 'window' ? age >= rule.windowMs : age >= rule.forgetMs && row.blocked_until <= now) return fresh;
  return row;
}

function waitFor(row: Row, rule: ThrottleRule, now: number): number {
  if (rule.kind === 'window') return row.hits >= rule.limit ? row.since + rule.windowMs - now : 0;
  return Math.max(0, row.blocked_until - now);
}

const backoffDelay = (rule: BackoffRule, failures: number) =>
  failures <= rule.free ? 0 : Math.min(rule.firstDelayMs * 2 ** (failures - rule.free - 1), rule.maxDelayMs);

const takes = new WeakMap<Db, number>();

/**
 * Checks every charge and, when none is over its limit, records one attempt on each, in one synchronous
 * transaction: requests arriving together are counted one after another, so a parallel burst cannot pass
 * before the first failures are written. Throws TooManyAttempts (and records nothing) when one is over.
 * Record first, then do the slow check (a password, a code), then `refund` what turned out not to be a failure.
 */
export function take(db: Db, now: number, charges: Charge[]): void {
  const wait = transaction(db, () => {
    const rows = charges.map((charge) => ({ charge, row: current(db, charge.key, charge.rule, now) }));
    const longest = Math.max(0, ...rows.map(({ charge, row }) => waitFor(row, charge.rule, now)));
    if (longest > 0) return longest;
    for (const {
      charge: { key, rule },
      row,
    } of rows) {
      const hits = row.hits + 1;
      const blockedUntil = rule.kind === 'backoff' ? now + backoffDelay(rule, hits) : 0;
      const since = rule.kind === 'backoff' ? now : row.since;
      run(
        db,
        `INSERT INTO auth_throttle (key, hits, since, blocked_until) VALUES (?, ?, ?, ?)
        ON CONFLICT (key) DO UPDATE SET hits = excluded.hits, since = excluded.since, blocked_until = excluded.blocked_until`,
        key,
        hits,
        since,
        blockedUntil,
      );
    }
    return 0;
  });
  if (wait > 0) throw new TooManyAttempts(wait);
  const count = (takes.get(db) ?? 0) + 1;
  takes.set(db, count);
  // Rows of networks and addresses nobody has used for a day are dropped now and then.
  if (count % 200 === 0) run(db, 'DELETE FROM auth_throttle WHERE since < ? AND blocked_until < ?', now - 24 * 60 * MINUTE, now);
}

/** The attempt was not a failure: a network's count goes back down, an account's failures are forgotten. */
export function refund(db: Db, charges: Charge[]): void {
  transaction(db, () => {
    for (const { key, rule } of charges) {
      if (rule.kind === 'backoff') run(db, 'DELETE FROM auth_throttle WHERE key = ?', key);
      else run(db, 'UPDATE auth_throttle SET hits = hits - 1 WHERE key = ? AND hits > 0', key);
    }
  });
}
