// How many contact messages one address and one client may send (src/lib/account/rate-limit.ts: a
// sliding window in this process's memory). A person rarely writes twice in ten minutes; a school or
// office behind one IP address may, hence the larger per-client figure.
import { createRateLimiter, type RateLimiterOptions } from '../account/rate-limit';

export const CONTACT_RATE_LIMITS = {
  perEmail: { limit: 3, windowMs: 10 * 60_000 },
  perClient: { limit: 10, windowMs: 10 * 60_000 },
} as const satisfies Pick<RateLimiterOptions, 'perEmail' | 'perClient'>;

/** The limiter of this process: a message counts when it is about to be sent. */
export const contactLimiter = createRateLimiter(CONTACT_RATE_LIMITS);
