// The placeOrder action's input: the checkout form (src/lib/commerce/checkout-form-schema.ts, the same
// rules the browser holds its stored copy to), the cart's lines and coupons, the total the shopper last
// saw and this attempt's idempotency key. Limits keep a forged request cheap to refuse.
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { checkoutFormSchema } from '../commerce/checkout-form-schema';
import { cartRequestLineSchema } from '../commerce/cart-line-schema';
import { CART_INPUT_LIMITS, couponCodesInput } from '../cart/cart-input';

export const ATTEMPT_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export const placeOrderInput = z.object({
  locale: z.enum(LOCALES).catch('pl'),
  attemptKey: z.string().regex(ATTEMPT_KEY),
  form: checkoutFormSchema,
  /** An empty cart is refused in the handler, after the discount codes' rules (src/actions/cart/coupon-request.ts). */
  items: z.array(cartRequestLineSchema.extend({ digital: z.boolean() })).max(CART_INPUT_LIMITS.lines),
  coupons: couponCodesInput,
  /** The total the shopper last saw: placing stops with a notice when the platform's differs. */
  expectedTotal: z.number().finite().nonnegative(),
  /** A guest creating an account with the order: the password (never stored by the browser). */
  account: z.object({ password: z.string().max(255), confirmation: z.string().max(255) }).optional(),
});

export type PlaceOrderInput = z.input<typeof placeOrderInput>;

/** What the action itself accepts: any object with a language; the rest is checked in the handler (localised refusal). */
export const placeOrderEnvelope = z.looseObject({ locale: z.enum(LOCALES).catch('pl') });
