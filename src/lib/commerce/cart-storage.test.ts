import { describe, expect, it } from 'vitest';
import { addCoupon, addToCart, emptyCart } from './cart';
import { parseStoredCart } from './cart-storage';
import { product, sizeSchema } from './fixtures/products';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 21, 12);

function storedCart(createdAt = now - DAY) {
  const withChild = addToCart(emptyCart(), { product: product({ schemas: [sizeSchema] }), currency: 'PLN', now: createdAt, schemaValues: { size: 'size-l' } });
  return addCoupon(withChild, 'LATO');
}

describe('cart restored from local storage', () => {
  it('restores lines and coupon codes from the JSON text', () => {
    const cart = storedCart();
    const restored = parseStoredCart(JSON.stringify(cart), now);
    expect(restored.items).toEqual(cart.items);
    expect(restored.coupons).toEqual([{ code: 'LATO', value: 0 }]);
    expect(restored.summary).toBe(0);
  });

  it('applies the 7-day rule', () => {
    expect(parseStoredCart(storedCart(now - 7 * DAY), now)).toEqual(emptyCart());
    expect(parseStoredCart(storedCart(now - 7 * DAY + 1), now).items).toHaveLength(1);
  });

  it('drops lines that do not parse and keeps the rest', () => {
    const cart = storedCart();
    const broken = { ...cart.items[0], quantity: -1 };
    const badChild = { ...cart.items[0], id: 'x', children: [{ id: 'not a cart item' }] };
    const restored = parseStoredCart({ ...cart, items: [broken, cart.items[0], 'junk', badChild], unavailableItems: [cart.items[0]], coupons: [{ code: '' }, { code: 'OK', value: 1 }] }, now);
    expect(restored.items).toEqual(cart.items);
    expect(restored.unavailableItems).toEqual(cart.items);
    expect(restored.coupons).toEqual([{ code: 'OK', value: 1 }]);
  });

  it('gives an empty cart for anything unreadable', () => {
    expect(parseStoredCart('{not json', now)).toEqual(emptyCart());
    expect(parseStoredCart(null, now)).toEqual(emptyCart());
    expect(parseStoredCart(42, now)).toEqual(emptyCart());
    expect(parseStoredCart({ items: 'nope', coupons: 'nope' }, now)).toEqual(emptyCart());
  });
});
