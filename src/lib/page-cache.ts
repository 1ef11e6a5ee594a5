// The storefront's in-process page cache: Astro 7 route caching with its memory provider, so a
// public page is rendered once per PAGE_CACHE_SECONDS instead of on every request (design §3, §4).
// A request that carries anything personal (a chosen sales channel, a signed-in shopper's tokens)
// never reads from or writes to it: it would otherwise get a page rendered for someone else.
// The cache answers before any middleware runs, so it also steps aside for '/' (whose answer
// depends on the shopper's language, spec §2) and for any request the locale detection has to act
// on (a redirect, the cookie): otherwise one cached home page would answer every first visit.
// Bounded in bytes (PAGE_CACHE_MEMORY_MB) as well as in entries (src/lib/page-cache-memory.ts).
import type { CacheProvider } from 'astro';
import type { MemoryCacheProviderOptions } from 'astro/cache/memory';
import { env } from './env';
import { boundedMemoryProvider } from './page-cache-memory';
import { SALES_CHANNEL_COOKIE } from './catalogue/shell';
import { TOKEN_COOKIES } from './platform/cookie-token-store';
import { localeStep, localeStepNeeded } from '../i18n/locale-step';

const PERSONAL_COOKIES = new Set<string>([SALES_CHANNEL_COOKIE, ...Object.values(TOKEN_COOKIES)]);

/** Whether the request carries one of the cookies that make a page personal. */
export function carriesPersonalCookie(request: Request): boolean {
  const header = request.headers.get('cookie');
  if (!header) return false;
  return header.split(';').some((pair) => PERSONAL_COOKIES.has(pair.split('=', 1)[0]!.trim()));
}

/** Whether the page cache may answer (or keep the answer to) this request. */
export function pageCacheable(request: Request, url: URL): boolean {
  if (carriesPersonalCookie(request)) return false;
  return url.pathname !== '/' && !localeStepNeeded(localeStep(request, url));
}

export default function pageCache(config: MemoryCacheProviderOptions | undefined): CacheProvider {
  const memory = boundedMemoryProvider({ maxEntries: config?.max ?? 1000, maxBytes: env().PAGE_CACHE_MEMORY_MB * 2 ** 20 });
  return {
    name: 'storefront-pages',
    invalidate: (options) => memory.invalidate(options),
    onRequest(context, next) {
      if (!pageCacheable(context.request, context.url) || !memory.onRequest) return next();
      return memory.onRequest(context, next);
    },
  };
}
