// Discount codes in a cart processing request: how many one cart may carry, when codes may be asked
// about at all, and what one answer of the platform says about each code. Codes are checked in the
// order the shopper added them and the check stops at the first refusal, so one request tells about at
// most one wrong code, whatever the number it carries.

/**
 * Codes one cart may carry. Shops let codes combine (a welcome code with free delivery; the platform's
 * coupons-count condition exists for that), and a shopper rarely holds more than two or three at once;
 * five leaves room for that while a forged request can ask about only a few.
 */
export const MAX_CART_COUPONS = 5;

/** Why a request's codes are not asked about: no products to apply them to, or more than a cart carries. */
export type CouponRequestProblem = 'empty-cart' | 'too-many';

export function couponRequestProblem(lineCount: number, codes: readonly string[]): CouponRequestProblem | null {
  if (codes.length === 0) return null;
  if (lineCount === 0) return 'empty-cart';
  if (codes.length > MAX_CART_COUPONS) return 'too-many';
  return null;
}

export interface CouponCheck {
  /** Codes before the first refused one: the platform took them. */
  accepted: string[];
  /** The first code the platform refused (unknown or expired), or null when it refused none of them. */
  refused: string | null;
  /** Codes after the first refused one: not answered about in this request. */
  unchecked: string[];
}

/** What the platform's refusal of the codes at `refusedIndexes` says about each of `codes`. */
export function checkUpToFirstRefusal(codes: readonly string[], refusedIndexes: readonly number[]): CouponCheck {
  const first = Math.min(...refusedIndexes.filter((index) => Number.isInteger(index) && index >= 0 && index < codes.length));
  if (!Number.isFinite(first)) return { accepted: [...codes], refused: null, unchecked: [] };
  return { accepted: codes.slice(0, first), refused: codes[first] ?? null, unchecked: codes.slice(first + 1) };
}
