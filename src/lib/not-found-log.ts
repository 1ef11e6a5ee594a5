// The server's trace of a 404: one JSON line per page the shop could not find, with the method, a path
// that is safe to keep in logs, and why (which kind of thing was missing). Pure, so every rule is tested.
import { ORDER_CODE } from './checkout/order-status';

/** Longest path kept in a log line: past it a crawler's or an attacker's path is cut. */
export const MAX_LOGGED_PATH = 200;

/**
 * Order codes in paths are bearer secrets: whoever holds one reads the order's status and may pay it.
 * Logs outlive pages and are read by more people, so the code segment is replaced by `{code}`.
 */
const ORDER_CODE_PATH = /^((?:\/en)?\/(?:pay|status|account\/orders))\/[^/]+/;

/**
 * The request's path as a log line may keep it: never its query (reset tokens, a provider's code, the
 * thank-you page's order code, e-mail addresses), order codes replaced, cut at MAX_LOGGED_PATH.
 */
export function loggablePath(url: URL): string {
  const path = url.pathname.replace(ORDER_CODE_PATH, '$1/{code}');
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

const ORDER_ROUTES = new Set(['/pay/[code]', '/status/[code]', '/status/[code]/traditional-payment', '/account/orders/[code]']);
const REASONS: Record<string, string> = {
  '/product/[slug]': 'unknown product',
  '/category/[slug]': 'unknown category',
  '/[slug]': 'unknown page',
  '/page/[code]': 'unknown page',
  '/page': 'unknown page',
  '/blog/[slug]': 'unknown blog post',
  '/login/provider/[provider]': 'unknown sign-in provider',
  '/login/provider/[provider]/link': 'unknown sign-in provider',
};

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Why the page is a 404, from the route that answered (none: no route matched the path). */
export function notFoundReason(route: string | undefined, url: URL): string {
  const pattern = (route ?? '').replace(/^\/en(?=\/|$)/, '') || '/';
  if (pattern === '/404' || pattern === '/') return 'no route';
  if (ORDER_ROUTES.has(pattern)) {
    const segment = url.pathname.replace(/^\/en/, '').split('/')[pattern.startsWith('/account') ? 3 : 2] ?? '';
    return ORDER_CODE.test(decoded(segment)) ? 'unknown order' : 'malformed order code';
  }
  if (pattern === '/checkout/thank-you') return ORDER_CODE.test(url.searchParams.get('code')?.trim() ?? '') ? 'unknown order' : 'malformed order code';
  if (pattern.startsWith('/sitemap-')) return 'no such sitemap chunk';
  return REASONS[pattern] ?? `not found by ${pattern}`;
}

/** The log line of a 404 answer. */
export function notFoundLogLine(method: string, url: URL, route: string | undefined): string {
  return JSON.stringify({ event: 'not_found', status: 404, method, path: loggablePath(url), reason: notFoundReason(route, url) });
}
