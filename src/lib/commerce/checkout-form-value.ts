// The checkout form as the browser reads it back from session storage: the rules of
// ./checkout-form-schema.ts (the one definition, in zod) written with the small parsers of
// src/lib/stored-value.ts, because zod would not fit the checkout page's script budget. Its test holds
// this parser and the schema to the same fixtures, accepted and refused alike; its types are the schema's.
import { ADDRESS_LIMITS, COUNTRY_CODE_PATTERN, DEFAULT_COUNTRY } from './address';
import type { AddressForm, CheckoutForm, ParcelLockerAddressForm, PickupPointForm } from './checkout-form-schema';
import { CHECKOUT_FORM_LIMITS, PICKUP_POINT_LIMITS } from './checkout-limits';
import { boolean, nullable, object, objectOr, optional, parseStored, refine, string, type Parse } from '../stored-value';

const text = (max: number) => string(max);
const choice = nullable(refine(string(CHECKOUT_FORM_LIMITS.id), (id) => id !== ''));

const addressFields = {
  name: text(ADDRESS_LIMITS.name),
  company_name: text(ADDRESS_LIMITS.company_name),
  address: text(ADDRESS_LIMITS.address),
  zip: text(ADDRESS_LIMITS.zip),
  city: text(ADDRESS_LIMITS.city),
  country: string(2, COUNTRY_CODE_PATTERN),
  phone: text(ADDRESS_LIMITS.phone),
  vat: text(ADDRESS_LIMITS.vat),
};
export const addressFormValue: Parse<AddressForm> = object(addressFields);

const { details } = PICKUP_POINT_LIMITS;
const parcelLockerAddressValue: Parse<ParcelLockerAddressForm> = object({
  street: text(details.street),
  building_number: text(details.building_number),
  flat_number: text(details.flat_number),
  post_code: text(details.post_code),
  city: text(details.city),
  province: text(details.province),
});

const pickupPointValue: Parse<PickupPointForm> = object({
  provider: text(PICKUP_POINT_LIMITS.provider),
  code: text(PICKUP_POINT_LIMITS.code),
  name: text(PICKUP_POINT_LIMITS.name),
  address: text(PICKUP_POINT_LIMITS.address),
  details: optional(nullable(parcelLockerAddressValue)),
});

const formFields = (address: Parse<AddressForm>) => ({
  email: text(CHECKOUT_FORM_LIMITS.email),
  comment: text(CHECKOUT_FORM_LIMITS.comment),
  shippingMethodId: choice,
  digitalShippingMethodId: choice,
  shippingAddress: address,
  shippingPointId: choice,
  pickupPoint: nullable(pickupPointValue),
  saveShipping: boolean,
  saveBilling: boolean,
  billingSame: boolean,
  billingAddress: address,
  asCompany: boolean,
  invoiceRequested: boolean,
  paymentMethodId: choice,
  statute: boolean,
  newsletter: boolean,
  survey: boolean,
  createAccount: boolean,
});

/** The whole form, or INVALID when any part of it is not what the form holds (the schema's verdict). */
export const checkoutFormValue: Parse<CheckoutForm> = object(formFields(addressFormValue));

const emptyAddress = (): AddressForm => ({ name: '', company_name: '', address: '', zip: '', city: '', country: DEFAULT_COUNTRY, phone: '', vat: '' });

export function emptyCheckoutForm(): CheckoutForm {
  return {
    email: '', comment: '', shippingMethodId: null, digitalShippingMethodId: null, shippingAddress: emptyAddress(), shippingPointId: null, pickupPoint: null, saveShipping: false, saveBilling: false,
    billingSame: true, billingAddress: emptyAddress(), asCompany: false, invoiceRequested: false, paymentMethodId: null, statute: false, newsletter: false, survey: false, createAccount: false,
  };
}

// Reading back what the shopper typed: a field the form cannot hold (a VAT number typed past its
// limit, a value edited by hand) starts empty, and the rest of the form is kept.
const storedForm: Parse<CheckoutForm> = objectOr(formFields(objectOr(addressFields, emptyAddress)), emptyCheckoutForm);

/** The stored form, or a fresh one when storage holds no form at all. */
export function decodeCheckoutForm(raw: string | null | undefined): CheckoutForm {
  return parseStored(raw, storedForm) ?? emptyCheckoutForm();
}
