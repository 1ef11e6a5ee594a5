// The request side of /wishlist and /en/wishlist: a guest's list lives in their browser, so
// the page is the same for every guest (cached publicly) and its script fills it in. A signed-in
// shopper's list is the account's: they go to /account/wishlist (their pages are never cached).
import type { AstroGlobal } from 'astro';
import { cachePublicly, type RouteContext } from '../../lib/request/route-context';
import { requestLocale, localizePath, type Locale } from '../../i18n/locales';

export type WishlistRoute = { response: Response } | { response?: undefined; locale: Locale };

/** `Astro` of the page (its response status is always set on a page, unlike AstroGlobal's type says). */
export function wishlistRoute(Astro: AstroGlobal & RouteContext): WishlistRoute {
  const locale = requestLocale(Astro);
  if (Astro.locals.account?.signedIn) return { response: Astro.redirect(localizePath('/account/wishlist', locale), 302) };
  cachePublicly(Astro);
  return { locale };
}
