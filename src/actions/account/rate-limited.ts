// The refusal of a request over its limit (src/lib/account/rate-limit.ts), in the shopper's language.
import { ActionError } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t, type MessageKey } from '../../i18n/messages';
import { minutesToWait, type RateLimiter, type RateLimitKeys } from '../../lib/account/rate-limit';

/** Throws a 429 ActionError saying when to try again (`{minutes}` in the message) when the keys are over their limit. */
export function enforceLimit(limiter: RateLimiter, keys: RateLimitKeys, locale: Locale, message: MessageKey = 'account.rateLimited'): void {
  const verdict = limiter.check(keys);
  if (!verdict.allowed) {
    throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: t(locale, message, { minutes: minutesToWait(verdict.retryAfterMs) }) });
  }
}
