// The cart line has one definition (the zod schemas) and small parsers for the browser's stored cart.
// Both must take and refuse the same values: a line the browser keeps is one the schema describes, and
// what the cart sends for it is what the actions take.
import { describe, expect, it } from 'vitest';
import { createCartItem } from './cart-add';
import { cartRequestItems } from './cart';
import { cartProductSchema, cartRequestLineSchema, chosenSchemaSchema } from './cart-line-schema';
import { cartProductValue, chosenSchemaValue } from './cart-line-value';
import { engravingSchema, product, sizeSchema } from './fixtures/products';

const mug = {
  id: 'p1',
  name: 'Mug',
  slug: 'mug',
  prices_base: [{ gross: '10.00', currency: 'PLN' }],
  shipping_digital: false,
  quantity_step: 1,
  cover: { url: 'https://cdn.example/mug.jpg' },
  metadata: { color: 'red' },
};

/** [what it is, the value, whether the cart keeps it] */
const products: [string, unknown, boolean][] = [
  ['a product with every field', mug, true],
  ['a product with only what the cart needs', { id: 'p1', name: 'Mug', prices_base: [] }, true],
  ['fields the platform left empty', { ...mug, shipping_digital: null, quantity_step: null, cover: null, metadata: null }, true],
  ['a price as a number', { ...mug, prices_base: [{ gross: 10, currency: 'PLN' }] }, true],
  ['a key the cart does not keep (dropped)', { ...mug, schemas: [{ id: 's1' }], description_html: '<p>Mug</p>' }, true],
  ['no id', { ...mug, id: undefined }, false],
  ['an id that is a number', { ...mug, id: 1 }, false],
  ['no prices', { ...mug, prices_base: undefined }, false],
  ['a price without a currency', { ...mug, prices_base: [{ gross: '10.00' }] }, false],
  ['a price that is a flag', { ...mug, prices_base: [{ gross: true, currency: 'PLN' }] }, false],
  ['a quantity step as text', { ...mug, quantity_step: '1' }, false],
  ['a digital flag as text', { ...mug, shipping_digital: '1' }, false],
  ['a cover without its address', { ...mug, cover: {} }, false],
  ['metadata that is a list', { ...mug, metadata: ['red'] }, false],
  ['metadata that is text', { ...mug, metadata: 'red' }, false],
  ['a list', [mug], false],
  ['nothing', null, false],
];

const size = { id: 'size', name: 'Size', type: 'select', price: 5, optionPrice: 10, value: 'size-m', dependencies: [], optionName: 'M' };
const options: [string, unknown, boolean][] = [
  ['a chosen select option', size, true],
  ['a hidden option with its default', { ...size, hidden: true }, true],
  ['an option left empty', { ...size, value: null }, true],
  ['an option without a value', { ...size, value: undefined }, true],
  ['a number as the value', { ...size, type: 'numeric', value: 3 }, true],
  ['a flag as the value', { ...size, type: 'boolean', value: true }, true],
  ['a type the platform does not have', { ...size, type: 'colour' }, false],
  ['a price as text', { ...size, price: '5' }, false],
  ['a value that is a list', { ...size, value: ['size-m'] }, false],
  ['dependencies that are not ids', { ...size, dependencies: [1] }, false],
  ['no dependencies', { ...size, dependencies: undefined }, false],
];

const kept = (result: unknown) => typeof result !== 'symbol';

describe('the cart line: the schema and the stored cart agree', () => {
  it.each(products)('a product: %s', (_, value, keeps) => {
    const schema = cartProductSchema.safeParse(value);
    const stored = cartProductValue(value);
    expect(schema.success).toBe(keeps);
    expect(kept(stored)).toBe(keeps);
    if (schema.success) expect(stored).toEqual(schema.data);
  });

  it.each(options)('a chosen option: %s', (_, value, keeps) => {
    const schema = chosenSchemaSchema.safeParse(value);
    const stored = chosenSchemaValue(value);
    expect(schema.success).toBe(keeps);
    expect(kept(stored)).toBe(keeps);
    if (schema.success) expect(stored).toEqual(schema.data);
  });
});

describe('a line the cart builds', () => {
  const line = createCartItem({
    product: product({ schemas: [sizeSchema, engravingSchema] }),
    schemaValues: { size: 'size-m', engraving: 'Anna' },
    currency: 'PLN',
    createdAt: 0,
  });

  it('keeps a product and options the stored cart reads back', () => {
    expect(kept(cartProductValue(line.product))).toBe(true);
    for (const chosen of line.schemas) expect(chosenSchemaSchema.safeParse(chosen).success).toBe(true);
  });

  it('is sent as a line the cart and order actions take', () => {
    const [request] = cartRequestItems([line]);
    expect(cartRequestLineSchema.parse(request)).toEqual({
      cartitem_id: line.id,
      product_id: 'prod-1',
      quantity: 1,
      schemas: { size: 'size-m', engraving: 'Anna' },
    });
  });
});
