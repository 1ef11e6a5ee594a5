import { describe, expect, it } from 'vitest';
import { CART_ITEM_ERRORS, cartItemId, cartItemPrice, createCartItem, isCartItem, schemaDependencies, schemasPrice } from './cart-add';
import type { CartItemSchema } from './cart-item';
import { engravingSchema, metersSchema, pln, product, sizeSchema } from './fixtures/products';
import type { ProductSchemaShape } from './schema-values';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const item = (props: Partial<Parameters<typeof createCartItem>[0]> = {}) => createCartItem({ product: product(), currency: 'PLN', createdAt: now, ...props });

const cs = (over: Partial<CartItemSchema> & Pick<CartItemSchema, 'id' | 'type'>): CartItemSchema => ({
  name: over.id,
  price: 0,
  optionPrice: 0,
  value: null,
  dependencies: [],
  ...over,
});

describe('cart item identity', () => {
  it('is the same for the same product and selection, whatever the key order', () => {
    const p = product({ schemas: [sizeSchema, engravingSchema] });
    const a = item({ product: p, schemaValues: { size: 'size-l', engraving: 'Ala' } });
    const b = item({ product: p, schemaValues: { engraving: 'Ala', size: 'size-l' } });
    expect(a.id).toBe(b.id);
    expect(a.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('differs for another selection or another product', () => {
    const p = product({ schemas: [sizeSchema] });
    const l = item({ product: p, schemaValues: { size: 'size-l' } });
    const m = item({ product: p, schemaValues: { size: 'size-m' } });
    expect(l.id).not.toBe(m.id);
    expect(item({ product: product({ id: 'prod-2', schemas: [sizeSchema] }), schemaValues: { size: 'size-l' } }).id).not.toBe(l.id);
  });

  it('ignores unfilled values and spelling of the same value', () => {
    const schemas = [cs({ id: 'gift', type: 'boolean', value: 'true' }), cs({ id: 'n', type: 'numeric', value: '2' })];
    const same = [cs({ id: 'n', type: 'numeric', value: 2 }), cs({ id: 'gift', type: 'boolean', value: 1 }), cs({ id: 'note', type: 'string', value: '  ' })];
    expect(cartItemId('p', schemas)).toBe(cartItemId('p', same));
    expect(cartItemId('p', [cs({ id: 'note', type: 'string', value: ' hi ' })])).toBe(cartItemId('p', [cs({ id: 'note', type: 'string', value: 'hi' })]));
    expect(cartItemId('p', [cs({ id: 's', type: 'select', value: 'x' })])).not.toBe(cartItemId('p', []));
  });
});

describe('createCartItem', () => {
  it("fails with 'Provided props are not valid' without a product", () => {
    expect(() => createCartItem({ product: null, currency: 'PLN', createdAt: now })).toThrow(CART_ITEM_ERRORS.invalidProps);
    expect(CART_ITEM_ERRORS.invalidProps).toBe('Provided props are not valid');
  });

  it('accepts only cart items as children', () => {
    const child = item({ product: product({ id: 'child' }), quantity: 2 });
    expect(item({ children: [child] }).children).toEqual([child]);
    expect(() => item({ children: [{ id: 'x', quantity: 1 }] })).toThrow('Provided props are not valid');
    expect(isCartItem(null)).toBe(false);
    expect(isCartItem({ ...child, product: null })).toBe(false);
  });

  it('uses the quantity step as the default quantity (default 1)', () => {
    expect(item().quantity).toBe(1);
    expect(item({ product: product({ quantity_step: 0.5 }) }).quantity).toBe(0.5);
    expect(item({ quantity: 3 }).quantity).toBe(3);
  });

  it('fills unchosen schemas with their defaults and reads prices in the cart currency', () => {
    const it1 = item({ product: product({ schemas: [sizeSchema, engravingSchema] }) });
    expect(it1.schemas).toEqual([
      { id: 'size', name: 'Size', type: 'select', price: 5, optionPrice: 10, value: 'size-m', dependencies: [], optionName: 'M' },
      { id: 'engraving', name: 'Engraving', type: 'string', price: 15, optionPrice: 0, value: '', dependencies: [] },
    ]);
  });

  it('keeps the chosen option’s name and marks hidden schemas, so the cart can list the choices in words', () => {
    const hidden: ProductSchemaShape = { ...engravingSchema, id: 'internal', hidden: true };
    const it1 = item({ product: product({ schemas: [sizeSchema, hidden] }), schemaValues: { size: 'size-l' } });
    expect(it1.schemas[0]).toMatchObject({ optionName: 'L', value: 'size-l' });
    expect(it1.schemas[1]).toMatchObject({ id: 'internal', hidden: true });
    expect(it1.schemas[1]).not.toHaveProperty('optionName');
  });

  it('reads the older single price object of schemas and options', () => {
    const legacy: ProductSchemaShape = {
      id: 'c',
      type: 'select',
      price: { gross: '1.50', currency: 'PLN' },
      options: [{ id: 'o', price: { gross: '2', currency: 'PLN' } }],
    };
    const it1 = item({ product: product({ schemas: [legacy] }), schemaValues: { c: 'o' } });
    expect(it1.schemas[0]).toMatchObject({ name: '', price: 1.5, optionPrice: 2 });
    expect(cartItemPrice(it1).price).toBe(103.5);
  });
});

describe('cart item price', () => {
  it('is the base gross price for the currency', () => {
    expect(cartItemPrice(item())).toEqual({ price: 100, currency: 'PLN' });
    expect(cartItemPrice(item({ currency: 'EUR' }))).toEqual({ price: 25, currency: 'EUR' });
  });

  it("falls back to 0 with currency 'unknown' when the product has no price in the currency", () => {
    expect(cartItemPrice(item({ currency: 'USD' }))).toEqual({ price: 0, currency: 'unknown' });
  });

  it('a select adds its option price (and its own price)', () => {
    const p = product({ schemas: [sizeSchema] });
    expect(cartItemPrice(item({ product: p, schemaValues: { size: 'size-l' } })).price).toBe(125.5);
    expect(cartItemPrice(item({ product: p, schemaValues: { size: 'size-s' } })).price).toBe(105);
  });

  it('a multiply schema multiplies its value by its price', () => {
    const p = product({ schemas: [metersSchema] });
    expect(cartItemPrice(item({ product: p, schemaValues: { meters: 4 } })).price).toBe(110);
    expect(cartItemPrice(item({ product: p, schemaValues: { meters: '1.5' } })).price).toBe(103.75);
  });

  it('a filled string/date/boolean/numeric schema adds its own price; unfilled schemas add nothing', () => {
    const own = (type: ProductSchemaShape['type']): ProductSchemaShape => ({ id: type, type, prices: pln('7.00') });
    const p = product({ schemas: [own('string'), own('date'), own('boolean'), own('numeric'), own('file')] });
    expect(cartItemPrice(item({ product: p })).price).toBe(107); // numeric default 0 is filled
    const filled = { string: 'x', date: '2026-01-01', boolean: true, numeric: 3, file: 'f.pdf' };
    expect(cartItemPrice(item({ product: p, schemaValues: filled })).price).toBe(135);
    const empty = { string: ' ', date: '', boolean: false, numeric: '', file: null };
    expect(cartItemPrice(item({ product: p, schemaValues: empty })).price).toBe(100);
  });

  it('a multiply_schema multiplies its value by the price of its dependency, which adds nothing itself', () => {
    const qty: ProductSchemaShape = { id: 'qty', type: 'multiply_schema', prices: pln('99'), used_schemas: ['size'] };
    const p = product({ schemas: [sizeSchema, qty] });
    // (5 + 20.50) × 3 instead of size's own 25.50
    expect(cartItemPrice(item({ product: p, schemaValues: { size: 'size-l', qty: 3 } })).price).toBe(176.5);
    // an unfilled multiply_schema adds nothing, and its dependency still adds nothing
    expect(cartItemPrice(item({ product: p, schemaValues: { size: 'size-l', qty: '' } })).price).toBe(100);
    // an unfilled dependency multiplies to 0
    expect(cartItemPrice(item({ product: p, schemaValues: { size: null, qty: 3 } })).price).toBe(100);
  });

  it('chains of multiply_schema multiply through', () => {
    const schemas = [
      cs({ id: 'a', type: 'multiply_schema', value: 2, dependencies: ['b'] }),
      cs({ id: 'b', type: 'multiply_schema', value: 3, dependencies: ['c'] }),
      cs({ id: 'c', type: 'multiply', value: 4, price: 1.25 }),
      cs({ id: 'd', type: 'string', value: 'x', price: 1 }),
    ];
    expect(schemasPrice(schemas)).toBe(2 * 3 * 4 * 1.25 + 1);
  });

  it("throws 'MultiplySchema does not have any dependecies!' without a dependency", () => {
    expect(() => schemasPrice([cs({ id: 'a', type: 'multiply_schema', value: 2 })])).toThrow('MultiplySchema does not have any dependecies!');
    expect(() => schemasPrice([cs({ id: 'a', type: 'multiply_schema', value: 2, dependencies: ['missing'] })])).toThrow(CART_ITEM_ERRORS.noDependencies);
  });

  it("throws 'Dependecy Loop in MuliplySchema' on a loop", () => {
    const loop = [
      cs({ id: 'a', type: 'multiply_schema', value: 2, dependencies: ['b'] }),
      cs({ id: 'b', type: 'multiply_schema', value: 2, dependencies: ['a'] }),
    ];
    expect(() => schemasPrice(loop)).toThrow('Dependecy Loop in MuliplySchema');
    expect(() => schemasPrice([...loop, cs({ id: 'root', type: 'string', value: 'x' })])).toThrow(CART_ITEM_ERRORS.dependencyLoop);
    expect(() => schemasPrice([cs({ id: 'self', type: 'multiply_schema', value: 1, dependencies: ['self'] })])).toThrow(CART_ITEM_ERRORS.dependencyLoop);
  });

  it("aborts with 'Infinite loop while calculating CartItem price' past 2000 steps", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => cs({ id: `s${i}`, type: 'string', value: 'x', price: 0.01 }));
    expect(schemasPrice(many(2000))).toBeCloseTo(20, 6);
    expect(() => schemasPrice(many(2001))).toThrow('Infinite loop while calculating CartItem price');
  });

  it('rounds to 2 decimals', () => {
    const p = product({ prices_base: pln('10.006'), schemas: [{ ...metersSchema, prices: pln('0.333') }] }); // 10.006 + 3 × 0.333 = 11.005
    expect(cartItemPrice(item({ product: p, schemaValues: { meters: 3 } })).price).toBe(11.01);
  });

  it('an empty schema list adds nothing', () => {
    expect(schemasPrice([])).toBe(0);
  });
});

describe('edge values of a selection', () => {
  it('a select value that is no option of the schema adds only the schema price', () => {
    const it1 = item({ product: product({ schemas: [sizeSchema] }), schemaValues: { size: 'size-xxl' } });
    expect(it1.schemas[0]!.optionPrice).toBe(0);
    expect(cartItemPrice(it1).price).toBe(105);
  });
  it('a file value that is not text still identifies the line', () => {
    expect(cartItemId('p', [cs({ id: 'f', type: 'file', value: 7 })])).not.toBe(cartItemId('p', [cs({ id: 'f', type: 'file', value: 8 })]));
  });
});

describe('product option dependencies', () => {
  const schema = (over: Partial<ProductSchemaShape>): ProductSchemaShape => ({ id: 's', type: 'string', ...over });

  it('reads dependencies as ids or objects', () => {
    expect(schemaDependencies(schema({ used_schemas: ['a', { id: 'b' }] }))).toEqual(['a', 'b']);
    expect(schemaDependencies(schema({}))).toEqual([]);
  });
});
