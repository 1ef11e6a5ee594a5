import { describe, expect, it } from 'vitest';
import {
  addCoupon,
  applyCartProcessResponse,
  buildCartProcessRequest,
  CART_ITEM_MAX_AGE_MS,
  cartQuantity,
  cartShipping,
  cartRequestKey,
  clearUnavailableItems,
  couponsNotApplied,
  emptyCart,
  failCartProcessing,
  removeCoupon,
  removeFromCart,
  removeUnavailableItem,
  restoreCart,
  setQuantity,
  startProcessing,
  type CartProcessResponse,
  type CartState,
} from './cart';
import { addToCart } from './cart-add';
import { product, sizeSchema } from './fixtures/products';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 21, 12);
const lamp = product({ schemas: [sizeSchema] });
const ebook = product({ id: 'ebook', name: 'E-book', shipping_digital: true, prices_base: [{ gross: '30', currency: 'PLN' }] });
const add = (cart: CartState, over: Partial<Parameters<typeof addToCart>[1]> = {}) =>
  addToCart(cart, { product: lamp, currency: 'PLN', now, schemaValues: { size: 'size-l' }, ...over });

const response = (cart: CartState, over: Partial<CartProcessResponse> = {}): CartProcessResponse => ({
  items: cart.items.map((line) => ({ cartitem_id: line.id, quantity: line.quantity, price: { gross: '125.50' }, price_discounted: { gross: '100.40' } })),
  coupons: [{ id: 'c1', code: 'LATO', name: 'Summer', value: '25.10' }],
  sales: [{ id: 's1', name: 'Black Week', value: '5' }],
  cart_total: { gross: '200.80' },
  cart_total_initial: { gross: '251.00' },
  shipping_price: { gross: '12.99' },
  shipping_time: 2,
  shipping_date: null,
  summary: { gross: '213.79' },
  ...over,
});

describe('adding and changing lines', () => {
  it('adds a line priced locally until the platform answers', () => {
    const cart = add(emptyCart());
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 1, price: 125.5, priceDiscounted: 125.5, createdAt: now });
  });

  it('raises the quantity when the same product and selection is added again', () => {
    const cart = add(add(emptyCart()), { quantity: 2 });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(3);
    expect(add(cart, { schemaValues: { size: 'size-m' } }).items).toHaveLength(2);
  });

  it('does not change the cart it was given', () => {
    const before = add(emptyCart());
    const snapshot = structuredClone(before);
    add(before);
    setQuantity(before, before.items[0]!.id, 5);
    removeFromCart(before, before.items[0]!.id);
    expect(before).toEqual(snapshot);
  });

  it('sets a quantity; 0 or less removes the line', () => {
    const cart = add(add(emptyCart()), { product: ebook, schemaValues: {} });
    const id = cart.items[0]!.id;
    expect(setQuantity(cart, id, 4).items[0]!.quantity).toBe(4);
    expect(setQuantity(cart, id, 0).items.map((l) => l.product.id)).toEqual(['ebook']);
    expect(setQuantity(cart, id, -1).items).toHaveLength(1);
  });

  it('an empty cart clears everything', () => {
    const processed = applyCartProcessResponse(addCoupon(add(emptyCart()), 'LATO'), response(add(emptyCart())));
    expect(processed.summary).toBeGreaterThan(0);
    const emptied = removeFromCart(processed, processed.items[0]!.id);
    expect(emptied).toEqual(emptyCart());
  });

  it('the shopper emptying the cart clears the unavailable list and the error too', () => {
    const withUnavailable = {
      ...add(emptyCart()),
      unavailableItems: failCartProcessing(add(emptyCart()), { kind: 'refused', message: 'x' }).cart.unavailableItems,
      error: 'Refused before',
    };
    expect(withUnavailable.unavailableItems).toHaveLength(1);
    expect(removeFromCart(withUnavailable, withUnavailable.items[0]!.id)).toEqual(emptyCart());
    expect(setQuantity(withUnavailable, withUnavailable.items[0]!.id, 0)).toEqual(emptyCart());
  });

  it('adding a line again takes it off the unavailable list', () => {
    const failed = failCartProcessing(add(emptyCart()), { kind: 'refused', message: 'x' }).cart;
    expect(failed.unavailableItems).toHaveLength(1);
    expect(add(failed).unavailableItems).toHaveLength(0);
    expect(clearUnavailableItems(failed).unavailableItems).toEqual([]);
  });

  it('counts pieces and tells digital from physical lines', () => {
    const cart = add(add(emptyCart(), { quantity: 2 }), { product: ebook, schemaValues: {} });
    expect(cartQuantity(cart)).toBe(3);
    expect(cartShipping(cart)).toEqual({ digital: true, physical: true });
    expect(cartShipping(emptyCart())).toEqual({ digital: false, physical: false });
  });
});

