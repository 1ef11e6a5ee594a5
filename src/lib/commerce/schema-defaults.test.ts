import { describe, expect, it } from 'vitest';
import { defaultSchemaValue, defaultSchemaValues } from './schema-defaults';
import type { ProductSchemaShape } from './schema-values';
import { sizeSchema } from './fixtures/products';

describe('defaultSchemaValue', () => {
  const schema = (over: Partial<ProductSchemaShape>): ProductSchemaShape => ({ id: 's', type: 'string', ...over });

  it('a required select defaults to the first available option', () => {
    expect(defaultSchemaValue(sizeSchema)).toBe('size-m');
  });

  it('an optional select without its own default starts empty; no available option gives null', () => {
    expect(defaultSchemaValue({ ...sizeSchema, required: false })).toBeNull();
    expect(defaultSchemaValue({ ...sizeSchema, options: [{ id: 'x', available: false }] })).toBeNull();
    expect(defaultSchemaValue({ ...sizeSchema, options: null })).toBeNull();
    expect(
      defaultSchemaValue({
        ...sizeSchema,
        options: [
          { id: 'off', disabled: true },
          { id: 'on', disabled: false },
        ],
      }),
    ).toBe('on');
  });

  it("the schema's own default picks a select option by index first", () => {
    expect(defaultSchemaValue({ ...sizeSchema, default: '2' })).toBe('size-l');
    expect(defaultSchemaValue({ ...sizeSchema, default: 0 })).toBe('size-s');
    expect(defaultSchemaValue({ ...sizeSchema, default: '9' })).toBe('size-m');
  });

  it('boolean: false, or from its own default number', () => {
    expect(defaultSchemaValue(schema({ type: 'boolean' }))).toBe(false);
    expect(defaultSchemaValue(schema({ type: 'boolean', default: '1' }))).toBe(true);
    expect(defaultSchemaValue(schema({ type: 'boolean', default: 0 }))).toBe(false);
  });

  it('numbers: 0, or their own numeric default', () => {
    for (const type of ['numeric', 'multiply', 'multiply_schema'] as const) {
      expect(defaultSchemaValue(schema({ type }))).toBe(0);
      expect(defaultSchemaValue(schema({ type, default: '2.5' }))).toBe(2.5);
      expect(defaultSchemaValue(schema({ type, default: 'abc' }))).toBe(0);
    }
  });

  it('strings and dates empty, files null', () => {
    expect(defaultSchemaValue(schema({ type: 'string', default: 'ignored' }))).toBe('');
    expect(defaultSchemaValue(schema({ type: 'date' }))).toBe('');
    expect(defaultSchemaValue(schema({ type: 'file' }))).toBeNull();
  });

  it('builds the defaults of a whole product', () => {
    expect(defaultSchemaValues([sizeSchema, schema({ id: 'gift', type: 'boolean' })])).toEqual({ size: 'size-m', gift: false });
  });
});
