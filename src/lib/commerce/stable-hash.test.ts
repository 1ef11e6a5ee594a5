import { describe, expect, it } from 'vitest';
import { canonicalJson, stableHash } from './stable-hash';

describe('stable hash', () => {
  it('does not depend on object key order, at any depth', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: null }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":null,"d":2}]}');
    expect(stableHash({ a: 1, b: { c: [true, 'x'] } })).toBe(stableHash({ b: { c: [true, 'x'] }, a: 1 }));
  });
  it('differs for different values and keeps array order', () => {
    expect(stableHash([1, 2])).not.toBe(stableHash([2, 1]));
    expect(stableHash({ a: '1' })).not.toBe(stableHash({ a: 1 }));
    expect(stableHash('ą')).toMatch(/^[0-9a-f]{16}$/);
  });
});
