// Paying an existing order by its code (/pay/{code}, docs/rules.md#payment; never pay offline, staff's call):
// the public order read, the methods offered for it (GET /payment-methods?order_code=) and the start of
// a payment. Server-side only; the pages and the payOrder action use it.
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/locales';
import { amountOf } from '../commerce/money';
import { assertCanPay, offeredPaymentMethods, paymentKind, PAYMENT_ERRORS, type PaymentKind } from '../commerce/payment';
import type { OrderShippingType } from '../commerce/shipping';
import { PlatformError, type components, type Platform } from '../platform';
import { paymentState, type PaymentState } from './order-status';
import { thankYouUrl } from './place-order';
import { isWebAddress } from './gateway-origins';

type PlatformPublicOrder = components['schemas']['OrderPublic'];

/** What anyone holding the code may see of an order (no e-mail, address or contents: Heseya's public view). */
export interface PublicOrder {
  code: string;
  status: string | null;
  paid: boolean;
  payable: boolean;
  payment: PaymentState;
  currency: string;
  cartTotal: number;
  shippingPrice: number;
  summary: number;
  shippingMethod: string | null;
  digitalShippingMethod: string | null;
  type: OrderShippingType;
  createdAt: string;
}

export function publicOrder(data: PlatformPublicOrder, fallbackCurrency: string): PublicOrder {
  const physical = Boolean(data.shipping_method);
  const digital = Boolean(data.digital_shipping_method);
  return {
    code: data.code,
    status: data.status?.name ?? null,
    paid: data.paid,
    payable: data.payable,
    payment: paymentState(data),
    currency: data.currency ?? fallbackCurrency,
    cartTotal: amountOf(data.cart_total),
    shippingPrice: amountOf(data.shipping_price),
    summary: amountOf(data.summary),
    shippingMethod: data.shipping_method?.name ?? null,
    digitalShippingMethod: data.digital_shipping_method?.name ?? null,
    type: physical && digital ? 'mixed' : digital ? 'digital' : 'default',
    createdAt: data.created_at,
  };
}

