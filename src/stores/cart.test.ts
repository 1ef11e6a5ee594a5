import { describe, expect, it } from 'vitest';
import { addToCart } from '../lib/commerce/cart-add';
import { emptyCart, CART_ITEM_MAX_AGE_MS } from '../lib/commerce/cart';
import { decodeCart, encodeCart, toStoredProduct, type StoredCart } from './cart';

const mug = {
  id: 'p1',
  name: 'Mug',
  slug: 'mug',
  prices_base: [{ gross: '10.00', currency: 'PLN' }],
  quantity_step: 2,
  schemas: [{ id: 's1', type: 'boolean' as const, name: 'Gift wrap', prices: [{ gross: '5.00', currency: 'PLN' }] }],
};
const now = Date.UTC(2026, 5, 1);

function cartWith(createdAt: number): StoredCart {
  const cart = addToCart(emptyCart<typeof mug>(), { product: mug, currency: 'PLN', now: createdAt, schemaValues: { s1: true } });
  return { ...cart, items: cart.items.map((line) => ({ ...line, product: toStoredProduct(line.product), children: [] })), unavailableItems: [] };
}

describe('cart in local storage', () => {
  it('reads back what it wrote, with the slimmed product and chosen options', () => {
    const restored = decodeCart(encodeCart(cartWith(now)), now + 1000);
    expect(restored.items).toHaveLength(1);
    expect(restored.items[0]).toMatchObject({ quantity: 2, price: 15, product: { id: 'p1', name: 'Mug' } });
    expect(restored.items[0]!.product).not.toHaveProperty('schemas');
  });

  it('drops lines 7 days old on restore and keeps younger ones', () => {
    expect(decodeCart(encodeCart(cartWith(now)), now + CART_ITEM_MAX_AGE_MS).items).toHaveLength(0);
    expect(decodeCart(encodeCart(cartWith(now)), now + CART_ITEM_MAX_AGE_MS - 1).items).toHaveLength(1);
  });

  it('a corrupted or foreign value becomes an empty cart instead of an error', () => {
    for (const raw of ['{not json', '"text"', '{"items":"nope"}', JSON.stringify({ ...cartWith(now), items: [{ id: 1 }] }), '', null]) {
      expect(decodeCart(raw, now)).toEqual(emptyCart());
    }
  });
});
