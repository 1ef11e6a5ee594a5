import { describe, expect, it } from 'vitest';
import { buyAgainInput, buyAgainLines, schemaValuesFor, type CurrentProduct, type NamedSchema, type OrderedLine } from './buy-again-lines';
import type { AddToCartProduct } from '../../lib/commerce/cart-line-schema';

const SIZE: NamedSchema = {
  id: 's-size',
  name: 'Rozmiar',
  type: 'select',
  options: [
    { id: 'o-s', name: 'S', available: true },
    { id: 'o-m', name: 'M', available: true },
    { id: 'o-xl', name: 'XL', available: false },
  ],
};
const ENGRAVING: NamedSchema = { id: 's-text', name: 'Grawer', type: 'string', options: [] };
const WRAP: NamedSchema = { id: 's-wrap', name: 'Pakowanie', type: 'boolean', options: [] };
const METRES: NamedSchema = { id: 's-len', name: 'Długość', type: 'multiply', options: [] };

const cart = (id: string, step = 1): AddToCartProduct => ({
  id,
  name: `Product ${id}`,
  slug: id,
  prices_base: [{ gross: '10.00', currency: 'PLN' }],
  shipping_digital: false,
  quantity_step: step,
  cover: null,
  metadata: {},
  schemas: [],
  sales: [],
});
const current = (id: string, over: Partial<CurrentProduct> = {}): CurrentProduct => ({
  cart: cart(id),
  kind: 'buy',
  orderSchemas: [SIZE, ENGRAVING, WRAP, METRES],
  ...over,
});
const line = (slug: string | null, over: Partial<OrderedLine> = {}): OrderedLine => ({ name: `Ordered ${slug}`, quantity: 2, slug, schemas: [], ...over });

describe('reading the options an order wrote back into schema values', () => {
  it('finds each schema by its name and a select option by its name, ignoring case and spaces', () => {
    expect(
      schemaValuesFor(
        [
          { name: 'rozmiar ', value: 'm' },
          { name: 'Grawer', value: 'Dla Ani' },
          { name: 'Pakowanie', value: 'true' },
          { name: 'Długość', value: '2,5' },
        ],
        [SIZE, ENGRAVING, WRAP, METRES],
      ),
    ).toEqual({ 's-size': 'o-m', 's-text': 'Dla Ani', 's-wrap': true, 's-len': 2.5 });
  });

  it('gives up on a line whose schema or option no longer exists, or whose option is unavailable', () => {
    expect(schemaValuesFor([{ name: 'Kolor', value: 'Czerwony' }], [SIZE])).toBeNull();
    expect(schemaValuesFor([{ name: 'Rozmiar', value: 'XXL' }], [SIZE])).toBeNull();
    expect(schemaValuesFor([{ name: 'Rozmiar', value: 'XL' }], [SIZE])).toBeNull();
    expect(schemaValuesFor([{ name: 'Długość', value: 'dużo' }], [METRES])).toBeNull();
    expect(schemaValuesFor([], [SIZE])).toEqual({});
  });
});

describe('buy again', () => {
  it('puts the buyable lines with their options and quantities into the cart and names the rest once', () => {
    const products = new Map<string, CurrentProduct | null>([
      ['tee', current('tee')],
      ['lamp', current('lamp', { kind: 'unavailable' })],
      ['vase', current('vase', { kind: 'ask-about-price' })],
      ['gone', null],
    ]);
    const result = buyAgainLines(
      [
        line('tee', { schemas: [{ name: 'Rozmiar', value: 'M' }], quantity: 3 }),
        line('lamp'),
        line('lamp'),
        line('vase'),
        line('gone'),
        line(null, { name: 'Deleted product' }),
        line('tee', { name: 'Old tee', schemas: [{ name: 'Rozmiar', value: 'XL' }] }),
      ],
      products,
    );
    expect(result.lines).toEqual([{ product: cart('tee'), quantity: 3, schemaValues: { 's-size': 'o-m' } }]);
    expect(result.missing).toEqual(['Ordered lamp', 'Ordered vase', 'Ordered gone', 'Deleted product', 'Old tee']);
  });

  it('never asks for less than the product is sold in', () => {
    const products = new Map([['nails', current('nails', { cart: cart('nails', 5) })]]);
    expect(buyAgainLines([line('nails', { quantity: 1 })], products).lines[0]!.quantity).toBe(5);
  });

  it('accepts only an order code and a locale', () => {
    expect(buyAgainInput.safeParse({ locale: 'en', code: 'AB12CD' }).success).toBe(true);
    expect(buyAgainInput.safeParse({ locale: 'en', code: '../x' }).success).toBe(false);
    expect(buyAgainInput.safeParse({ locale: 'de', code: 'AB12CD' }).success).toBe(false);
  });
});
