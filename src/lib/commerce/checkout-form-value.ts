// The checkout form as the browser reads it back from session storage: built from the same field tables
// as the form's schema (./checkout-form-schema.ts, in zod) with the small parsers of
// src/lib/stored-value.ts, because zod would not fit the checkout page's script budget. Its test holds
// this parser and the schema to the same fixtures, accepted and refused alike; its types are the schema's.
import { ADDRESS_LIMITS, COUNTRY_CODE_PATTERN, DEFAULT_COUNTRY } from './address';
import type { AddressForm, CheckoutForm } from './checkout-form-schema';
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
import { boolean, nullable, object, objectOr, optional, parseStored, refine, string, type Parse } from '../stored-value';

const addressFields = { ...fieldsOf(ADDRESS_LIMITS, string), country: string(2, COUNTRY_CODE_PATTERN) };
export const addressFormValue: Parse<AddressForm> = object(addressFields);

const pickupPointValue = object({
  ...fieldsOf(PICKUP_POINT_LIMITS, string),
  details: optional(nullable(object(fieldsOf(PARCEL_LOCKER_ADDRESS_LIMITS, string)))),
});

const formFields = (address: Parse<AddressForm>) => ({
  ...fieldsOf(CHECKOUT_TEXT_LIMITS, string),
  ...sameFields(CHECKOUT_CHOICES, nullable(refine(string(CHOICE_ID_MAX_LENGTH), (id) => id !== ''))),
  ...sameFields(CHECKOUT_FLAGS, boolean),
  shippingAddress: address,
  billingAddress: address,
  pickupPoint: nullable(pickupPointValue),
});

/** The whole form, or INVALID when any part of it is not what the form holds (the schema's verdict). */
export const checkoutFormValue: Parse<CheckoutForm> = object(formFields(addressFormValue));

const emptyAddress = (): AddressForm => ({ ...fieldsOf(ADDRESS_LIMITS, () => ''), country: DEFAULT_COUNTRY });

/** A form the shopper has not touched: nothing typed or chosen, billing to the shipping address. */
export function emptyCheckoutForm(): CheckoutForm {
  return {
    ...fieldsOf(CHECKOUT_TEXT_LIMITS, () => ''),
    ...sameFields(CHECKOUT_CHOICES, null),
    ...sameFields(CHECKOUT_FLAGS, false),
    billingSame: true,
    shippingAddress: emptyAddress(),
    billingAddress: emptyAddress(),
    pickupPoint: null,
  };
}

// Reading back what the shopper typed: a field the form cannot hold (a VAT number typed past its
// limit, a value edited by hand) starts empty, and the rest of the form is kept.
const storedForm: Parse<CheckoutForm> = objectOr(formFields(objectOr(addressFields, emptyAddress)), emptyCheckoutForm);

/** The stored form, or a fresh one when storage holds no form at all. */
export function decodeCheckoutForm(raw: string | null | undefined): CheckoutForm {
  return parseStored(raw, storedForm) ?? emptyCheckoutForm();
}
