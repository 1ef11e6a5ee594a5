import { describe, expect, it } from 'vitest';
import { cartSchemaValues, configurationErrors, isValidQuantity, schemaValueError, type ConfigurableSchema } from './product-configuration';

const messages = {
  required: 'required!',
  maxLength: 'max {max}',
  numberRange: 'from {min} to {max}',
  numberMin: 'at least {min}',
  numberMax: 'at most {max}',
  numberInvalid: 'not a number',
  quantityInvalid: 'step {step}',
};
const schema = (extra: Partial<ConfigurableSchema>): ConfigurableSchema => ({ id: 's', name: 'S', type: 'numeric', hidden: false, required: false, ...extra });

describe('add-to-cart configuration checks', () => {
  it('a required option must be filled; a boolean never blocks', () => {
    expect(schemaValueError(schema({ type: 'select', required: true }), null, messages)).toBe('required!');
    expect(schemaValueError(schema({ type: 'string', required: true }), '  ', messages)).toBe('required!');
    expect(schemaValueError(schema({ type: 'boolean', required: true }), false, messages)).toBeNull();
    expect(schemaValueError(schema({ type: 'string' }), '', messages)).toBeNull();
  });

  it('numbers stay within the limits, except an optional one left at its default', () => {
    expect(schemaValueError(schema({ required: true, min: 0.5, max: 4 }), 0, messages)).toBe('from 0.5 to 4');
    expect(schemaValueError(schema({ min: 8, max: 40 }), 0, messages)).toBeNull();
    expect(schemaValueError(schema({ min: 8, max: 40 }), '5', messages)).toBe('from 8 to 40');
    expect(schemaValueError(schema({ min: 1 }), 0.5, messages)).toBe('at least 1');
    expect(schemaValueError(schema({ max: 3 }), 4, messages)).toBe('at most 3');
    expect(schemaValueError(schema({ type: 'multiply' }), 'abc', messages)).toBe('not a number');
    expect(schemaValueError(schema({ type: 'string', max: 3 }), 'abcd', messages)).toBe('max 3');
  });

  it('hidden options are not the shopper’s to fix', () => {
    expect(configurationErrors([schema({ hidden: true, type: 'select', required: true })], {}, messages)).toEqual({});
    expect(configurationErrors([schema({ id: 'a', type: 'select', required: true })], {}, messages)).toEqual({ a: 'required!' });
  });

  it('quantity is a whole multiple of the step, at least one step', () => {
    expect(isValidQuantity(6, 6)).toBe(true);
    expect(isValidQuantity(12, 6)).toBe(true);
    expect(isValidQuantity(7, 6)).toBe(false);
    expect(isValidQuantity(0, 1)).toBe(false);
    expect(isValidQuantity(0.3, 0.1)).toBe(true);
    expect(isValidQuantity(Number.NaN, 1)).toBe(false);
  });

  it('numbers typed as text go into the cart as numbers', () => {
    expect(cartSchemaValues([schema({ id: 'n' }), schema({ id: 't', type: 'string' })], { n: '2.5', t: '2' })).toEqual({ n: 2.5, t: '2' });
  });

  it('an optional number left at a default outside its limits is not chosen; inside them it stays', () => {
    expect(cartSchemaValues([schema({ id: 'n', min: 8, max: 40 })], { n: 0 })).toEqual({ n: null });
    expect(cartSchemaValues([schema({ id: 'n', min: 8, max: 40 })], { n: '12' })).toEqual({ n: 12 });
    expect(cartSchemaValues([schema({ id: 'n' })], { n: 0 })).toEqual({ n: 0 });
    expect(cartSchemaValues([schema({ id: 'n', required: true, min: 1 })], { n: 0 })).toEqual({ n: 0 });
  });
});
