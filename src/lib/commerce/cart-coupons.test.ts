import { describe, expect, it } from 'vitest';
import { MAX_CART_COUPONS, checkUpToFirstRefusal, couponRequestProblem } from './cart-coupons';

describe('which codes a processing request may ask about', () => {
  it('codes need products to apply to: an empty cart with codes is refused, an empty cart without codes is fine', () => {
    expect(couponRequestProblem(0, ['WITAJ10'])).toBe('empty-cart');
    expect(couponRequestProblem(0, [])).toBeNull();
  });

  it('a cart carries at most five codes', () => {
    expect(MAX_CART_COUPONS).toBe(5);
    expect(couponRequestProblem(1, ['A', 'B', 'C', 'D', 'E'])).toBeNull();
    expect(couponRequestProblem(3, ['A', 'B', 'C', 'D', 'E', 'F'])).toBe('too-many');
  });
});

describe('what one answer says about each code', () => {
  it('nothing refused: every code was accepted', () => {
    expect(checkUpToFirstRefusal(['A', 'B'], [])).toEqual({ accepted: ['A', 'B'], refused: null, unchecked: [] });
  });

  it('stops at the first refused code: the ones after it get no answer, even those the platform also refused', () => {
    expect(checkUpToFirstRefusal(['A', 'B', 'C', 'D'], [3, 1])).toEqual({ accepted: ['A'], refused: 'B', unchecked: ['C', 'D'] });
    expect(checkUpToFirstRefusal(['A', 'B'], [0])).toEqual({ accepted: [], refused: 'A', unchecked: ['B'] });
  });

  it('indexes that name no code of the request are ignored', () => {
    expect(checkUpToFirstRefusal(['A', 'B'], [7, -1, 0.5])).toEqual({ accepted: ['A', 'B'], refused: null, unchecked: [] });
  });
});
