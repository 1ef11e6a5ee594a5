// The checkout form as the shopper fills it: how the chosen shipping shapes it, and the spec's checkout
// state it makes. Pure and catalogue-free: the checkout island and the placeOrder action share it, so
// both read the form the same way. Its checks are ./checkout-checks.ts.
import type { AddressShape } from '../commerce/address';
import type { AddressForm, CheckoutForm } from '../commerce/checkout-form-schema';
import type { CheckoutState } from '../commerce/checkout-rules';
import { PICKUP_PROVIDERS, pickupProvider, shippingPlaceKind, type ShippingMethodShape } from '../commerce/shipping';

/** The password of an account created with the order (never stored with the form). */
export interface NewAccountForm {
  password: string;
  confirmation: string;
}

/** How the chosen shipping shapes the form. */
export interface CheckoutShape {
  /** The cart has physical goods (needs a shipping method and place). */
  physical: boolean;
  /** The cart has digital goods (needs a digital shipping method). */
  digital: boolean;
  method: ShippingMethodShape | null;
  digitalMethod: ShippingMethodShape | null;
}

export type PlaceInput = 'address' | 'point' | 'pickup' | null;

/**
 * What the shopper gives as the shipping place (src/lib/commerce/shipping.ts shippingPlaceKind):
 * a platform point, a point picked in a provider's widget (with a phone), otherwise an address.
 */
export function placeInput(shape: Pick<CheckoutShape, 'physical' | 'method'>): PlaceInput {
  if (!shape.physical) return null;
  const kind = shippingPlaceKind(shape.method);
  return kind === 'parcelLocker' || kind === 'courierPoint' ? 'pickup' : kind;
}

/** The shipping address doubles as the billing address only for address delivery with the box ticked. */
export function billingFromShipping(form: Pick<CheckoutForm, 'billingSame'>, shape: Pick<CheckoutShape, 'physical' | 'method'>): boolean {
  return form.billingSame && placeInput(shape) === 'address';
}

/** The VAT number field shows for a company or an invoice. */
export const showsVat = (form: Pick<CheckoutForm, 'asCompany' | 'invoiceRequested'>): boolean => form.asCompany || form.invoiceRequested;

const trimAddress = (address: AddressForm): AddressShape => ({
  name: address.name.trim(),
  address: address.address.trim(),
  city: address.city.trim(),
  zip: address.zip.trim(),
  country: address.country.trim().toUpperCase(),
  phone: address.phone.trim(),
});

/** The spec's checkout state of the form and the chosen methods. */
export function toCheckoutState(form: CheckoutForm, shape: CheckoutShape): CheckoutState {
  const place = placeInput(shape);
  const provider = pickupProvider(shape.method);
  const billingBase = billingFromShipping(form, shape) ? form.shippingAddress : form.billingAddress;
  const billingAddress: AddressShape = {
    ...trimAddress(billingBase),
    ...(form.asCompany && form.billingAddress.company_name.trim() ? { company_name: form.billingAddress.company_name.trim() } : {}),
    ...(showsVat(form) && form.billingAddress.vat.trim() ? { vat: form.billingAddress.vat.trim() } : {}),
  };
  // A point chosen for another provider's method does not count.
  const point = provider && form.pickupPoint?.provider === PICKUP_PROVIDERS[provider] && form.pickupPoint.code.trim() ? form.pickupPoint : null;
  return {
    email: form.email,
    comment: form.comment,
    shippingMethod: shape.physical ? shape.method : null,
    digitalShippingMethod: shape.digital ? shape.digitalMethod : null,
    // For a point the shipping address carries only the phone the carrier needs.
    shippingAddress: place === 'address' ? trimAddress(form.shippingAddress) : { phone: form.shippingAddress.phone.trim() },
    shippingPointId: place === 'point' ? form.shippingPointId : null,
    parcelLocker: place === 'pickup' && provider === 'parcelLocker' && point ? { name: point.code.trim(), address_details: point.details ?? {} } : null,
    courierPoint: place === 'pickup' && provider !== 'parcelLocker' && point ? { code: point.code.trim(), name: point.name } : null,
    billingAddress,
    invoiceRequested: form.invoiceRequested,
    paymentMethodId: form.paymentMethodId,
    consents: { statute: form.statute, newsletter: form.newsletter, priceComparisonSurvey: form.survey },
  };
}
