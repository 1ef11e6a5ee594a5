// Cache-Control of storefront responses (docs/architecture.md#caching): public pages may be kept by a CDN
// for a configured time and served stale while the storefront revalidates or fails; anything
// personal, or carrying Set-Cookie, is never stored by a shared cache.
//
// Operators: a public page is rendered for the default sales channel. A shopper who picked
// another channel carries the `sales_channel` cookie and gets private pages; a CDN in front must
// therefore either bypass its cache for requests with that cookie or include it in the cache key
// (nginx: `proxy_cache_bypass $cookie_sales_channel;`).

export const PRIVATE_NO_STORE = 'private, no-store';

export interface PublicCacheTimes {
  /** s-maxage: how long a CDN may serve the page without asking (PAGE_CACHE_SECONDS). */
  sharedSeconds: number;
  /** How long past that a CDN may serve it while it revalidates in the background. */
  staleWhileRevalidateSeconds?: number;
  /** How long past that a CDN may serve it when the storefront answers with an error. */
  staleIfErrorSeconds?: number;
}

/** Browsers always revalidate (max-age=0); a CDN keeps the page for `sharedSeconds`. */
export function publicCacheControl({ sharedSeconds, staleWhileRevalidateSeconds, staleIfErrorSeconds }: PublicCacheTimes): string {
  if (sharedSeconds <= 0) return 'public, max-age=0, must-revalidate';
  const swr = staleWhileRevalidateSeconds ?? Math.max(sharedSeconds * 5, 60);
  const sie = staleIfErrorSeconds ?? 86_400;
  return `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${swr}, stale-if-error=${sie}`;
}

export interface ResponseFacts {
  /** Cache-Control the page asked for, if any. */
  requested: string | null;
  status: number;
  /** The response sets a cookie. */
  setsCookie: boolean;
  /** The page was rendered for something only this shopper sees (e.g. a sales channel they picked). */
  personal: boolean;
}

const CACHEABLE_STATUSES = new Set([200, 203, 204, 301, 404, 410]);

/**
 * The Cache-Control a response leaves with. Only a response the page itself declared public stays
 * public, and only when it is not personal, sets no cookie and has a status worth caching; a
 * response without a declaration is private (a safe default for pages that never thought about it).
 */
export function finalCacheControl(facts: ResponseFacts): string {
  const { requested } = facts;
  if (facts.setsCookie || facts.personal) return PRIVATE_NO_STORE;
  if (!requested) return PRIVATE_NO_STORE;
  if (/\bpublic\b/i.test(requested) && !CACHEABLE_STATUSES.has(facts.status)) return PRIVATE_NO_STORE;
  return requested;
}

const S_MAXAGE = /\bs-maxage=(\d+)/i;
const STALE_WHILE_REVALIDATE = /\bstale-while-revalidate=(\d+)/i;

/** The shared-cache lifetimes of a public Cache-Control (s-maxage, stale-while-revalidate), else null. */
export function sharedCacheTimes(cacheControl: string): { maxAge: number; staleWhileRevalidate: number } | null {
  if (!/\bpublic\b/i.test(cacheControl)) return null;
  const seconds = (directive: RegExp) => Number(directive.exec(cacheControl)?.[1] ?? 0);
  const maxAge = seconds(S_MAXAGE);
  return maxAge > 0 ? { maxAge, staleWhileRevalidate: seconds(STALE_WHILE_REVALIDATE) } : null;
}
