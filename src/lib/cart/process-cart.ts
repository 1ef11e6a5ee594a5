// Processing a cart on the platform (POST /cart/process), for the processCart action.
// The platform prices the lines, applies sales and coupons, and leaves out what cannot be sold.
// Discount codes are checked in the order the shopper added them, up to the first one the platform
// refuses: that one is taken out and reported, the ones after it are not answered about (the browser
// asks again without the refused one), and the cart is processed again with the codes before it, so
// a typo in a code never costs the shopper the rest of the cart. Each code not yet looked up from the
// client's network passes the code-lookup throttle first; a code it refuses is not sent at all.
import { z } from 'zod';
import type { components, Platform } from '../platform';
import { PlatformError } from '../platform';
import { INVALID_RESPONSE } from '../platform/errors';
import type { Lookup } from '../rate-limit/code-lookup-throttle';
import { checkUpToFirstRefusal } from '../commerce/cart-coupons';
import { processingVerdict } from '../commerce/cart-processing-verdict';

export type CartProcessRequest = components['schemas']['CartProcessRequest'];
export type CartProcessResult = components['schemas']['CartProcessResult'];

export interface RefusedCoupon {
  code: string;
  /** The platform's reason, for logs; the shopper gets the storefront's own localised message. */
  reason: string;
}

export interface ProcessedCart {
  result: CartProcessResult;
  /** The first code the platform refused (unknown, expired): it was taken out. */
  refusedCoupons: RefusedCoupon[];
  /** Codes after the first refused one: not answered about in this processing, nor applied. */
  uncheckedCoupons: string[];
  /** Codes not asked about because the client's network tried too many wrong codes, and how long it waits. */
  throttledCoupons: { codes: string[]; retryAfterMs: number } | null;
}

/** Looks a discount code up on the code-lookup throttle of the client's network. */
export type CouponLookups = (code: string) => Promise<Lookup>;

/**
 * Why processing gave no result:
 * - unreachable: the platform gave no verdict on the cart (no answer, a timeout, its or its gateway's
 *   failure, "come back later", an answer that cannot be read): the cart stays as it is;
 * - superseded: a newer processing of the same shopper replaced this one;
 * - refused: the platform refused the cart with its error: the failure rule applies (docs/rules.md#cart-processing-failure: every line unavailable).
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

export function failureOf(error: PlatformError): CartProcessingFailure {
  const verdict = processingVerdict({
    kind: error.isCancelled ? 'cancelled' : error.isNetworkError || error.isTimeout ? 'no-answer' : 'answer',
    status: error.status,
    platformError: error.fromErrorBody && error.key !== INVALID_RESPONSE,
  });
  return verdict === 'no-verdict' ? 'unreachable' : verdict;
}

/** Indexes of the coupons a validation error names (`coupons.2` → 2). */
export function refusedCouponIndexes(error: PlatformError): number[] {
  const indexes = Object.keys(error.errors).flatMap((field) => {
    const match = /^coupons\.(\d+)$/.exec(field);
    return match ? [Number(match[1])] : [];
  });
  return [...new Set(indexes)].sort((a, b) => a - b);
}

const amount = z.union([z.string(), z.number()]);
/** What the storefront reads of the platform's answer: a 200 without it is an answer that cannot be read. */
const processResult = z.looseObject({
  items: z.array(z.looseObject({ cartitem_id: z.union([z.string(), z.number()]), price: amount, price_discounted: amount })),
  coupons: z.array(z.looseObject({ code: z.string(), value: amount })).nullish(),
  sales: z.array(z.looseObject({ id: z.string(), value: amount })).nullish(),
  cart_total: amount,
  cart_total_initial: amount,
  shipping_price: amount,
  summary: amount,
});

function readResult(data: unknown): CartProcessResult {
  if (processResult.safeParse(data).success) return data as CartProcessResult;
  throw new PlatformError({ status: 200, key: INVALID_RESPONSE, message: 'The platform answered /cart/process without the cart’s figures' });
}

type Allowed = Extract<Lookup, { allowed: true }>;

/**
 * Processes the cart. A 401 means the shopper's session ended and could not be refreshed (the client
 * cleared the tokens): the cart is processed once more as a guest's rather than lost. Throws
 * CartProcessingError. `lookUp` is the client network's code-lookup throttle, required of every caller:
 * each door that sends codes to the platform (the cart, placing an order) spends the same budget.
 */
export async function processCart(platform: Platform, request: CartProcessRequest, lookUp: CouponLookups): Promise<ProcessedCart> {
  const lookups = new Map<string, Allowed>();
  const throttled: string[] = [];
  let retryAfterMs = 0;
  for (const code of request.coupons ?? []) {
    const lookup = await lookUp(code);
    if (lookup.allowed) lookups.set(code, lookup);
    else {
      throttled.push(code);
      retryAfterMs = Math.max(retryAfterMs, lookup.retryAfterMs);
    }
  }
  const answer = async (code: string, found: boolean | 'untold') => {
    const lookup = lookups.get(code);
    lookups.delete(code);
    if (lookup) await (found === 'untold' ? lookup.release() : lookup.settle(found));
  };

  const refusedCoupons: RefusedCoupon[] = [];
  const uncheckedCoupons: string[] = [];
  let current: CartProcessRequest = { ...request, coupons: [...lookups.keys()] };
  let retriedAsGuest = false;
  try {
    for (;;) {
      try {
        const body = platform.unwrap(await platform.client.POST('/cart/process', { body: current }));
        const result = readResult(body.data);
        for (const code of current.coupons ?? []) await answer(code, true);
        return { result, refusedCoupons, uncheckedCoupons, throttledCoupons: throttled.length > 0 ? { codes: throttled, retryAfterMs } : null };
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        if (error.status === 401 && !retriedAsGuest) {
          retriedAsGuest = true;
          continue;
        }
        const check = checkUpToFirstRefusal(current.coupons ?? [], refusedCouponIndexes(error));
        if (failureOf(error) === 'refused' && check.refused !== null) {
          const index = (current.coupons ?? []).indexOf(check.refused);
          refusedCoupons.push({ code: check.refused, reason: error.errors[`coupons.${index}`]?.[0]?.message ?? error.message });
          await answer(check.refused, false);
          uncheckedCoupons.push(...check.unchecked);
          current = { ...current, coupons: check.accepted };
          continue;
        }
        throw new CartProcessingError(failureOf(error), error.message, error);
      }
    }
  } finally {
    // Codes whose answer was not told (after the first refusal, or no verdict at all) cost nothing.
    for (const code of [...lookups.keys()])
      await answer(code, 'untold').catch((error: unknown) => console.warn('[cart] a coupon lookup could not be released:', error));
  }
}
