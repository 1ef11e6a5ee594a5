// rate-limiter-flexible answers a refusal by rejecting with a RateLimiterRes; a store error is an Error.
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type Consumed = { ok: true; res: RateLimiterRes } | { ok: false; res: RateLimiterRes };

/** One atomic take of a point: the check and the record are the same store operation. */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<Consumed> {
  try {
    return { ok: true, res: await limiter.consume(key) };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false, res: error };
    throw error;
  }
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Whole minutes to wait, at least one (what the shopper is told). */
export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

/** An e-mail address as a key: without case and surrounding spaces. */
export const accountKey = (email: string) => email.trim().toLowerCase();
