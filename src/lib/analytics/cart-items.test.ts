// The analytics view of cart lines: its fields, with the total quantity (the item's quantity
// plus its children's, docs/rules.md#cart-item), for a whole line, an added quantity and a whole cart.
import { describe, expect, it } from 'vitest';
import { emptyCart, type CartLine } from '../commerce/cart';
import type { CartItem } from '../commerce/cart-item';
import { cartAnalytics, lineItem } from './cart-items';

const product = (id: string, name: string) => ({ id, name, prices_base: [] });
const child = (id: string, quantity: number): CartItem => ({
  id: `line-${id}`,
  product: product(id, id),
  quantity,
  schemas: [],
  currency: 'PLN',
  createdAt: 0,
  children: [],
});
const line = (quantity: number, children: CartItem[] = []): CartLine => ({
  id: 'line-1',
  product: product('p-1', 'Zestaw kubków'),
  quantity,
  schemas: [],
  currency: 'PLN',
  createdAt: 0,
  children,
  price: 60,
  priceDiscounted: 50,
});

describe('the analytics view of a cart line', () => {
  it('counts the children with the item: totalQty is the quantity plus the children’s quantities', () => {
    expect(lineItem(line(2, [child('spodek', 2), child('pudelko', 1)]))).toEqual({
      productId: 'p-1',
      name: 'Zestaw kubków',
      price: 50,
      initialPrice: 60,
      totalQty: 5,
    });
  });

  it('is the quantity alone for a line without children', () => {
    expect(lineItem(line(3)).totalQty).toBe(3);
  });

  it('an add event counts the pieces added with the children', () => {
    expect(lineItem(line(4, [child('spodek', 1)]), 1).totalQty).toBe(2);
  });

  it('the whole cart reports each line’s total quantity', () => {
    const cart = { ...emptyCart(), items: [line(2, [child('spodek', 2)]), { ...line(1), id: 'line-2' }], totalValue: 150, summary: 150 };
    expect(cartAnalytics(cart).items.map((item) => item.totalQty)).toEqual([4, 1]);
  });
});
