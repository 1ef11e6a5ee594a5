// Placing an order on the server: the cart processed once more with the chosen
// shipping and its discount codes on the same code-lookup throttle as the cart's processing (a changed
// total stops here so the shopper can confirm it, a throttled code too), the order request (docs/rules.md#order-payload) built by the
// commerce rules, POST /orders with the attempt's idempotency key, then the payment: an online method
// starts a payment and sends the shopper to the gateway with the thank-you page as the return address;
// payment on delivery and the traditional transfer go straight to the thank-you page (a transfer calls
// nothing more: the order stays unpaid until staff record the money).
import { channelCountryError, type ChannelCountries } from '../commerce/channel-countries';
import { localizePath, type Locale } from '../../i18n/locales';
import { amountOf, roundMoney } from '../commerce/money';
import type { CartLine, CartState } from '../commerce/cart';
import type { CartItemSchema } from '../commerce/cart-item';
import { checkoutError, type CheckoutErrorKey } from '../commerce/checkout-rules';
import { buildOrderPayload } from '../commerce/order-payload';
import { offeredPaymentMethods, paymentKind } from '../commerce/payment';
import { orderShippingType, type OrderShippingType } from '../commerce/shipping';
import { processCart, CartProcessingError, type CouponLookups } from '../cart/process-cart';
import { errorForShopper, PlatformError, type Platform, type components } from '../platform';
import type { CheckoutForm } from '../commerce/checkout-form-schema';
import { toCheckoutState } from './checkout-form';
import type { PlaceOrderInput } from './checkout-input';
import { isWebAddress } from './gateway-origins';

type ShippingMethod = components['schemas']['ShippingMethod'];
type RequestItem = PlaceOrderInput['items'][number];

export type PlacementFailure = 'failed' | 'unreachable' | 'schemaOption' | 'notEnoughItems' | 'purchaseLimit' | 'paymentNotAvailable';

export type PlaceOrderResult =
  /** `thankYou`: the order's thank-you page as a path of this site (where another tab of the attempt goes). */
  | { kind: 'placed'; code: string; redirect: string; thankYou: string }
  | { kind: 'total-changed'; total: number }
  /** Codes the client network's code-lookup throttle kept from the platform: nothing was placed. */
  | { kind: 'coupons-throttled'; codes: string[]; retryAfterMs: number }
  | { kind: 'invalid'; key: CheckoutErrorKey }
  /** The account the guest asked for could not be created: nothing was ordered. */
  | { kind: 'account'; field: string; message: string }
  /** The platform refused: `failure` names our message; `platform` is its own (title and first field message). */
  | { kind: 'refused'; failure: PlacementFailure; platform?: { title: string; text: string } };

export interface PlaceOrderRequest {
  locale: Locale;
  attemptKey: string;
  form: CheckoutForm;
  items: RequestItem[];
  coupons: string[];
  /** The client network's code-lookup throttle, the one the cart's processing spends (processCart). */
  lookUpCoupon: CouponLookups;
  expectedTotal: number;
  salesChannelId: string;
  currency: string;
  allowTraditionalTransfer: boolean;
  /** The storefront's public origin (APP_HOST or the request's), for the gateway's return address. */
  origin: string;
  /** The price-comparison survey integration is configured (its consent goes into the order metadata). */
  surveyIntegrationEnabled: boolean;
  /** The sales channel's country list: an address in a country it does not serve is refused. */
  channel?: ChannelCountries | null;
  /** Placed without a signed-in shopper: the newsletter consent goes into the order metadata. */
  guest?: boolean;
  /**
   * A guest creating an account with the order: called once every check has passed and just before the
   * order is placed, so a refused account orders nothing and the order belongs to the new account.
   * Answers the platform client with the new customer's tokens, or why the account was refused.
   */
  openAccount?: () => Promise<{ platform: Platform } | { refused: { field: string; message: string } }>;
  /** After the order exists (best effort, never fails the placement): e.g. saving the addresses. */
  afterOrder?: (platform: Platform) => Promise<void>;
}

