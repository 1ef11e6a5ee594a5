// Processing a cart on the platform (spec §4, §7: POST /cart/process), for the processCart action.
// The platform prices the lines, applies sales and coupons, and leaves out what cannot be sold.
// A coupon it refuses (unknown, expired) is taken out and the cart processed again without it, so a
// shopper's typo in a code never costs them the rest of the cart.
import type { components, Platform } from '../platform';
import { PlatformError } from '../platform';
import { INVALID_RESPONSE } from '../platform/errors';

export type CartProcessRequest = components['schemas']['CartProcessRequest'];
export type CartProcessResult = components['schemas']['CartProcessResult'];

export interface RefusedCoupon {
  code: string;
  /** The platform's reason, for logs; the shopper gets the storefront's own localised message. */
  reason: string;
}

export interface ProcessedCart {
  result: CartProcessResult;
  refusedCoupons: RefusedCoupon[];
}

/**
 * Why processing gave no result:
 * - unreachable: the platform did not answer, timed out or its gateway failed: the cart stays as it is;
 * - superseded: a newer processing of the same shopper replaced this one;
 * - refused: the platform answered with an error: the §4 rule applies (every line unavailable).
 */
export type CartProcessingFailure = 'unreachable' | 'superseded' | 'refused';

export class CartProcessingError extends Error {
  override readonly name = 'CartProcessingError';
  readonly kind: CartProcessingFailure;
  readonly platformError: PlatformError | undefined;

  constructor(kind: CartProcessingFailure, message: string, platformError?: PlatformError) {
    super(message, platformError ? { cause: platformError } : undefined);
    this.kind = kind;
    this.platformError = platformError;
  }
}

/**
 * The platform (or a gateway in front of it) failed or asked us to slow down (5xx, 429, a malformed
 * answer): no verdict on the cart, so like a network error (spec §4) it keeps the cart as it is rather
 * than moving every line to unavailable.
 */
function noVerdict(error: PlatformError): boolean {
  return error.status >= 500 || error.status === 429 || error.key === INVALID_RESPONSE;
}

export function failureOf(error: PlatformError): CartProcessingFailure {
  if (error.isCancelled) return 'superseded';
  if (error.isNetworkError || error.isTimeout || noVerdict(error)) return 'unreachable';
  return 'refused';
}

/** Indexes of the coupons a validation error names (`coupons.2` → 2). */
export function refusedCouponIndexes(error: PlatformError): number[] {
  const indexes = Object.keys(error.errors).flatMap((field) => {
    const match = /^coupons\.(\d+)$/.exec(field);
    return match ? [Number(match[1])] : [];
  });
  return [...new Set(indexes)].sort((a, b) => a - b);
}

/**
 * Processes the cart; refused coupons are dropped (at most once each) and reported. A 401 means the
 * shopper's session ended and could not be refreshed (the client cleared the tokens): the cart is
 * processed once more as a guest's rather than lost. Throws CartProcessingError.
 */
export async function processCart(platform: Platform, request: CartProcessRequest): Promise<ProcessedCart> {
  const refusedCoupons: RefusedCoupon[] = [];
  let current = request;
  let retriedAsGuest = false;
  for (;;) {
    try {
      const body = platform.unwrap(await platform.client.POST('/cart/process', { body: current }));
      return { result: body.data, refusedCoupons };
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      if (error.status === 401 && !retriedAsGuest) {
        retriedAsGuest = true;
        continue;
      }
      const coupons = current.coupons ?? [];
      const refused = refusedCouponIndexes(error).filter((index) => index < coupons.length);
      if (failureOf(error) === 'refused' && refused.length > 0) {
        for (const index of refused) {
          refusedCoupons.push({ code: coupons[index]!, reason: error.errors[`coupons.${index}`]?.[0]?.message ?? error.message });
        }
        current = { ...current, coupons: coupons.filter((_, index) => !refused.includes(index)) };
        continue;
      }
      throw new CartProcessingError(failureOf(error), error.message, error);
    }
  }
}
