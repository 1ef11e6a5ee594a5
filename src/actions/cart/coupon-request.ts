// The discount-code rules of every action that sends a shopper's codes to the platform: processing the
// cart and placing an order. A request carries at most a cart's worth of codes and none on an empty
// cart, refused in the shopper's language before the platform is asked; each code new to the client's
// network passes the code-lookup throttle (src/lib/rate-limit/code-lookup-throttle.ts), whose one
// budget both doors spend, so a code guessed at checkout costs what it costs in the cart.
import { ActionError, type ActionAPIContext } from 'astro:actions';
import type { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { t, type MessageKey } from '../../i18n/messages';
import type { CouponLookups } from '../../lib/cart/process-cart';
import { MAX_CART_COUPONS, couponRequestProblem, type CouponRequestProblem } from '../../lib/commerce/cart-coupons';
import { clientNetworkOf } from '../../lib/rate-limit/client-network';
import { minutesToWait } from '../../lib/rate-limit/consume';
import { limits } from '../../lib/rate-limit/limits';
import { TOO_MANY_COUPONS } from '../../lib/cart/cart-input';

/** What a request that carries a cart's lines and codes reads as: its data, a codes' problem, or malformed. */
export type CouponRequestReading<T> = { ok: true; data: T } | { ok: false; problem: CouponRequestProblem | 'malformed' };

/**
 * Reads a parsed request: more codes than a cart carries is said as such whatever else is wrong (the
 * shopper can act on it), codes on an empty cart too; anything else malformed is just that.
 */
export function readCouponRequest<T extends { items: readonly unknown[]; coupons: readonly string[] }>(
  parsed: z.ZodSafeParseResult<T>,
): CouponRequestReading<T> {
  if (!parsed.success) return { ok: false, problem: parsed.error.issues.some((issue) => issue.message === TOO_MANY_COUPONS) ? 'too-many' : 'malformed' };
  const problem = couponRequestProblem(parsed.data.items.length, parsed.data.coupons);
  return problem ? { ok: false, problem } : { ok: true, data: parsed.data };
}

/** The localised 400 of a request whose codes may not be asked about. */
export function couponProblemError(locale: Locale, problem: CouponRequestProblem): ActionError {
  return new ActionError({
    code: 'BAD_REQUEST',
    message: problem === 'empty-cart' ? t(locale, 'cart.coupon.emptyCart') : t(locale, 'cart.coupon.tooMany', { max: MAX_CART_COUPONS }),
  });
}

/** The request's data, or the localised 400: the codes' own message, else `malformed`. */
export function couponRequestOrRefuse<T extends { items: readonly unknown[]; coupons: readonly string[] }>(
  parsed: z.ZodSafeParseResult<T>,
  locale: Locale,
  malformed: MessageKey,
): T {
  const reading = readCouponRequest(parsed);
  if (reading.ok) return reading.data;
  if (reading.problem === 'malformed') throw new ActionError({ code: 'BAD_REQUEST', message: t(locale, malformed) });
  throw couponProblemError(locale, reading.problem);
}

/** The code-lookup throttle of the request's client network (codes counted without their case). */
export function couponLookups(context: Pick<ActionAPIContext, 'clientAddress'>): CouponLookups {
  const network = clientNetworkOf(context);
  return (code) => limits().couponCode.begin(network, code.toLowerCase());
}

/** What the shopper is told about codes the throttle kept from the platform: one sentence per code. */
export function throttledCouponsMessage(locale: Locale, codes: readonly string[], retryAfterMs: number): string {
  const minutes = minutesToWait(retryAfterMs);
  return codes.map((code) => t(locale, 'cart.coupon.throttled', { code, minutes })).join(' ');
}
