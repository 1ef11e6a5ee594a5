// The checkout form's one definition: what the form holds while the shopper fills it, kept in the
// browser's session storage and posted whole with the order. The placeOrder action's input is this
// schema; the browser checks its stored copy with ./checkout-form-value.ts, which has the same rules
// (its test holds both to the same fixtures) without putting zod in the page's script. The form's types
// come from here. Whether a field is filled and well formed is the form's field rules
// (src/lib/checkout/checkout-form.ts), with messages; this schema refuses only what the form can never hold.
import { z } from 'zod';
import { ADDRESS_LIMITS, COUNTRY_CODE_PATTERN } from './address';
import { CHECKOUT_FORM_LIMITS, PICKUP_POINT_LIMITS } from './checkout-limits';

const text = (max: number) => z.string().max(max);
/** A platform id of a choice, or null before the shopper chooses. */
const choice = z.string().min(1).max(CHECKOUT_FORM_LIMITS.id).nullable();

/** An address as the checkout form holds it (shipping or billing): every field a string, blank when not given. */
export const addressFormSchema = z.object({
  name: text(ADDRESS_LIMITS.name),
  company_name: text(ADDRESS_LIMITS.company_name),
  address: text(ADDRESS_LIMITS.address),
  zip: text(ADDRESS_LIMITS.zip),
  city: text(ADDRESS_LIMITS.city),
  country: z.string().regex(COUNTRY_CODE_PATTERN),
  phone: text(ADDRESS_LIMITS.phone),
  vat: text(ADDRESS_LIMITS.vat),
});
export type AddressForm = z.infer<typeof addressFormSchema>;

const { details } = PICKUP_POINT_LIMITS;
/** The parcel locker's address parts as its widget gives them (the order's metadata keeps them). */
export const parcelLockerAddressSchema = z.object({
  street: text(details.street),
  building_number: text(details.building_number),
  flat_number: text(details.flat_number),
  post_code: text(details.post_code),
  city: text(details.city),
  province: text(details.province),
});
export type ParcelLockerAddressForm = z.infer<typeof parcelLockerAddressSchema>;

/** The point chosen in a provider's widget for a point-external method (parcel locker or courier point). */
export const pickupPointSchema = z.object({
  /** The shipping method's provider flag (metadata key): paczkomat, dpd_pickup or dhl_pickup. */
  provider: text(PICKUP_POINT_LIMITS.provider),
  /** The locker name (parcel locker) or the point code (courier points), as the provider's widget gave it. */
  code: text(PICKUP_POINT_LIMITS.code),
  /** What the widget calls the point (a courier point's name carries its address). */
  name: text(PICKUP_POINT_LIMITS.name),
  /** The locker's address in one line, for the shopper (empty for a courier point). */
  address: text(PICKUP_POINT_LIMITS.address),
  details: parcelLockerAddressSchema.nullable().optional(),
});
export type PickupPointForm = z.infer<typeof pickupPointSchema>;

export const checkoutFormSchema = z.object({
  email: text(CHECKOUT_FORM_LIMITS.email),
  comment: text(CHECKOUT_FORM_LIMITS.comment),
  shippingMethodId: choice,
  digitalShippingMethodId: choice,
  shippingAddress: addressFormSchema,
  shippingPointId: choice,
  pickupPoint: pickupPointSchema.nullable(),
  /** A signed-in shopper's wish to save the typed address to the account. */
  saveShipping: z.boolean(),
  saveBilling: z.boolean(),
  billingSame: z.boolean(),
  billingAddress: addressFormSchema,
  asCompany: z.boolean(),
  invoiceRequested: z.boolean(),
  paymentMethodId: choice,
  statute: z.boolean(),
  newsletter: z.boolean(),
  survey: z.boolean(),
  /** A guest's wish to create an account with the order (its password is never part of the form). */
  createAccount: z.boolean(),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
