import { describe, expect, it } from 'vitest';
import { array, boolean, either, nullable, number, object, oneOf, optional, parseStored, record, refine, string, type Parse } from './stored-value';

const parses = <T>(parse: Parse<T>, value: unknown) => parseStored(JSON.stringify(value), parse);

describe('stored value parsers', () => {
  const line = object({ id: string(8, /^[a-z]+$/), quantity: refine(number, (n) => n > 0), note: optional(nullable(string())), kind: oneOf(['a', 'b']) });

  it('accepts the shape with optional keys missing, and drops the keys it does not know', () => {
    expect(parses(line, { id: 'abc', quantity: 2, kind: 'a' })).toEqual({ id: 'abc', quantity: 2, kind: 'a' });
    expect(parses(line, { id: 'abc', quantity: 2, note: null, kind: 'b', token: 'secret' })).toEqual({ id: 'abc', quantity: 2, note: null, kind: 'b' });
  });

  it('refuses a wrong type, a missing required key, a bad pattern or length, an unknown option, a failed refinement', () => {
    for (const bad of [
      { id: 'abc', quantity: '2', kind: 'a' },
      { quantity: 2, kind: 'a' },
      { id: 'ABC', quantity: 2, kind: 'a' },
      { id: 'abcdefghi', quantity: 2, kind: 'a' },
      { id: 'abc', quantity: 2, kind: 'c' },
      { id: 'abc', quantity: 0, kind: 'a' },
      [],
      null,
    ])
      expect(parses(line, bad), JSON.stringify(bad)).toBeUndefined();
  });

  it('checks every item of an array, each branch of an either, and what a record is', () => {
    expect(parses(array(number), [1, 2, 3])).toEqual([1, 2, 3]);
    expect(parses(array(number), [1, '2'])).toBeUndefined();
    expect(parses(array(number), { length: 0 })).toBeUndefined();
    expect(parses(either(string(), boolean), true)).toBe(true);
    expect(parses(either(string(), boolean), 1)).toBeUndefined();
    expect(parses(record, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
    expect(parses(record, [])).toBeUndefined();
  });

  it('gives undefined for nothing or text that is not JSON, without throwing', () => {
    expect(parseStored('{not json', array(number))).toBeUndefined();
    expect(parseStored(null, array(number))).toBeUndefined();
    expect(parseStored('', array(number))).toBeUndefined();
  });
});
