// The parts of a page's context that request logic reads (src/routes and the page loaders beside
// their features): the URL, the route's parameters, the request context in locals, the response's
// status and headers; the shop data of the request; and the one rule for a page a CDN may keep.
import type { Locale } from '../../i18n/locales';
import { requestLocale } from '../../i18n/locales';
import { publicCacheControl } from '../catalogue/cache-policy';
import { DEFAULT_CURRENCY } from '../commerce/sales-channel';
import { env } from '../env';

/** The parts of Astro's page context the loaders use. */
export interface RouteContext {
  url: URL;
  params: Record<string, string | undefined>;
  locals: App.Locals;
  currentLocale?: string | undefined;
  /** Astro's `response` (a ResponseInit: the status is unset until a page sets it). */
  response: { status?: number | undefined; readonly headers: Headers };
}

export interface RouteShop {
  locale: Locale;
  salesChannelId?: string | undefined;
  currency: string;
}

export function routeShop(astro: Pick<RouteContext, 'url' | 'locals' | 'currentLocale'>): RouteShop {
  const shop = astro.locals.shop;
  return { locale: requestLocale(astro), salesChannelId: shop?.channel?.id, currency: shop?.currency ?? DEFAULT_CURRENCY };
}

/** A CDN may keep this page (docs/architecture.md#caching); the middleware still makes it private when it turns personal. */
export function cachePublicly(astro: RouteContext): void {
  astro.response.headers.set('Cache-Control', publicCacheControl({ sharedSeconds: env().PAGE_CACHE_SECONDS }));
}