/** The order by code; null when the platform knows no such order. */
export async function readPublicOrder(platform: Platform, code: string, fallbackCurrency: string): Promise<PublicOrder | null> {
  try {
    const { data } = platform.unwrap(await platform.client.GET('/orders/{code}', { params: { path: { code } } }));
    return publicOrder(data, fallbackCurrency);
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
}

/** Why an order cannot be paid (docs/rules.md#thrown-messages), or undefined when it can. */
export type PayRefusal = 'alreadyPaid' | 'notPayable' | 'methodNotAvailable' | 'notFound';

export function payRefusal(order: Pick<PublicOrder, 'paid' | 'payable'>): 'alreadyPaid' | 'notPayable' | undefined {
  if (order.paid) return 'alreadyPaid';
  if (!order.payable) return 'notPayable';
  return undefined;
}

/** HTTP status of each refusal: a paid order conflicts with paying; the rest is unprocessable or unknown. */
export const REFUSAL_STATUS: Record<PayRefusal, number> = { alreadyPaid: 409, notPayable: 422, methodNotAvailable: 422, notFound: 404 };

export interface PayMethod {
  id: string;
  name: string;
  kind: PaymentKind;
}

/**
 * The methods that can pay this order now: the platform's answer for the order code, online ones, and
 * the traditional transfer only when allow_traditional_transfer is '1' (never payment on delivery).
 */
export async function payMethodsFor(platform: Platform, code: string, allowTraditionalTransfer: boolean): Promise<PayMethod[]> {
  const page = platform.unwrap(await platform.client.GET('/payment-methods', { params: { query: { order_code: code } } }));
  return offeredPaymentMethods({ payment_on_delivery: false, payment_methods: page.data }, allowTraditionalTransfer).map((method) => ({
    id: method.id,
    name: method.name,
    kind: paymentKind(method),
  }));
}

/** Payment methods fetched with order_code (docs/rules.md#payment): the order and the methods that can pay it. */
export async function orderWithPaymentMethods(
  platform: Platform,
  code: string,
  options: { allowTraditionalTransfer: boolean; currency: string },
): Promise<{ order: PublicOrder; paymentMethods: PayMethod[] } | null> {
  const order = await readPublicOrder(platform, code, options.currency);
  if (!order) return null;
  const paymentMethods = payRefusal(order) ? [] : await payMethodsFor(platform, code, options.allowTraditionalTransfer);
  return { order, paymentMethods };
}

export const transferPagePath = (locale: Locale, code: string) => localizePath(`/status/${encodeURIComponent(code)}/traditional-payment`, locale);
export const statusPagePath = (locale: Locale, code: string) => localizePath(`/status/${encodeURIComponent(code)}`, locale);
export const payPagePath = (locale: Locale, code: string) => localizePath(`/pay/${encodeURIComponent(code)}`, locale);

export type StartPaymentResult = { kind: 'redirect'; url: string } | { kind: 'refused'; refusal: PayRefusal };

const REFUSAL_OF_MESSAGE: Record<string, PayRefusal> = {
  [PAYMENT_ERRORS.alreadyPaid]: 'alreadyPaid',
  [PAYMENT_ERRORS.notPayable]: 'notPayable',
  [PAYMENT_ERRORS.methodNotAvailable]: 'methodNotAvailable',
};

function refusalOfPlatform(error: PlatformError): PayRefusal | undefined {
  if (error.status === 404) return 'notFound';
  if (error.key === 'CLIENT_ORDER_PAID') return 'alreadyPaid';
  if (
    error.key === 'CLIENT_INVALID_PAYMENT_METHOD' ||
    error.key === 'CLIENT_UNKNOWN_PAYMENT_METHOD' ||
    error.key === 'PAYMENT_METHOD_NOT_AVAILABLE_FOR_SHIPPING'
  )
    return 'methodNotAvailable';
  if (error.status === 422) return 'notPayable';
  return undefined;
}

/**
 * The payment step for an existing order: it must be payable and the method offered. An online
 * method starts a payment with the thank-you page as return URL and answers the gateway's address; the
 * traditional transfer calls nothing (paying it is staff's record) and answers its transfer page. A platform error
 * that is not a refusal (unreachable, 5xx) is thrown.
 */
export async function startPayment(
  platform: Platform,
  request: { code: string; paymentMethodId: string; locale: Locale; origin: string; allowTraditionalTransfer: boolean; currency: string },
): Promise<StartPaymentResult> {
  try {
    const found = await orderWithPaymentMethods(platform, request.code, request);
    if (!found) return { kind: 'refused', refusal: 'notFound' };
    const { order, paymentMethods } = found;
    try {
      assertCanPay(order, request.paymentMethodId, paymentMethods);
    } catch (error) {
      const refusal = error instanceof Error ? REFUSAL_OF_MESSAGE[error.message] : undefined;
      if (refusal) return { kind: 'refused', refusal };
      throw error;
    }
    const method = paymentMethods.find((candidate) => candidate.id === request.paymentMethodId);
    // Nothing to start for a transfer: the shopper gets the details; staff mark the order paid once the money is in.
    if (method?.kind === 'transfer') return { kind: 'redirect', url: new URL(transferPagePath(request.locale, order.code), request.origin).toString() };
    const started = platform.unwrap(
      await platform.client.POST('/orders/{code}/pay/id:{paymentMethodId}', {
        params: { path: { code: order.code, paymentMethodId: request.paymentMethodId } },
        body: { continue_url: thankYouUrl(request.origin, request.locale, order.code, order.type) },
      }),
    );
    const redirect = started.data.redirect_url;
    if (!isWebAddress(redirect)) throw new Error('the platform started a payment without a usable redirect URL');
    return { kind: 'redirect', url: redirect };
  } catch (error) {
    const refusal = error instanceof PlatformError ? refusalOfPlatform(error) : undefined;
    if (refusal) return { kind: 'refused', refusal };
    throw error;
  }
}
