import { describe, expect, it } from 'vitest';
import { CART_INPUT_LIMITS, processCartInput } from './cart-input';

const line = { cartitem_id: 'hash-1', product_id: 'product-1', quantity: 2, schemas: { size: 'opt-l', wrap: true, width: 1.5 } };

describe('the cart processing input', () => {
  it('takes the cart’s lines and trimmed coupon codes; a missing language is Polish', () => {
    expect(processCartInput.parse({ items: [line], coupons: [' WITAJ10 '] })).toEqual({ locale: 'pl', items: [line], coupons: ['WITAJ10'] });
    expect(processCartInput.parse({ locale: 'en', items: [{ ...line, schemas: undefined }] }).items[0]!.schemas).toEqual({});
  });

  it.each([
    ['a quantity of 0', { items: [{ ...line, quantity: 0 }] }],
    ['a quantity past the limit', { items: [{ ...line, quantity: CART_INPUT_LIMITS.quantity + 1 }] }],
    ['too many lines', { items: Array.from({ length: CART_INPUT_LIMITS.lines + 1 }, () => line) }],
    ['too many coupons', { items: [], coupons: Array.from({ length: CART_INPUT_LIMITS.coupons + 1 }, (_, i) => `C${i}`) }],
    ['an empty code', { items: [], coupons: ['  '] }],
    ['an option value that is an object', { items: [{ ...line, schemas: { size: { x: 1 } } }] }],
    ['too many option values', { items: [{ ...line, schemas: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`s${i}`, 1])) }] }],
    ['a session id with other characters', { items: [], session: 'x y<script>' }],
  ])('refuses %s', (_, input) => {
    expect(processCartInput.safeParse(input).success).toBe(false);
  });
});