/** The platform errors that get their own message; anything else shows the platform's (VALIDATION_ERROR: its first field message). */
export function placementFailure(error: PlatformError): PlacementFailure {
  if (error.status === 0 || error.status >= 500 || error.status === 429) return 'unreachable';
  const fieldKeys = Object.values(error.errors).flatMap((list) => list.map((entry) => entry.key));
  if (error.key === 'VALIDATION_PRODUCT_SCHEMA_OPTION' || fieldKeys.includes('VALIDATION_PRODUCT_SCHEMA_OPTION')) return 'schemaOption';
  if (error.key === 'ORDER_NOT_ENOUGH_ITEMS_IN_WAREHOUSE' || error.key === 'CLIENT_NOT_ENOUGH_ITEMS') return 'notEnoughItems';
  if (error.key === 'PRODUCT_PURCHASE_LIMIT') return 'purchaseLimit';
  if (error.key === 'PAYMENT_METHOD_NOT_AVAILABLE_FOR_SHIPPING') return 'paymentNotAvailable';
  return 'failed';
}

const SCHEMA_TYPE_OF = { number: 'numeric', boolean: 'boolean', string: 'select' } as const;

/**
 * The browser's request lines as cart lines for the payload rule (it reads ids, quantities, the digital
 * flag and the filled option values; prices are the platform's business).
 */
export function requestLines(items: readonly RequestItem[]): CartLine[] {
  return items.map((item) => ({
    id: item.cartitem_id,
    product: { id: item.product_id, name: '', prices_base: [], shipping_digital: item.digital },
    quantity: item.quantity,
    schemas: Object.entries(item.schemas ?? {}).map(
      ([id, value]): CartItemSchema => ({
        id,
        name: '',
        type: SCHEMA_TYPE_OF[typeof value as 'number' | 'boolean' | 'string'],
        price: 0,
        optionPrice: 0,
        value,
        dependencies: [],
      }),
    ),
    currency: '',
    createdAt: 0,
    children: [],
    price: 0,
    priceDiscounted: 0,
  }));
}

/** Whether processing left out a requested line or cut its quantity (the stock or the purchase limit no longer allow it). */
export function linesCut(
  requested: readonly { cartitem_id: string; quantity: number }[],
  processed: readonly { cartitem_id: string; quantity: number }[],
): boolean {
  const sellable = new Map(processed.map((line) => [line.cartitem_id, line.quantity]));
  return requested.some((line) => (sellable.get(line.cartitem_id) ?? 0) < line.quantity - 1e-9);
}

export function thankYouUrl(origin: string, locale: Locale, code: string, type: OrderShippingType, options: { transfer?: boolean } = {}): string {
  const url = new URL(localizePath('/checkout/thank-you', locale), origin);
  url.searchParams.set('code', code);
  url.searchParams.set('t', type);
  if (options.transfer) url.searchParams.set('pay', 'transfer');
  return url.toString();
}

/** The one error display rule (docs/rules.md#error-shape, errors.ts), title and text only: the checkout shows both above the form. */
function shopperDisplay(error: PlatformError): { title: string; text: string } {
  const { title, text } = errorForShopper(error);
  return { title, text };
}

function refused(error: unknown): PlaceOrderResult {
  const platformError = error instanceof CartProcessingError ? error.platformError : error instanceof PlatformError ? error : undefined;
  if (error instanceof CartProcessingError && error.kind === 'unreachable') return { kind: 'refused', failure: 'unreachable' };
  if (!platformError) throw error;
  const failure = placementFailure(platformError);
  return { kind: 'refused', failure, ...(failure === 'failed' ? { platform: shopperDisplay(platformError) } : {}) };
}

export async function placeOrder(platform: Platform, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  try {
    return await place(platform, request);
  } catch (error) {
    return refused(error);
  }
}