describe('coupons', () => {
  it('adds a code once and removes it', () => {
    let cart = addCoupon(emptyCart(), ' LATO ');
    cart = addCoupon(cart, 'lato');
    cart = addCoupon(cart, '  ');
    expect(cart.coupons).toEqual([{ code: 'LATO', value: 0 }]);
    expect(removeCoupon(cart, 'Lato').coupons).toEqual([]);
  });
});

describe('restore (7-day rule)', () => {
  it('drops lines 7 days old or older and resets processing', () => {
    const old = add(emptyCart(), { now: now - CART_ITEM_MAX_AGE_MS });
    const cart = { ...add(old, { product: ebook, schemaValues: {}, now: now - 7 * DAY + 1 }), isProcessing: true, error: 'x' };
    const restored = restoreCart(cart, now);
    expect(restored.items.map((l) => l.product.id)).toEqual(['ebook']);
    expect(restored.isProcessing).toBe(false);
    expect(restored.error).toBeNull();
    expect(restoreCart(old, now)).toEqual(emptyCart());
  });
});

describe('processing with the platform', () => {
  it('builds the /cart/process request', () => {
    const cart = addCoupon(add(emptyCart(), { quantity: 2 }), 'LATO');
    expect(buildCartProcessRequest(cart, { currency: 'PLN', salesChannelId: 'ch-1', shippingMethodId: 'ship-1', digitalShippingMethodId: null })).toEqual({
      currency: 'PLN',
      sales_channel_id: 'ch-1',
      items: [{ cartitem_id: cart.items[0]!.id, product_id: 'prod-1', quantity: 2, schemas: { size: 'size-l' } }],
      coupons: ['LATO'],
      shipping_method_id: 'ship-1',
    });
    expect(buildCartProcessRequest(emptyCart(), { currency: 'EUR', salesChannelId: 'c', digitalShippingMethodId: 'd' })).toEqual({
      currency: 'EUR',
      sales_channel_id: 'c',
      items: [],
      coupons: [],
      digital_shipping_method_id: 'd',
    });
  });

  it('applies prices, totals, shipping, coupons and sales from the response', () => {
    const cart = startProcessing(addCoupon(addCoupon(add(emptyCart()), 'LATO'), 'BOGUS'));
    expect(cart.isProcessing).toBe(true);
    const next = applyCartProcessResponse(cart, response(cart));
    expect(next.items[0]).toMatchObject({ price: 125.5, priceDiscounted: 100.4 });
    expect(next).toMatchObject({
      totalValue: 200.8,
      totalValueInitial: 251,
      shippingPrice: 12.99,
      shippingTime: 2,
      shippingDate: null,
      summary: 213.79,
      isProcessing: false,
      error: null,
      coupons: [{ code: 'LATO', id: 'c1', name: 'Summer', value: 25.1 }],
      sales: [{ id: 's1', name: 'Black Week', value: 5 }],
    });
  });

  it('reads plain amounts and a missing coupon/sale list', () => {
    const cart = add(emptyCart());
    const next = applyCartProcessResponse(cart, {
      items: [{ cartitem_id: cart.items[0]!.id, price: '10', price_discounted: 9 }],
      cart_total: 9,
      cart_total_initial: '10',
      shipping_price: null,
      summary: '9',
      shipping_date: '2026-12-01T10:00:00Z',
    });
    expect(next).toMatchObject({
      totalValue: 9,
      totalValueInitial: 10,
      shippingPrice: 0,
      summary: 9,
      shippingTime: null,
      shippingDate: '2026-12-01T10:00:00Z',
      coupons: [],
      sales: [],
    });
  });

  it('moves lines missing from the response to unavailable', () => {
    const cart = add(add(emptyCart()), { product: ebook, schemaValues: {} });
    const only = response(cart);
    const next = applyCartProcessResponse(cart, { ...only, items: only.items.slice(0, 1) });
    expect(next.items.map((l) => l.product.id)).toEqual(['prod-1']);
    expect(next.unavailableItems.map((l) => l.product.id)).toEqual(['ebook']);
  });

  it('a refused processing makes everything unavailable, empties the cart, sets summary 0 and resets checkout', () => {
    const cart = applyCartProcessResponse(add(emptyCart()), response(add(emptyCart())));
    const { cart: failed, resetCheckout } = failCartProcessing(startProcessing(cart), { kind: 'refused', message: 'Product unavailable' });
    expect(resetCheckout).toBe(true);
    expect(failed.items).toEqual([]);
    expect(failed.summary).toBe(0);
    expect(failed.totalValue).toBe(0);
    expect(failed.unavailableItems.map((l) => l.product.id)).toEqual(['prod-1']);
    expect(failed.error).toBe('Product unavailable');
    expect(failed.isProcessing).toBe(false);
  });

  it.each(['network', 'cancelled'] as const)('a %s failure keeps the cart', (kind) => {
    const cart = startProcessing(add(emptyCart()));
    const { cart: kept, resetCheckout } = failCartProcessing(cart, { kind });
    expect(resetCheckout).toBe(false);
    expect(kept.items).toEqual(cart.items);
    expect(kept.isProcessing).toBe(false);
  });
});

