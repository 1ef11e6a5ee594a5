// The security baseline (docs/security.md). server/storefront.ts sets these on every response
// (static assets included); Astro replaces the CSP of each page with its hash-based one.

const HSTS = 'max-age=31536000; includeSubDomains';
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  // The shop's responses are for the shop's own pages only (no other site embeds them).
  'Cross-Origin-Resource-Policy': 'same-origin',
  // For anything that is not a page (assets, redirects, errors without a body).
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
};

/**
 * The headers of the build's hashed files (`/_astro/…`: scripts, styles): the every-response set
 * (CSP, HSTS, nosniff, Referrer-Policy, COOP) without the ones that only mean something for a document
 * (X-Frame-Options, Permissions-Policy) and with the shortest CSP that keeps its three required
 * directives. Over HTTP/1.1 every file repeats its headers, and a page loads up to seven of these.
 */
export const ASSET_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
};

/** Which of the two sets a response gets, by its path. */
export const securityHeadersFor = (path: string): Readonly<Record<string, string>> =>
  path.startsWith('/_astro/') ? ASSET_SECURITY_HEADERS : BASELINE_SECURITY_HEADERS;

/**
 * Directives every page CSP carries besides Astro's script and style hashes. `default-src 'none'`
 * with every fetch directive the pages use listed (Mozilla's Observatory gives its extra credit only
 * to that): same-origin scripts (Astro adds its hashes to `script-src`), the Partytown worker (and
 * its same-origin sandbox iframe), images and fonts of the shop, fetches to the shop's own actions.
 * Run-time origins (the platform's media host, payment gateways, configured tags, the error
 * reporting endpoint) are added per response by src/middleware/page-headers.ts.
 */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "manifest-src 'self'",
  "media-src 'self'",
] as const;

/** Adds an origin (the platform's media host) to one directive of a CSP header value. */
export function allowOriginInCsp(csp: string, directive: string, origin: string): string {
  const parts = csp
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index === -1) return [...parts, `${directive} 'self' ${origin}`].join('; ');
  const current = parts[index] ?? directive;
  if (current.split(/\s+/).includes(origin)) return parts.join('; ');
  parts[index] = `${current} ${origin}`;
  return parts.join('; ');
}
