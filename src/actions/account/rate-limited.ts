// The refusal of a request over its limit (src/lib/rate-limit), in the shopper's language.
import { ActionError } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t, type MessageKey } from '../../i18n/messages';
import { minutesToWait, type Verdict } from '../../lib/rate-limit/consume';
import type { Quota, QuotaKeys } from '../../lib/rate-limit/quota';
import { PlatformError } from '../../lib/platform/errors';

/** A 429 ActionError saying when to try again (`{minutes}` in the message). */
export function tooManyRequests(retryAfterMs: number, locale: Locale, message: MessageKey = 'account.rateLimited'): ActionError {
  return new ActionError({ code: 'TOO_MANY_REQUESTS', message: t(locale, message, { minutes: minutesToWait(retryAfterMs) }) });
}

/** Throws the localised 429 when the verdict refuses. */
export function enforce(verdict: Verdict, locale: Locale, message: MessageKey = 'account.rateLimited'): void {
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs, locale, message);
}

/** Takes the request's points from the quota (atomically, before the work), or throws the localised 429. */
export async function takeOrRefuse(quota: Quota, keys: QuotaKeys, locale: Locale, message: MessageKey = 'account.rateLimited'): Promise<void> {
  enforce(await quota.take(keys), locale, message);
}

/** Without a Retry-After, the platform's throttle is read as one minute. */
const PLATFORM_DEFAULT_WAIT_MS = 60_000;

/**
 * The platform's own throttle (429 TOO_MANY_REQUESTS) as the same localised refusal, with the minutes
 * from its Retry-After; undefined for any other error.
 */
export function platformTooManyRequests(error: unknown, locale: Locale, message: MessageKey = 'account.rateLimited'): ActionError | undefined {
  if (!(error instanceof PlatformError) || !error.isRateLimited) return undefined;
  return tooManyRequests(error.retryAfterMs ?? PLATFORM_DEFAULT_WAIT_MS, locale, message);
}