async function place(platform: Platform, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const lines = requestLines(request.items);
  const needs = {
    digital: lines.some((line) => line.product.shipping_digital === true),
    physical: lines.some((line) => line.product.shipping_digital !== true),
  };
  const methods: ShippingMethod[] = (await platform.list('/shipping-methods', { limit: 100 })).data;
  const method = methods.find((candidate) => candidate.id === request.form.shippingMethodId && candidate.shipping_type !== 'digital') ?? null;
  const digitalMethod = methods.find((candidate) => candidate.id === request.form.digitalShippingMethodId && candidate.shipping_type === 'digital') ?? null;
  const checkout = toCheckoutState(request.form, { ...needs, method, digitalMethod });
  const key = checkoutError(checkout, needs) ?? channelCountryError(checkout, needs, request.channel);
  if (key) return { kind: 'invalid', key };

  // The payment method must be one offered for this shipping (none for payment on delivery).
  const payOnDelivery = needs.physical && method?.payment_on_delivery === true;
  const offered = offeredPaymentMethods(needs.physical ? method : digitalMethod, request.allowTraditionalTransfer);
  const payment = payOnDelivery ? undefined : offered.find((candidate) => candidate.id === request.form.paymentMethodId);
  if (!payOnDelivery && !payment) return { kind: 'invalid', key: 'errors.checkout.paymentMethod' };

  // Just before placing: the platform's total for exactly this cart and shipping, its codes looked up
  // as the cart's processing looks them up. A code the throttle kept from the platform gets the
  // throttle's answer: the order is neither placed without it nor told anything about it.
  const { result, refusedCoupons, throttledCoupons } = await processCart(
    platform,
    {
      currency: request.currency,
      sales_channel_id: request.salesChannelId,
      items: request.items.map(({ digital: _digital, ...item }) => item),
      coupons: request.coupons,
      ...(needs.physical && method ? { shipping_method_id: method.id } : {}),
      ...(needs.digital && digitalMethod ? { digital_shipping_method_id: digitalMethod.id } : {}),
    },
    request.lookUpCoupon,
  );
  if (throttledCoupons) return { kind: 'coupons-throttled', ...throttledCoupons };
  const total = roundMoney(amountOf(result.summary));
  // A line the platform can no longer sell as asked (stock, purchase limit) is no changed total to
  // confirm: the order is posted as asked and the platform's refusal names the reason.
  const shortLines = linesCut(request.items, result.items);
  if (!shortLines && (refusedCoupons.length > 0 || total !== roundMoney(request.expectedTotal))) return { kind: 'total-changed', total };

  const cart: Pick<CartState, 'items' | 'coupons' | 'sales'> = {
    items: lines,
    coupons: request.coupons.map((code) => ({ code, value: 0 })),
    sales: (result.sales ?? []).map((sale) => ({ id: sale.id, value: 0 })),
  };
  const payload = buildOrderPayload(checkout, cart, {
    salesChannelId: request.salesChannelId,
    currency: request.currency,
    surveyIntegrationEnabled: request.surveyIntegrationEnabled,
    guest: request.guest === true,
  });
  if (request.openAccount) {
    const opened = await request.openAccount();
    if ('refused' in opened) return { kind: 'account', ...opened.refused };
    platform = opened.platform;
  }
  const body = platform.unwrap(
    await platform.client.POST('/orders', {
      params: { header: { 'Idempotency-Key': request.attemptKey } },
      body: { ...payload, ...(payment ? { payment_method_id: payment.id } : {}) },
    }),
  );
  const order = body.data;
  if (request.afterOrder) {
    await request
      .afterOrder(platform)
      .catch((error: unknown) => console.warn('[checkout] after the order', order.code, ':', error instanceof Error ? error.message : error));
  }
  const type = orderShippingType(lines.map((line) => line.product));
  // A bank transfer starts nothing on the platform: the order stays unpaid until staff record the money
  // (Heseya's pay/offline is their call, never the shopper's); the thank-you page shows the details.
  const transfer = payment !== undefined && paymentKind(payment) === 'transfer';
  const thankYou = thankYouUrl(request.origin, request.locale, order.code, type, { transfer });
  const page = new URL(thankYou);
  const placed = { kind: 'placed', code: order.code, thankYou: page.pathname + page.search } as const;
  if (!payment || transfer || order.paid) return { ...placed, redirect: thankYou };

  // The order exists from here on: a failed payment start still lands on the thank-you page, which
  // reads the real payment status (unpaid) from the platform.
  try {
    const started = platform.unwrap(
      await platform.client.POST('/orders/{code}/pay/id:{paymentMethodId}', {
        params: { path: { code: order.code, paymentMethodId: payment.id } },
        body: { continue_url: thankYou },
      }),
    );
    // The island sends the browser there: only a web address, else the thank-you page (which shows the payment's state).
    return { ...placed, redirect: isWebAddress(started.data.redirect_url) ? started.data.redirect_url : thankYou };
  } catch (error) {
    console.warn('[checkout] the payment of order', order.code, 'could not be started:', error instanceof Error ? error.message : error);
    return { ...placed, redirect: thankYou };
  }
}
