import { describe, expect, it } from 'vitest';
import { BoundedMemo } from './bounded-memo';

describe('BoundedMemo', () => {
  it('works a key out once, a null answer included', () => {
    const asked: string[] = [];
    const memo = new BoundedMemo<string | null>(8, (key) => {
      asked.push(key);
      return key === 'none' ? null : key.toUpperCase();
    });
    expect([memo.get('a'), memo.get('a'), memo.get('none'), memo.get('none')]).toEqual(['A', 'A', null, null]);
    expect(asked).toEqual(['a', 'none']);
  });

  it('never holds more than its bound, and still answers every key rightly', () => {
    const memo = new BoundedMemo(4, (key) => key.length);
    for (let i = 0; i < 100; i++) {
      expect(memo.get('x'.repeat(i))).toBe(i);
      expect(memo.size).toBeLessThanOrEqual(4);
    }
  });
});
