// The checkout form's one definition: what the form holds while the shopper fills it, kept in the
// browser's session storage and posted whole with the order. Built from the field tables of
// ./checkout-fields.ts and ./address.ts; the placeOrder action's input is this schema, the form's types
// come from here, and the browser checks its stored copy with ./checkout-form-value.ts, built from the
// same tables without zod (its test holds both to the same fixtures). Whether a field is filled and well
// formed is the form's field rules (src/lib/checkout/checkout-checks.ts), with messages; this schema
// refuses only what the form can never hold.
import { z } from 'zod';
import { ADDRESS_LIMITS, COUNTRY_CODE_PATTERN } from './address';
import {
  CHECKOUT_CHOICES,
  CHECKOUT_FLAGS,
  CHECKOUT_TEXT_LIMITS,
  CHOICE_ID_MAX_LENGTH,
  fieldsOf,
  PARCEL_LOCKER_ADDRESS_LIMITS,
  PICKUP_POINT_LIMITS,
  sameFields,
} from './checkout-fields';

const text = (max: number) => z.string().max(max);

/** An address as the checkout form holds it (shipping or billing): every field a string, blank when not given. */
export const addressFormSchema = z.object({ ...fieldsOf(ADDRESS_LIMITS, text), country: z.string().regex(COUNTRY_CODE_PATTERN) });
export type AddressForm = z.infer<typeof addressFormSchema>;

export const parcelLockerAddressSchema = z.object(fieldsOf(PARCEL_LOCKER_ADDRESS_LIMITS, text));
export type ParcelLockerAddressForm = z.infer<typeof parcelLockerAddressSchema>;

export const pickupPointSchema = z.object({ ...fieldsOf(PICKUP_POINT_LIMITS, text), details: parcelLockerAddressSchema.nullable().optional() });
export type PickupPointForm = z.infer<typeof pickupPointSchema>;

export const checkoutFormSchema = z.object({
  ...fieldsOf(CHECKOUT_TEXT_LIMITS, text),
  ...sameFields(CHECKOUT_CHOICES, z.string().min(1).max(CHOICE_ID_MAX_LENGTH).nullable()),
  ...sameFields(CHECKOUT_FLAGS, z.boolean()),
  shippingAddress: addressFormSchema,
  billingAddress: addressFormSchema,
  pickupPoint: pickupPointSchema.nullable(),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
