// "The page's own URL" as a page may show it: the request's path and query without the tracking
// parameters (gclid, _gl, mc_eid, utm_*…). The page cache leaves these out of its key
// (src/lib/page-cache-memory.ts), so a cached page must not carry them either: otherwise the first
// visitor's identifiers (an ad click id, a mail campaign's subscriber id) would be served to everyone
// after. Every link or field that repeats the page's address (the sign-in link, the language switch,
// the channel picker's and the consent forms' return paths) is built from here. No imports: the page
// cache's fast path loads this outside Astro.

// The tracking parameters Astro's memory provider leaves out of its key (its default list).
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'twclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  '_ke',
  'oly_anon_id',
  'oly_enc_id',
  'rb_clickid',
  's_cid',
  'vero_id',
  'wickedid',
  'yclid',
  '__s',
  'ref',
]);

export const isTrackingParam = (name: string): boolean => name.toLowerCase().startsWith('utm_') || TRACKING_PARAMS.has(name.toLowerCase());

/** The query without tracking parameters, in its own order. */
export function withoutTrackingParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (!isTrackingParam(name)) kept.append(name, value);
  return kept;
}

/** `?query` of the page's own URL (without tracking parameters), or '' when nothing is left. */
export function pageOwnSearch(url: URL): string {
  const query = withoutTrackingParams(url.searchParams).toString();
  return query ? `?${query}` : '';
}

/**
 * A request's path made safe to repeat as a link of this shop: every run of slashes and backslashes
 * becomes one slash. A browser reads a link starting `//` (or `/\`) as another site's address, and the
 * request path can start so after its language prefix: `/en//evil.example` would become the language
 * switch's `//evil.example`. Encoded slashes (`%2F`, `%5C`) stay as they are: a browser never reads them
 * as separators. The result always starts with exactly one `/`.
 */
export function onShopPath(pathname: string): string {
  return `/${pathname}`.replace(/[/\\]+/g, '/');
}

/** The page's own path and query, as a page may repeat it (e.g. `/kategoria/kuchnia?page=2`). */
export function pageOwnPath(url: URL): string {
  return `${onShopPath(url.pathname)}${pageOwnSearch(url)}`;
}
