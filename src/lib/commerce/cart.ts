// The storefront cart (docs/rules.md#cart-lines) as immutable functions: each takes a cart and returns a new one.
// Adding a product (building and pricing its line) is in cart-add.ts: only the pages that add load it.
import { schemaValuesForRequest, totalQuantity, type CartItem, type CartProductShape } from './cart-item';
import type { CartRequestItem } from './cart-line-schema';
import { amountOf, roundMoney, type PlatformAmount } from './money';

/** Cart items are dropped on restore once they are this old (docs/rules.md#cart-restore). */
export const CART_ITEM_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What processing changed on a line by itself (not as a result of the shopper's own change): the
 * quantity the shopper asked for when the platform could sell fewer, the unit price before a price change.
 */
export interface CartLineNotice {
  quantityFrom?: number;
  priceFrom?: number;
}

/** Why a line is unavailable: the platform left it out of its answer, or refused the whole cart. */
export type UnavailableReason = 'unavailable' | 'refused';

/** A cart line: the cart item plus its unit price and unit price after discounts. */
export interface CartLine<P extends CartProductShape = CartProductShape> extends CartItem<P> {
  price: number;
  priceDiscounted: number;
  notice?: CartLineNotice;
  unavailableReason?: UnavailableReason;
}

export interface CartCoupon {
  code: string;
  id?: string;
  name?: string;
  /** Discount given by the coupon, as the platform computed it. */
  value: number;
}

export interface CartSale {
  id: string;
  name?: string;
  value: number;
}

export interface CartState<P extends CartProductShape = CartProductShape> {
  items: CartLine<P>[];
  coupons: CartCoupon[];
  sales: CartSale[];
  totalValue: number;
  totalValueInitial: number;
  shippingPrice: number;
  /** Days until shipping, as the platform computed it. */
  shippingTime: number | null;
  shippingDate: string | null;
  summary: number;
  unavailableItems: CartLine<P>[];
  isProcessing: boolean;
  error: string | null;
  /** The request (lines, quantities, coupons) the figures above answer; null until the platform answered one. */
  processedRequest: string | null;
}

export function emptyCart<P extends CartProductShape = CartProductShape>(): CartState<P> {
  return {
    items: [],
    coupons: [],
    sales: [],
    totalValue: 0,
    totalValueInitial: 0,
    shippingPrice: 0,
    shippingTime: null,
    shippingDate: null,
    summary: 0,
    unavailableItems: [],
    isProcessing: false,
    error: null,
    processedRequest: null,
  };
}

/**
 * A cart the platform or the 7-day rule emptied: figures, coupons and sales go; the lines that became unavailable
 * stay listed so the shopper learns what happened (the shopper emptying it clears those too: removeFromCart).
 */
function settle<P extends CartProductShape>(cart: CartState<P>): CartState<P> {
  return cart.items.length > 0 ? cart : { ...emptyCart<P>(), unavailableItems: cart.unavailableItems, error: cart.error };
}

/** Sets the quantity of a line; 0 or less removes it. The shopper's change ends what processing said about the line. */
export function setQuantity<P extends CartProductShape>(cart: CartState<P>, lineId: string, quantity: number): CartState<P> {
  if (!(quantity > 0)) return removeFromCart(cart, lineId);
  return { ...cart, items: cart.items.map((line) => (line.id === lineId ? withoutNotice({ ...line, quantity }) : line)) };
}

function withoutNotice<P extends CartProductShape>(line: CartLine<P>): CartLine<P> {
  const { notice: _notice, ...rest } = line;
  return rest;
}

/** Takes a line off the unavailable list. */
export function removeUnavailableItem<P extends CartProductShape>(cart: CartState<P>, lineId: string): CartState<P> {
  return { ...cart, unavailableItems: cart.unavailableItems.filter((line) => line.id !== lineId) };
}

/** Takes a line out; the shopper emptying the cart clears everything, the unavailable list and the error too. */
export function removeFromCart<P extends CartProductShape>(cart: CartState<P>, lineId: string): CartState<P> {
  const items = cart.items.filter((line) => line.id !== lineId);
  return items.length === 0 ? emptyCart<P>() : { ...cart, items };
}

/** Adds a coupon code (once; codes compare without case or surrounding spaces). */
export function addCoupon<P extends CartProductShape>(cart: CartState<P>, code: string): CartState<P> {
  const clean = code.trim();
  if (!clean || cart.coupons.some((coupon) => coupon.code.toLowerCase() === clean.toLowerCase())) return cart;
  return { ...cart, coupons: [...cart.coupons, { code: clean, value: 0 }] };
}

export function removeCoupon<P extends CartProductShape>(cart: CartState<P>, code: string): CartState<P> {
  return { ...cart, coupons: cart.coupons.filter((coupon) => coupon.code.toLowerCase() !== code.trim().toLowerCase()) };
}

export function clearUnavailableItems<P extends CartProductShape>(cart: CartState<P>): CartState<P> {
  return { ...cart, unavailableItems: [] };
}

/** The cart as restored from storage: lines 7 days old or older are dropped, processing flags reset. */
export function restoreCart<P extends CartProductShape>(cart: CartState<P>, now: number): CartState<P> {
  const fresh = (line: CartLine<P>) => now - line.createdAt < CART_ITEM_MAX_AGE_MS;
  return settle({ ...cart, items: cart.items.filter(fresh), unavailableItems: cart.unavailableItems.filter(fresh), isProcessing: false, error: null });
}

/** Body of POST /cart/process. */
export interface CartProcessRequest {
  currency: string;
  sales_channel_id: string;
  items: CartRequestItem[];
  coupons: string[];
  shipping_method_id?: string;
  digital_shipping_method_id?: string;
}

export function cartRequestItems(items: readonly CartItem[]): CartRequestItem[] {
  return items.map((line) => ({ cartitem_id: line.id, product_id: line.product.id, quantity: line.quantity, schemas: schemaValuesForRequest(line.schemas) }));
}

export function buildCartProcessRequest(
  cart: CartState,
  context: { currency: string; salesChannelId: string; shippingMethodId?: string | null; digitalShippingMethodId?: string | null },
): CartProcessRequest {
  return {
    currency: context.currency,
    sales_channel_id: context.salesChannelId,
    items: cartRequestItems(cart.items),
    coupons: cart.coupons.map((coupon) => coupon.code),
    ...(context.shippingMethodId ? { shipping_method_id: context.shippingMethodId } : {}),
    ...(context.digitalShippingMethodId ? { digital_shipping_method_id: context.digitalShippingMethodId } : {}),
  };
}

/** Structural view of the /cart/process response. */
export interface CartProcessResponse {
  items: readonly { cartitem_id: string | number; quantity?: number; price: PlatformAmount; price_discounted: PlatformAmount }[];
  coupons?: readonly { id?: string; code?: string; name?: string; value: PlatformAmount }[] | null;
  sales?: readonly { id: string; name?: string; value: PlatformAmount }[] | null;
  cart_total: PlatformAmount;
  cart_total_initial: PlatformAmount;
  shipping_price: PlatformAmount;
  shipping_time?: number | null;
  shipping_date?: string | null;
  summary: PlatformAmount;
}

/**
 * What a processing request asks, as one comparable string: the lines with their quantities and options,
 * and the coupons. Two carts with the same key get the same answer from the platform.
 */
export function cartRequestKey(cart: Pick<CartState, 'items' | 'coupons'>): string {
  const lines = cartRequestItems(cart.items).map((item) => [item.cartitem_id, item.quantity]);
  return JSON.stringify([lines, cart.coupons.map((coupon) => coupon.code.toLowerCase())]);
}

/** Marks the start of a processing request. */
export function startProcessing<P extends CartProductShape>(cart: CartState<P>): CartState<P> {
  return { ...cart, isProcessing: true };
}

/**
 * Applies a processing result: prices, quantities, totals, shipping, coupons and sales from the platform.
 * Lines the response does not mention become unavailable; coupons it did not apply are dropped
 * (couponsNotApplied tells which). A line whose quantity the platform lowered (stock, purchase limit)
 * carries a notice; so does a line whose price changed while the shopper's request stayed the same
 * (a sale ended, a price changed), told apart from changes the shopper caused by `processedRequest`.
 */
export function applyCartProcessResponse<P extends CartProductShape>(cart: CartState<P>, response: CartProcessResponse): CartState<P> {
  const byId = new Map(response.items.map((item) => [String(item.cartitem_id), item]));
  const requestKey = cartRequestKey(cart);
  const sameRequest = cart.processedRequest === requestKey;
  const items: CartLine<P>[] = [];
  const missing: CartLine<P>[] = [];
  for (const line of cart.items) {
    const processed = byId.get(line.id);
    if (!processed) {
      missing.push({ ...withoutNotice(line), unavailableReason: 'unavailable' });
      continue;
    }
    const price = roundMoney(amountOf(processed.price));
    const priceDiscounted = roundMoney(amountOf(processed.price_discounted));
    const quantity = typeof processed.quantity === 'number' && processed.quantity > 0 ? processed.quantity : line.quantity;
    const notice: CartLineNotice = { ...line.notice };
    if (quantity !== line.quantity) notice.quantityFrom = line.quantity;
    if (sameRequest && priceDiscounted !== line.priceDiscounted) notice.priceFrom = line.priceDiscounted;
    const next: CartLine<P> = { ...withoutNotice(line), quantity, price, priceDiscounted };
    items.push(Object.keys(notice).length > 0 ? { ...next, notice } : next);
  }
  const accepted = response.coupons ?? [];
  const coupons = cart.coupons.flatMap((coupon) => {
    const match = accepted.find((candidate) => candidate.code?.toLowerCase() === coupon.code.toLowerCase());
    return match ? [{ code: coupon.code, id: match.id, name: match.name, value: roundMoney(amountOf(match.value)) }] : [];
  });
  const next = settle({
    ...cart,
    items,
    unavailableItems: [...cart.unavailableItems.filter((line) => !missing.some((gone) => gone.id === line.id)), ...missing],
    coupons,
    sales: (response.sales ?? []).map((sale) => ({ id: sale.id, name: sale.name, value: roundMoney(amountOf(sale.value)) })),
    totalValue: roundMoney(amountOf(response.cart_total)),
    totalValueInitial: roundMoney(amountOf(response.cart_total_initial)),
    shippingPrice: roundMoney(amountOf(response.shipping_price)),
    shippingTime: response.shipping_time ?? null,
    shippingDate: response.shipping_date ?? null,
    summary: roundMoney(amountOf(response.summary)),
    isProcessing: false,
    error: null,
  });
  // The figures answer the cart as it now stands (quantities lowered by the platform included).
  return { ...next, processedRequest: next.items.length > 0 ? cartRequestKey(next) : null };
}

/** Codes the shopper added that the platform did not apply to this cart (its conditions are not met). */
export function couponsNotApplied(cart: Pick<CartState, 'coupons'>, response: Pick<CartProcessResponse, 'coupons'>): string[] {
  const applied = new Set((response.coupons ?? []).map((coupon) => coupon.code?.toLowerCase()));
  return cart.coupons.filter((coupon) => !applied.has(coupon.code.toLowerCase())).map((coupon) => coupon.code);
}

/** Why a processing request failed: the network, a cancelled (superseded) request, or the platform refused. */
export type CartProcessFailure = { kind: 'network' } | { kind: 'cancelled' } | { kind: 'refused'; message: string };

/**
 * A refused processing moves every line to unavailable, empties the cart, sets the summary to 0 and asks
 * the caller to reset checkout. A network error or a cancelled request changes nothing but the flag.
 */
export function failCartProcessing<P extends CartProductShape>(
  cart: CartState<P>,
  failure: CartProcessFailure,
): { cart: CartState<P>; resetCheckout: boolean } {
  if (failure.kind !== 'refused') return { cart: { ...cart, isProcessing: false }, resetCheckout: false };
  const unavailableItems = [...cart.unavailableItems, ...cart.items.map((line) => ({ ...withoutNotice(line), unavailableReason: 'refused' as const }))];
  return { cart: { ...emptyCart<P>(), unavailableItems, error: failure.message }, resetCheckout: true };
}

/** Number of pieces in the cart (children included), for the cart badge. */
export function cartQuantity(cart: Pick<CartState, 'items'>): number {
  return cart.items.reduce((sum, line) => sum + totalQuantity(line), 0);
}

/** Whether any line ships digitally / physically: decides which shipping methods checkout needs. */
export function cartShipping(cart: Pick<CartState, 'items'>): { digital: boolean; physical: boolean } {
  return {
    digital: cart.items.some((line) => line.product.shipping_digital === true),
    physical: cart.items.some((line) => line.product.shipping_digital !== true),
  };
}
