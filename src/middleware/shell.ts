// Loads the shop-wide data of every page into Astro.locals.shop (settings, global SEO, sales
// channel and currency), keeps the sales-channel cookie pointing at a channel that exists, turns
// the page into the shop-off screen's 503 when the storefront is disabled, and decides the final
// Cache-Control of the response (public only when the page asked for it and nothing personal is in it).
import { defineMiddleware } from 'astro:middleware';
import { localeOfRequest } from '../i18n/locales';
import { chooseSalesChannel } from '../lib/commerce/sales-channel';
import { finalCacheControl, sharedCacheTimes } from '../lib/catalogue/cache-policy';
import { getShell, SALES_CHANNEL_COOKIE } from '../lib/catalogue/shell';
import { hasTokens } from '../lib/account/session';
import { secureCookies } from '../lib/account/auth-cookies';
import { isSitemapChunkPath } from '../lib/catalogue/sitemap';

const CHANNEL_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Paths that are not pages and need no shop data (Astro's own endpoints and assets, the build manifest, the webhooks). */
const SKIPPED = /^\/(?:(?:_astro|_image|_server-islands|api\/webhooks)\/|build-manifest\.json$)/;

export const shell = defineMiddleware(async (context, next) => {
  const { url, cookies } = context;
  if (SKIPPED.test(url.pathname)) return next();

  const locale = localeOfRequest(url, context.request.headers.get('referer'));
  const saved = cookies.get(SALES_CHANNEL_COOKIE)?.value;
  const shop = await getShell(locale, saved);
  context.locals.shop = shop;

  // A saved channel that no longer exists is replaced by the one chosen in its place.
  // Without a saved channel the default one is used and no cookie is written, so the page stays
  // cacheable; the cookie is written when the shopper picks a channel (/sales-channel).
  if (saved && shop.channel && saved !== shop.channel.id) {
    cookies.set(SALES_CHANNEL_COOKIE, shop.channel.id, {
      path: '/',
      maxAge: CHANNEL_COOKIE_MAX_AGE,
      httpOnly: true,
      secure: secureCookies(url),
      sameSite: 'lax',
    });
  }

  let response = await next();
  const isPage = response.headers.get('content-type')?.includes('text/html') ?? false;

  if (shop.settings?.storefrontDisabled && isPage && response.status < 400) {
    // The layout already rendered the shop-off screen; tell crawlers and caches it is temporary.
    response = new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers: response.headers });
    response.headers.set('Retry-After', '3600');
  }

  const defaultChannel = chooseSalesChannel(shop.channels ?? []);
  const setsCookie = !cookies.headers().next().done || response.headers.has('set-cookie');
  const cacheControl = finalCacheControl({
    requested: response.headers.get('cache-control'),
    status: response.status,
    setsCookie,
    // A chosen sales channel, or a signed-in shopper (their name is in the header): never in a shared cache.
    personal: (!!shop.channel && !!defaultChannel && shop.channel.id !== defaultChannel.id) || hasTokens(cookies) || context.locals.account?.signedIn === true,
  });
  response.headers.set('Cache-Control', cacheControl);
  // What a CDN may keep, the storefront's own page cache keeps too (src/lib/page-cache.ts), except the
  // sitemap's chunks: megabytes each, streamed so that no request holds one whole (the cache would).
  const shared = sharedCacheTimes(cacheControl);
  if (shared && response.status === 200 && !isSitemapChunkPath(url.pathname)) context.cache.set({ maxAge: shared.maxAge, swr: shared.staleWhileRevalidate });
  return response;
});
