import { describe, expect, it } from 'vitest';
import { fieldFailure, type FieldCheck } from './field-checks';

const none = () => undefined;

describe('fieldFailure', () => {
  it('gives the first failing check’s message, in the order given', () => {
    const checks: FieldCheck[] = [
      { check: 'required', message: 'required' },
      { check: 'min', length: 3, message: 'short' },
      { check: 'max', length: 5, message: 'long' },
    ];
    expect(fieldFailure(checks, '', none)).toBe('required');
    expect(fieldFailure(checks, '  ', none)).toBe('required');
    expect(fieldFailure(checks, ' ab ', none)).toBe('short');
    expect(fieldFailure(checks, 'abcdef', none)).toBe('long');
    expect(fieldFailure(checks, 'abcd', none)).toBeNull();
  });

  it('lets an empty value pass every check but required and same', () => {
    expect(fieldFailure([{ check: 'match', pattern: '^\\d+$', message: 'digits' }], '', none)).toBeNull();
    expect(fieldFailure([{ check: 'match', pattern: '^\\d+$', message: 'digits' }], ' 12 ', none)).toBeNull();
    expect(fieldFailure([{ check: 'match', pattern: '^\\d+$', message: 'digits' }], ' ', none)).toBe('digits');
    expect(fieldFailure([{ check: 'same', field: 'p', message: 'differ' }], '', (id) => (id === 'p' ? 'x' : undefined))).toBe('differ');
  });

  it('counts characters, not UTF-16 units, for the maximum', () => {
    expect(fieldFailure([{ check: 'max', length: 2, message: 'long' }], '😀😀', none)).toBeNull();
    expect(fieldFailure([{ check: 'max', length: 2, message: 'long' }], '😀😀😀', none)).toBe('long');
  });

  it('reads a compact pattern without spaces, dots and dashes, in capitals', () => {
    const vat: FieldCheck[] = [{ check: 'match', pattern: '^PL\\d{10}$', compact: true, message: 'vat' }];
    expect(fieldFailure(vat, ' pl 526-000-12.46 ', none)).toBeNull();
    expect(fieldFailure(vat, 'pl 526-000-12', none)).toBe('vat');
  });

  it('takes a date up to the present moment, and refuses a later one or one that is not a date', () => {
    const birthday: FieldCheck[] = [{ check: 'beforeNow', message: 'date' }];
    const now = Date.parse('2026-06-15T12:00:00');
    expect(fieldFailure(birthday, '2026-06-15', none, now)).toBeNull();
    expect(fieldFailure(birthday, '1990-01-31', none, now)).toBeNull();
    expect(fieldFailure(birthday, '2026-06-16', none, now)).toBe('date');
    expect(fieldFailure(birthday, '15.06.2026', none, now)).toBe('date');
  });

  it('applies a check that depends on another field only while that field has the value', () => {
    const zip: FieldCheck[] = [{ check: 'match', pattern: '^\\d{2}-\\d{3}$', message: 'XX-XXX', onlyIf: { field: 'country', value: 'PL' } }];
    expect(fieldFailure(zip, '12345', (id) => (id === 'country' ? 'PL' : undefined))).toBe('XX-XXX');
    expect(fieldFailure(zip, '12345', (id) => (id === 'country' ? 'DE' : undefined))).toBeNull();
  });
});
