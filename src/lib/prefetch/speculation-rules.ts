// What the browser may load before the shopper clicks: the product and category pages
// of both languages, public and the same for every shopper but for the signed-in shopper's prices. Never
// a personal page (account, cart, checkout, wishlist, order status and payment, sign-in and sign-out):
// they are simply not in the list. The rules are one constant string: the CSP allows it by its hash
// (astro.config.ts), and src/components/shell/prefetch.ts inserts it only when the connection allows.

/** The paths whose links are loaded ahead, as URL patterns relative to the page (the shop's own origin). */
export const PREFETCH_PATTERNS = ['/product/*', '/category/*', '/en/product/*', '/en/category/*'] as const;

const where = { href_matches: [...PREFETCH_PATTERNS] };

/**
 * `moderate`: Chrome starts on a short hover or on pointerdown / touchstart, and on Android phones (its
 * viewport heuristics) on links that stay in view once scrolling stops; it keeps at most two such prerenders (and two prefetches), dropping
 * the oldest: never more than a few at a time. The prefetch rule is the fallback where a prerender is
 * refused (memory, the browser's preload setting).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ source: 'document', where, eagerness: 'moderate' }],
  prefetch: [{ source: 'document', where, eagerness: 'moderate' }],
});

/** Whether a link's path is one the fallback (`<link rel=prefetch>`) may load ahead: the same pages as the rules. */
export function prefetchablePath(pathname: string): boolean {
  return /^(?:\/en)?\/(?:product|category)\/[^/]+\/?$/.test(pathname);
}

/** The parts of the Network Information API that say the shopper saves data (Chromium only). */
export interface ConnectionHints {
  saveData?: boolean | undefined;
  effectiveType?: string | undefined;
}

/**
 * Whether loading pages ahead is allowed: never with data saver on (the shopper's own word that data
 * costs) nor on a 2G-class connection (a page loaded and never opened would slow the one they open).
 * Browsers without the API say nothing, and are allowed.
 */
export function speculationAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
