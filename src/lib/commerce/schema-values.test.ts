import { describe, expect, it } from 'vitest';
import { isSchemaValueFilled } from './schema-values';

describe('isSchemaValueFilled', () => {
  it('string and date: non-empty after trimming', () => {
    for (const type of ['string', 'date'] as const) {
      expect(isSchemaValueFilled(type, 'x')).toBe(true);
      expect(isSchemaValueFilled(type, '2024-01-01')).toBe(true);
      expect(isSchemaValueFilled(type, '   ')).toBe(false);
      expect(isSchemaValueFilled(type, '')).toBe(false);
      expect(isSchemaValueFilled(type, 5)).toBe(false);
      expect(isSchemaValueFilled(type, null)).toBe(false);
    }
  });

  it('numeric, multiply, multiply_schema: a finite number or a string that parses as one', () => {
    for (const type of ['numeric', 'multiply', 'multiply_schema'] as const) {
      expect(isSchemaValueFilled(type, 0)).toBe(true);
      expect(isSchemaValueFilled(type, 2.5)).toBe(true);
      expect(isSchemaValueFilled(type, ' 3 ')).toBe(true);
      expect(isSchemaValueFilled(type, Number.NaN)).toBe(false);
      expect(isSchemaValueFilled(type, Number.POSITIVE_INFINITY)).toBe(false);
      expect(isSchemaValueFilled(type, 'abc')).toBe(false);
      expect(isSchemaValueFilled(type, '  ')).toBe(false);
      expect(isSchemaValueFilled(type, true)).toBe(false);
      expect(isSchemaValueFilled(type, undefined)).toBe(false);
    }
  });

  it("boolean: true, 'true', 1 or '1' only", () => {
    for (const value of [true, 'true', 1, '1']) expect(isSchemaValueFilled('boolean', value)).toBe(true);
    for (const value of [false, 'false', 0, '0', 'yes', null, undefined, 2]) expect(isSchemaValueFilled('boolean', value)).toBe(false);
  });

  it('select and file: any truthy value', () => {
    for (const type of ['select', 'file'] as const) {
      expect(isSchemaValueFilled(type, 'option-id')).toBe(true);
      expect(isSchemaValueFilled(type, 1)).toBe(true);
      expect(isSchemaValueFilled(type, '')).toBe(false);
      expect(isSchemaValueFilled(type, null)).toBe(false);
      expect(isSchemaValueFilled(type, 0)).toBe(false);
    }
  });
});
