// The request side of /account/orders and /account/orders/{code} (and the /en twins): only signed-in
// shoppers (the middleware sends others to /login); their orders read with their tokens; the pages are
// personal and never cached. A `?page=` that is not a page, or beyond the last, goes to a real page
// (302); an order code the platform does not know among the shopper's orders is the page's 404.
import type { AstroGlobal } from 'astro';
import { requestLocale } from '../../i18n/locales';
import type { Locale } from '../../i18n/locales';
import { isOrderCode, myOrder, myOrders, type Order } from '../../lib/account/orders';
import { unavailable } from '../../lib/catalogue/read-failures';
import { PlatformError, type Pagination } from '../../lib/platform';
import { orderRow, requestedPage, type OrderRow } from '../../components/account/orders-view';
import { signedOutRedirect } from './signed-out';

type Signed = { response?: undefined; locale: Locale };

export type OrdersRoute = { response: Response } | (Signed & { rows: OrderRow[]; pagination: Pagination; basePath: string });
export type OrderRoute = { response: Response } | (Signed & { notFound: true }) | (Signed & { notFound?: false; order: Order });

function personal(Astro: AstroGlobal): { locale: Locale; login: () => { response: Response } } | { response: Response } {
  const locale = requestLocale(Astro);
  const login = () => signedOutRedirect(Astro, locale, `${Astro.url.pathname}${Astro.url.search}`);
  if (!Astro.locals.account?.signedIn) return login();
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  return { locale, login };
}

/** A failed read: a session the platform no longer accepts signs in again; anything else is the 503 page. */
function failed(error: unknown, locale: Locale, login: () => { response: Response }): { response: Response } {
  if (error instanceof PlatformError && error.status === 401) return login();
  throw unavailable(locale, error);
}

export async function ordersRoute(Astro: AstroGlobal): Promise<OrdersRoute> {
  const guard = personal(Astro);
  if ('response' in guard) return guard;
  const { locale, login } = guard;
  const basePath = Astro.url.pathname;
  const page = requestedPage(Astro.url.searchParams.get('page'));
  if (page === null) return { response: Astro.redirect(basePath, 302) };
  const { platform, session } = Astro.locals;
  try {
    const list = await myOrders(platform, page);
    const last = Math.max(1, list.pagination.lastPage);
    if (page > last) return { response: Astro.redirect(last === 1 ? basePath : `${basePath}?page=${last}`, 302) };
    return { locale, basePath, rows: list.data.map((order) => orderRow(order, locale)), pagination: { ...list.pagination, currentPage: page, lastPage: last } };
  } catch (error) {
    if (session.authFailed) return login();
    return failed(error, locale, login);
  }
}

export async function orderRoute(Astro: AstroGlobal): Promise<OrderRoute> {
  const guard = personal(Astro);
  if ('response' in guard) return guard;
  const { locale, login } = guard;
  const code = Astro.params.code;
  const notFound = (): OrderRoute => {
    Astro.response.status = 404;
    return { locale, notFound: true };
  };
  if (!isOrderCode(code)) return notFound();
  const { platform, session } = Astro.locals;
  try {
    const order = await myOrder(platform, code);
    return order ? { locale, order } : notFound();
  } catch (error) {
    if (session.authFailed) return login();
    return failed(error, locale, login);
  }
}
