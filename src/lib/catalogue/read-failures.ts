// How catalogue reads fail for the shopper: a platform "not found" is the page's 404; any other
// failure (platform down with no stale copy in the response cache) is an honest 503 page, a timeout a 504.
import { PlatformError } from '../platform';
import { HttpError } from '../http-error';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';

export function isNotFound(error: unknown): boolean {
  return error instanceof PlatformError && error.status === 404;
}

/** The error page for a failed read the page cannot do without. */
export function unavailable(locale: Locale, error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  console.error('[catalogue] platform read failed:', error instanceof Error ? error.message : error);
  // The platform kept the page waiting past the timeout: say so (504), rather than leave the shopper hanging.
  if (error instanceof PlatformError && error.isTimeout) return new HttpError(504, t(locale, 'catalogue.pageTimeout'), { cause: error });
  return new HttpError(503, t(locale, 'catalogue.pageUnavailable'), { cause: error });
}

/** The value, or null when the platform says it does not exist; other failures become a 503. */
export async function orNotFound<T>(locale: Locale, read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw unavailable(locale, error);
  }
}

/** The value, or `fallback` when the read fails (for parts a page can show without). */
export async function orFallback<T>(what: string, read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    console.warn(`[catalogue] ${what} could not be loaded:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}
