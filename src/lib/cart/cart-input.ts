// The processCart action's input: the cart's lines and coupons as the browser holds them. Limits keep
// a forged request cheap to refuse; a real cart stays far below them.
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { MAX_CART_COUPONS } from '../commerce/cart-coupons';
import { CART_LINE_LIMITS, cartRequestLineSchema } from '../commerce/cart-line-schema';

export const CART_INPUT_LIMITS = { ...CART_LINE_LIMITS, lines: 100, coupons: MAX_CART_COUPONS } as const;

/** The issue of a request with more codes than a cart carries: the shopper is told the limit. */
export const TOO_MANY_COUPONS = 'too-many-coupons';

/** A request's discount codes, in the order the shopper added them: at most as many as a cart carries. */
export const couponCodesInput = z.array(z.string().trim().min(1).max(64)).max(MAX_CART_COUPONS, { message: TOO_MANY_COUPONS }).default([]);

const id = z.string().min(1).max(CART_LINE_LIMITS.id);

export const processCartInput = z.object({
  locale: z.enum(LOCALES).catch('pl'),
  /** A random id of the browser tab: its newer processing supersedes its older one still in flight. */
  session: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
  items: z.array(cartRequestLineSchema).max(CART_INPUT_LIMITS.lines),
  coupons: couponCodesInput,
  shipping_method_id: id.nullish(),
  digital_shipping_method_id: id.nullish(),
});

export type ProcessCartInput = z.input<typeof processCartInput>;

/**
 * What the action itself accepts: any object with a language. The cart is checked in the handler, so
 * a malformed one is refused in that language (zod's own messages are English); callers type their
 * input as ProcessCartInput.
 */
export const processCartEnvelope = z.looseObject({ locale: z.enum(LOCALES).catch('pl') });
