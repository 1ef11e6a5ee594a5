// /checkout/thank-you?code=&t= on the server: the order's public summary and its payment's real status
// from the platform (GET /orders/{code}), read with the session's client. Never cached.
import { requestLocale } from '../../i18n/request';
import type { Locale } from '../../i18n/locales';
import { sessionPlatform } from '../account/session';
import { amountOf } from '../commerce/money';
import type { OrderShippingType } from '../commerce/shipping';
import { PlatformError } from '../platform';
import type { RouteContext } from '../catalogue/routes';
import type { CookieJar } from '../platform';
import { paymentState, readThankYouQuery, type PaymentState } from './order-status';

export interface ThankYouOrder {
  code: string;
  type: OrderShippingType;
  payment: PaymentState;
  status: string | null;
  currency: string;
  cartTotal: number;
  shippingPrice: number;
  summary: number;
  shippingMethod: string | null;
  digitalShippingMethod: string | null;
}

export type ThankYouPageData = { locale: Locale; order: ThankYouOrder | null; unavailable?: boolean };

export async function loadThankYouPage(astro: RouteContext & { cookies: CookieJar }): Promise<ThankYouPageData> {
  const locale = requestLocale(astro);
  const query = readThankYouQuery(astro.url.searchParams);
  if (!query) {
    astro.response.status = 404;
    return { locale, order: null };
  }
  const shop = astro.locals.shop;
  const { platform } = sessionPlatform(astro, { language: locale, salesChannelId: shop?.channel?.id, currency: shop?.currency });
  try {
    const { data } = platform.unwrap(await platform.client.GET('/orders/{code}', { params: { path: { code: query.code } } }));
    return {
      locale,
      order: {
        code: data.code,
        type: query.type,
        payment: paymentState(data),
        status: data.status?.name ?? null,
        currency: data.currency ?? shop?.currency ?? 'PLN',
        cartTotal: amountOf(data.cart_total),
        shippingPrice: amountOf(data.shipping_price),
        summary: amountOf(data.summary),
        shippingMethod: data.shipping_method?.name ?? null,
        digitalShippingMethod: data.digital_shipping_method?.name ?? null,
      },
    };
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) {
      astro.response.status = 404;
      return { locale, order: null };
    }
    console.warn('[checkout] the order could not be read:', error instanceof Error ? error.message : error);
    astro.response.status = 503;
    return { locale, order: null, unavailable: true };
  }
}
