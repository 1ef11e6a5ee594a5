// The placeOrder action's input: the checkout form as the browser keeps it (src/stores/checkout.ts),
// the cart's lines and coupons, the total the shopper last saw and this attempt's idempotency key.
// Limits keep a forged request cheap to refuse.
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { VAT_MAX_LENGTH } from '../commerce/address';
import { CART_INPUT_LIMITS, cartLineInput, couponCodesInput } from '../cart/cart-input';

const text = (max: number) => z.string().max(max);
const id = z.string().min(1).max(128).nullable();

const address = z.object({
  name: text(255),
  company_name: text(255),
  address: text(255),
  zip: text(16),
  city: text(255),
  country: z.string().regex(/^[A-Za-z]{2}$/),
  phone: text(32),
  vat: text(VAT_MAX_LENGTH),
});

export const checkoutFormInput = z.object({
  email: text(255),
  comment: text(5000),
  shippingMethodId: id,
  digitalShippingMethodId: id,
  shippingAddress: address,
  shippingPointId: id,
  pickupPoint: z.object({
    provider: text(32),
    code: text(64),
    name: text(255),
    address: text(255),
    details: z.object({ street: text(255), building_number: text(64), flat_number: text(64), post_code: text(16), city: text(255), province: text(255) }).nullable().optional(),
  }).nullable(),
  saveShipping: z.boolean(),
  saveBilling: z.boolean(),
  billingSame: z.boolean(),
  billingAddress: address,
  asCompany: z.boolean(),
  invoiceRequested: z.boolean(),
  paymentMethodId: id,
  statute: z.boolean(),
  newsletter: z.boolean(),
  survey: z.boolean(),
  createAccount: z.boolean(),
});

export const ATTEMPT_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export const placeOrderInput = z.object({
  locale: z.enum(LOCALES).catch('pl'),
  attemptKey: z.string().regex(ATTEMPT_KEY),
  form: checkoutFormInput.passthrough(),
  /** An empty cart is refused in the handler, after the discount codes' rules (src/actions/cart/coupon-request.ts). */
  items: z.array(cartLineInput.extend({ digital: z.boolean() })).max(CART_INPUT_LIMITS.lines),
  coupons: couponCodesInput,
  /** The total the shopper last saw: placing stops with a notice when the platform's differs. */
  expectedTotal: z.number().finite().nonnegative(),
  /** A guest creating an account with the order: the password (never stored by the browser). */
  account: z.object({ password: z.string().max(255), confirmation: z.string().max(255) }).optional(),
});

export type PlaceOrderInput = z.input<typeof placeOrderInput>;

/** What the action itself accepts: any object with a language; the rest is checked in the handler (localised refusal). */
export const placeOrderEnvelope = z.looseObject({ locale: z.enum(LOCALES).catch('pl') });
