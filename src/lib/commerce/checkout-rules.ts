// Checkout validation (docs/rules.md#checkout-order): the checks run in their fixed order and the first failure's key is returned.
// No messages here (islands use these rules with the few messages their page gives them); the
// messages of the keys are in checkout-validation.ts.
import { isAddressComplete, type AddressShape, type CompleteAddress } from './address';
import { isEmail, isFilled } from './form-rules';
import { shippingPlace, type ShippingChoice, type ShippingMethodShape } from './shipping';

export interface CheckoutConsents {
  statute: boolean;
  newsletter: boolean;
  priceComparisonSurvey: boolean;
}

/** Checkout state (docs/rules.md#checkout-state). */
export interface CheckoutState extends ShippingChoice {
  email: string;
  comment: string;
  billingAddress: AddressShape;
  digitalShippingMethod: ShippingMethodShape | null;
  invoiceRequested: boolean;
  paymentMethodId: string | null;
  consents: CheckoutConsents;
}

export const CHECKOUT_ERROR_KEYS = [
  'errors.checkout.email',
  'errors.checkout.shippingMethod',
  'errors.checkout.shippingPlace',
  'errors.checkout.shippingAddress',
  'errors.checkout.billingAddress',
  'errors.checkout.billingAddressVat',
  'errors.checkout.paymentMethod',
  'errors.checkout.consent',
  'errors.checkout.shippingCountry',
  'errors.checkout.billingCountry',
] as const;
export type CheckoutErrorKey = (typeof CHECKOUT_ERROR_KEYS)[number];

/** What the cart needs shipped: physical goods need a shipping method, digital goods a digital one. */
export interface CartShippingNeeds {
  physical: boolean;
  digital: boolean;
}

/** The billing address used for the order: the billing address when complete, else the shipping address when complete. */
export function effectiveBillingAddress(checkout: Pick<CheckoutState, 'billingAddress' | 'shippingAddress'>): CompleteAddress | null {
  if (isAddressComplete(checkout.billingAddress)) return checkout.billingAddress;
  return isAddressComplete(checkout.shippingAddress) ? checkout.shippingAddress : null;
}

/**
 * The first checkout error in the spec's order, or null when the order can be placed:
 * email, shipping method, shipping place, complete shipping address, complete billing address (falling back
 * to the shipping address), VAT number when an invoice is requested, payment method unless paid on delivery,
 * the statute consent.
 */
export function checkoutError(checkout: CheckoutState, needs: CartShippingNeeds): CheckoutErrorKey | null {
  if (!isFilled(checkout.email) || !isEmail(checkout.email)) return 'errors.checkout.email';

  const needsShippingMethod = needs.physical || !needs.digital;
  if ((needsShippingMethod && !checkout.shippingMethod) || (needs.digital && !checkout.digitalShippingMethod)) {
    return 'errors.checkout.shippingMethod';
  }

  if (needsShippingMethod) {
    const place = shippingPlace(checkout);
    if (!place) return 'errors.checkout.shippingPlace';
    if (place && typeof place === 'object' && !isAddressComplete(place)) return 'errors.checkout.shippingAddress';
  }

  const billing = effectiveBillingAddress(checkout);
  if (!billing) return 'errors.checkout.billingAddress';
  if (checkout.invoiceRequested && !billing.vat?.trim()) return 'errors.checkout.billingAddressVat';

  const payOnDelivery = needsShippingMethod && checkout.shippingMethod?.payment_on_delivery === true;
  if (!payOnDelivery && !checkout.paymentMethodId) return 'errors.checkout.paymentMethod';

  if (!checkout.consents.statute) return 'errors.checkout.consent';
  return null;
}
