// How many product questions one address and one client may send (src/lib/account/rate-limit.ts: a
// sliding window in this process's memory). Each question mails the shop, so the same figures as the
// contact form (src/lib/contact/contact-limiter.ts) keep a bot from using the form as a mail cannon.
import { createRateLimiter, type RateLimiterOptions } from '../account/rate-limit';

export const QUESTION_RATE_LIMITS = {
  perEmail: { limit: 3, windowMs: 10 * 60_000 },
  perClient: { limit: 10, windowMs: 10 * 60_000 },
} as const satisfies Pick<RateLimiterOptions, 'perEmail' | 'perClient'>;

/** The limiter of this process: a question counts when it is about to be sent. */
export const questionLimiter = createRateLimiter(QUESTION_RATE_LIMITS);