describe('what processing changed by itself (notices)', () => {
  const processed = (cart: CartState, over: Partial<CartProcessResponse['items'][number]> = {}) =>
    applyCartProcessResponse(
      cart,
      response(cart, {
        items: cart.items.map((line) => ({ cartitem_id: line.id, quantity: line.quantity, price: '125.50', price_discounted: '100.40', ...over })),
      }),
    );

  it('a quantity the platform lowered (stock, purchase limit) becomes the line’s quantity, with a notice', () => {
    const cart = processed(add(emptyCart(), { quantity: 5 }), { quantity: 3 });
    expect(cart.items[0]).toMatchObject({ quantity: 3, notice: { quantityFrom: 5 } });
    // The figures answer the cart as it now stands: asking again is the same request.
    expect(cart.processedRequest).toBe(cartRequestKey(cart));
    // The shopper's own change ends the notice.
    expect(setQuantity(cart, cart.items[0]!.id, 2).items[0]).not.toHaveProperty('notice');
  });

  it('a price change on the same request (a sale ended) is noticed; a change the shopper caused is not', () => {
    const first = processed(add(emptyCart()));
    expect(first.items[0]).not.toHaveProperty('notice');
    const saleEnded = processed(first, { price_discounted: '125.50' });
    expect(saleEnded.items[0]).toMatchObject({ priceDiscounted: 125.5, notice: { priceFrom: 100.4 } });
    // The same request answered with the same price keeps what was said.
    expect(processed(saleEnded, { price_discounted: '125.50' }).items[0]!.notice).toEqual({ priceFrom: 100.4 });

    const moreOfIt = setQuantity(first, first.items[0]!.id, 3);
    expect(processed(moreOfIt, { price_discounted: '90.00' }).items[0]).not.toHaveProperty('notice');
  });

  it('the request key follows lines, quantities and coupons, not prices or case of codes', () => {
    const cart = add(emptyCart());
    expect(cartRequestKey(cart)).toBe(cartRequestKey(processed(cart)));
    expect(cartRequestKey(addCoupon(cart, 'lato'))).toBe(cartRequestKey(addCoupon(cart, 'LATO')));
    expect(cartRequestKey(setQuantity(cart, cart.items[0]!.id, 2))).not.toBe(cartRequestKey(cart));
    expect(cartRequestKey(addCoupon(cart, 'LATO'))).not.toBe(cartRequestKey(cart));
  });

  it('tells which added codes the platform did not apply', () => {
    const cart = addCoupon(addCoupon(add(emptyCart()), 'lato'), 'KUBKI15');
    expect(couponsNotApplied(cart, response(cart))).toEqual(['KUBKI15']);
    expect(couponsNotApplied(cart, { coupons: null })).toEqual(['lato', 'KUBKI15']);
  });

  it('unavailable lines say why and can be removed one by one', () => {
    const cart = add(add(emptyCart()), { product: ebook, schemaValues: {} });
    const next = applyCartProcessResponse(cart, { ...response(cart), items: response(cart).items.slice(0, 1) });
    expect(next.unavailableItems[0]).toMatchObject({ unavailableReason: 'unavailable' });
    // Listed once even when a later answer leaves it out again.
    expect(applyCartProcessResponse({ ...next, items: next.items }, response(next)).unavailableItems).toHaveLength(1);
    expect(removeUnavailableItem(next, next.unavailableItems[0]!.id).unavailableItems).toEqual([]);
    const refused = failCartProcessing(next, { kind: 'refused', message: 'x' }).cart;
    expect(refused.unavailableItems.map((line) => line.unavailableReason)).toEqual(['unavailable', 'refused']);
  });
});

describe('merging leaves other lines alone', () => {
  it('raises only the matching line', () => {
    const cart = add(add(emptyCart(), { product: ebook, schemaValues: {} }));
    const merged = add(cart);
    expect(merged.items.map((l) => [l.product.id, l.quantity])).toEqual([
      ['ebook', 1],
      ['prod-1', 2],
    ]);
  });
});
