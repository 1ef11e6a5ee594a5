// /checkout/thank-you?code=&t= on the server: the order's public summary and its payment's real status
// from the platform (GET /orders/{code}), read with the session's client. Never cached. A pending online
// payment is read again a few times (the page reloads itself, RECHECK_LIMIT times RECHECK_DELAY_MS), then
// the page points to the order's status page.
import { requestLocale } from '../../i18n/locales';
import type { Locale } from '../../i18n/locales';
import type { RouteContext } from '../../lib/request/route-context';
import type { CookieJar } from '../../lib/platform';
import { readPublicOrder, type PublicOrder } from '../../lib/checkout/order-payment';
import { readThankYouQuery, thankYouPayment } from '../../lib/checkout/order-status';
import { gateOrderCode } from '../../lib/checkout/order-code-gate';

/** How many times a pending payment is read again automatically, and how long the page waits each time. */
export const RECHECK_LIMIT = 4;
export const RECHECK_DELAY_MS = 2500;

/** The automatic re-checks done so far (query parameter `check`), 0 when missing or not a small number. */
export function recheckCount(search: URLSearchParams): number {
  const value = Number(search.get('check') ?? '0');
  return Number.isInteger(value) && value >= 0 && value <= RECHECK_LIMIT ? value : RECHECK_LIMIT;
}

/** The next automatic check's address, or undefined once the limit is reached. */
export function nextRecheck(url: URL, count: number): string | undefined {
  if (count >= RECHECK_LIMIT) return undefined;
  const next = new URL(url);
  next.searchParams.set('check', String(count + 1));
  return `${next.pathname}${next.search}`;
}

/** The order's public view; its type is the one the checkout put in the address (`t`). */
export type ThankYouOrder = PublicOrder;

export type ThankYouPageData = {
  locale: Locale;
  order: ThankYouOrder | null;
  unavailable?: boolean;
  /** Too many unknown codes from the shopper's network: the throttle's message (429). */
  refusal?: string | undefined;
  /** While a payment is pending and the limit is not reached: where the page goes next to read it again. */
  recheck?: string | undefined;
};

/**
 * The page's data, or `malformed` when the query names no order code at all (missing or not shaped like
 * one): the page is then the 404 'Page Not Found: {path}'. A well-formed code the platform does not know
 * keeps the page's own "There is no order with this code.".
 */
export async function loadThankYouPage(
  astro: RouteContext & { cookies: CookieJar; clientAddress: string },
): Promise<{ malformed: true } | (ThankYouPageData & { malformed?: false })> {
  const locale = requestLocale(astro);
  const query = readThankYouQuery(astro.url.searchParams);
  if (!query) {
    astro.response.status = 404;
    return { malformed: true };
  }
  const gate = await gateOrderCode(astro, locale, query.code);
  if (gate.refused !== undefined) return { locale, order: null, refusal: gate.refused };
  const shop = astro.locals.shop;
  const { platform } = astro.locals;
  try {
    const order = await readPublicOrder(platform, query.code, shop?.currency ?? 'PLN');
    await gate.settle(order !== null);
    if (!order) {
      astro.response.status = 404;
      return { locale, order: null };
    }
    const payment = thankYouPayment(order.payment, query.transfer);
    return {
      locale,
      recheck: payment === 'pending' ? nextRecheck(astro.url, recheckCount(astro.url.searchParams)) : undefined,
      order: { ...order, type: query.type, payment },
    };
  } catch (error) {
    await gate.settle(true);
    console.warn('[checkout] the order could not be read:', error instanceof Error ? error.message : error);
    astro.response.status = 503;
    return { locale, order: null, unavailable: true };
  }
}
