// The request side of /account/wishlist and /en/account/wishlist: a page of the signed-in
// shopper's server list (`?page=`, checked with zod; a bad value goes to the tidy address, a page past
// the end to the last one). A POST is the remove button's form (removeFromWishlist action; works without
// JavaScript), answered with a redirect. Personal: never cached.
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { z } from 'zod';
import { requestLocale } from '../../i18n/locales';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { submitForm } from '../../lib/actions/form-post';
import { WISHLIST_REFUSALS } from '../../actions/wishlist/wishlist';
import { wishlistPage } from '../../lib/wishlist/wishlist';
import { productCardView, type ProductCardView } from '../../lib/catalogue/product-card';
import { routeShop } from '../../lib/request/route-context';
import type { Pagination } from '../../lib/platform';
import { signedOutRedirect } from '../account/signed-out';

/** `?page=`: absent is 1; anything but a whole number from 1 is refused. */
const pageQuery = z.union([
  z.null(),
  z
    .string()
    .regex(/^[1-9]\d{0,4}$/)
    .transform(Number),
]);

export interface AccountWishlistNotice {
  tone: 'success' | 'error';
  text: string;
}

export type AccountWishlistRoute =
  | { response: Response }
  | {
      response?: undefined;
      locale: Locale;
      currency: string;
      /** The path of this page (forms post to it with the page number). */
      path: string;
      page: number;
      cards: ProductCardView[];
      pagination?: Pagination | undefined;
      notice?: AccountWishlistNotice | undefined;
    };

export async function accountWishlistRoute(Astro: AstroGlobal): Promise<AccountWishlistRoute> {
  const locale = requestLocale(Astro);
  const path = Astro.url.pathname;
  const login = () => signedOutRedirect(Astro, locale, `${path}${Astro.url.search}`);
  if (!Astro.locals.account?.signedIn) return login();
  Astro.response.headers.set('Cache-Control', 'private, no-store');

  const parsedPage = pageQuery.safeParse(Astro.url.searchParams.get('page'));
  if (!parsedPage.success) return { response: Astro.redirect(path, 302) };
  const page = parsedPage.data ?? 1;
  const pageHref = (n: number) => (n === 1 ? path : `${path}?page=${n}`);

  let notice: AccountWishlistNotice | undefined;
  if (Astro.request.method === 'POST') {
    const { refusal, result } = await submitForm(Astro, actions.removeFromWishlist, locale);
    if (refusal) {
      Astro.response.status = refusal.status;
      notice = { tone: 'error', text: refusal.message };
    } else {
      if (!result.error) return { response: Astro.redirect(`${pageHref(page)}${page === 1 ? '?' : '&'}done=removed`, 303) };
      if (result.error.code === WISHLIST_REFUSALS.signedOut) return login();
      Astro.response.status = result.error.status;
      notice = { tone: 'error', text: result.error.message };
    }
  } else if (Astro.url.searchParams.get('done') === 'removed') {
    notice = { tone: 'success', text: t(locale, 'wishlist.notify.removedTitle') };
  }

  const shop = routeShop(Astro);
  const { platform, session } = Astro.locals;
  try {
    const list = await wishlistPage(platform, page);
    if (page > list.pagination.lastPage && list.pagination.total > 0) return { response: Astro.redirect(pageHref(list.pagination.lastPage), 302) };
    const subtextSlug = Astro.locals.shop?.settings?.productSubtextAttributeSlug;
    const cards = list.data.map((entry) => productCardView(entry.product, shop.currency, locale, subtextSlug));
    return { locale, currency: shop.currency, path, page, cards, pagination: list.pagination, notice };
  } catch (error) {
    if (session.authFailed) return login();
    console.warn('[wishlist] the account wishlist could not be read:', error instanceof Error ? error.message : error);
    if ((Astro.response.status ?? 200) < 400) Astro.response.status = 503;
    return { locale, currency: shop.currency, path, page, cards: [], notice: notice ?? { tone: 'error', text: t(locale, 'wishlist.unavailable') } };
  }
}
