// Which requests the page cache may answer (src/lib/page-cache.ts, and the server's fast path in
// src/lib/page-cache-front.ts, which imports this module outside Astro's bundle: hence the light imports).
import { SALES_CHANNEL_COOKIE } from './catalogue/sales-channel-cookie.ts';
import { TOKEN_COOKIES } from './platform/cookie-token-store.ts';
import { localeStep, localeStepNeeded, type PageAddress, type RequestHead } from '../i18n/locale-step.ts';
import { isPreviewPath } from './preview/preview-paths.ts';

const PERSONAL_COOKIES = new Set<string>([SALES_CHANNEL_COOKIE, ...Object.values(TOKEN_COOKIES)]);

/** Whether the request carries one of the cookies that make a page personal. */
export function carriesPersonalCookie(request: RequestHead): boolean {
  const header = request.headers.get('cookie');
  if (!header) return false;
  return header.split(';').some((pair) => PERSONAL_COOKIES.has((pair.split('=', 1)[0] ?? '').trim()));
}

/**
 * What the URL alone says: a page the cache may keep. A member of staff's preview is theirs alone,
 * whatever its Cache-Control says; '/' decides the shopper's locale.
 */
export function pathCacheable(page: Pick<PageAddress, 'pathname'>): boolean {
  const path = page.pathname;
  return path !== '/' && !isPreviewPath(path);
}

/** What the request says, for a URL `pathCacheable` allows: no personal cookie, no locale to remember or redirect to. */
export function requestMayShareCachedPage(request: RequestHead, page: PageAddress): boolean {
  return !carriesPersonalCookie(request) && !localeStepNeeded(localeStep(request, page));
}

/** Whether the page cache may answer (or keep the answer to) this request. */
export function pageCacheable(request: RequestHead, page: PageAddress): boolean {
  return pathCacheable(page) && requestMayShareCachedPage(request, page);
}
