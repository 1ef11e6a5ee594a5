// The checkout form's checks, with their messages given by the caller: each field's error as the shopper
// leaves it, and on submit every field's error with the first checkout rule the form breaks
// (docs/rules.md#form-validation, docs/rules.md#checkout-order). The checkout island loads them once the
// shopper starts filling the form, so a page that is only looked at does not load them.
import { ADDRESS_LIMITS } from '../commerce/address';
import type { AddressForm, CheckoutForm } from '../commerce/checkout-form-schema';
import { CHECKOUT_TEXT_LIMITS } from '../commerce/checkout-fields';
import { checkoutError, type CheckoutErrorKey } from '../commerce/checkout-rules';
import { hasStreetNumber, isEmail, isFilled, isPassword, isPhone, isPlZip } from '../commerce/form-rules';
import { PICKUP_PROVIDERS, pickupProvider } from '../commerce/shipping';
import { isPolishVatNumber, isVatNumber } from '../commerce/vat-number';
import { billingFromShipping, placeInput, showsVat, toCheckoutState, type CheckoutShape, type NewAccountForm } from './checkout-form';

export interface FieldMessages {
  required: string;
  email: string;
  phone: string;
  plZip: string;
  streetNumber: string;
  vatNumber: string;
  max: string;
  password: string;
  confirmedPassword: string;
  /** Messages checkout keys, for the choices (method, point, payment, consent). */
  checkout: Record<'shippingMethod' | 'shippingPlace' | 'paymentMethod' | 'consent', string>;
}

export interface FieldContext extends CheckoutShape {
  /** Payment methods offered for the chosen shipping (none for payment on delivery). */
  paymentMethodIds: readonly string[];
  payOnDelivery: boolean;
}

function textError(
  value: string,
  rules: { required?: boolean; max?: number; test?: (v: string) => boolean; message?: string },
  m: FieldMessages,
): string | null {
  if (!isFilled(value)) return rules.required ? m.required : null;
  if (rules.max !== undefined && [...value].length > rules.max) return m.max.replace('{max}', String(rules.max));
  if (rules.test && !rules.test(value)) return rules.message ?? m.required;
  return null;
}

function addressErrors(prefix: 'shipping' | 'billing', address: AddressForm, m: FieldMessages): [string, string | null][] {
  const polish = address.country.toUpperCase() === 'PL';
  return [
    [`${prefix}-name`, textError(address.name, { required: true, max: ADDRESS_LIMITS.name }, m)],
    [`${prefix}-address`, textError(address.address, { required: true, max: ADDRESS_LIMITS.address, test: hasStreetNumber, message: m.streetNumber }, m)],
    [`${prefix}-zip`, textError(address.zip, { required: true, max: ADDRESS_LIMITS.zip, ...(polish ? { test: isPlZip, message: m.plZip } : {}) }, m)],
    [`${prefix}-city`, textError(address.city, { required: true, max: ADDRESS_LIMITS.city }, m)],
    [`${prefix}-country`, textError(address.country, { required: true }, m)],
    [`${prefix}-phone`, textError(address.phone, { required: true, max: ADDRESS_LIMITS.phone, test: isPhone, message: m.phone }, m)],
  ];
}

/**
 * Every field's error in the order the fields appear (ids are the inputs' ids; a group's id is its first
 * control's). Only fields on screen are checked.
 */
export function checkoutFieldErrors(form: CheckoutForm, context: FieldContext, m: FieldMessages, account?: NewAccountForm): [string, string][] {
  const place = placeInput(context);
  const out: [string, string | null][] = [
    ['checkout-email', textError(form.email, { required: true, max: CHECKOUT_TEXT_LIMITS.email, test: isEmail, message: m.email }, m)],
  ];
  if (context.physical) out.push(['shipping-method', context.method ? null : m.checkout.shippingMethod]);
  if (place === 'point') out.push(['shipping-point', form.shippingPointId ? null : m.checkout.shippingPlace]);
  if (place === 'pickup') {
    const provider = pickupProvider(context.method);
    out.push(['pickup-point', provider && form.pickupPoint?.provider === PICKUP_PROVIDERS[provider] ? null : m.checkout.shippingPlace]);
    out.push(['shipping-phone', textError(form.shippingAddress.phone, { required: true, max: ADDRESS_LIMITS.phone, test: isPhone, message: m.phone }, m)]);
  }
  if (place === 'address') out.push(...addressErrors('shipping', form.shippingAddress, m));
  if (context.digital) out.push(['digital-method', context.digitalMethod ? null : m.checkout.shippingMethod]);
  if (!billingFromShipping(form, context)) out.push(...addressErrors('billing', form.billingAddress, m));
  if (form.asCompany) out.push(['billing-company', textError(form.billingAddress.company_name, { required: true, max: ADDRESS_LIMITS.company_name }, m)]);
  if (showsVat(form)) {
    const billingCountry = (billingFromShipping(form, context) ? form.shippingAddress : form.billingAddress).country.toUpperCase();
    const test = billingCountry === 'PL' ? isPolishVatNumber : isVatNumber;
    out.push(['billing-vat', textError(form.billingAddress.vat, { required: form.invoiceRequested, max: ADDRESS_LIMITS.vat, test, message: m.vatNumber }, m)]);
  }
  if (!context.payOnDelivery) {
    out.push(['payment-method', form.paymentMethodId && context.paymentMethodIds.includes(form.paymentMethodId) ? null : m.checkout.paymentMethod]);
  }
  if (form.createAccount && account) {
    out.push(['account-password', textError(account.password, { required: true, max: 255, test: isPassword, message: m.password }, m)]);
    out.push(['account-password-confirmation', account.confirmation === account.password ? null : m.confirmedPassword]);
  }
  out.push(['consent-statute', form.statute ? null : m.checkout.consent]);
  out.push(['checkout-comment', textError(form.comment, { max: CHECKOUT_TEXT_LIMITS.comment }, m)]);
  return out.filter((entry): entry is [string, string] => entry[1] !== null);
}

/** The field a checkout error key (docs/rules.md#checkout-order) sends the shopper to: its own field when invalid, else its group's first. */
export function fieldOfCheckoutError(key: CheckoutErrorKey, invalid: readonly string[], context: Pick<CheckoutShape, 'physical' | 'method'>): string {
  const first = (prefix: string, fallback: string) => invalid.find((id) => id.startsWith(prefix)) ?? fallback;
  switch (key) {
    case 'errors.checkout.email':
      return 'checkout-email';
    case 'errors.checkout.shippingMethod':
      return context.physical && !context.method ? 'shipping-method' : 'digital-method';
    case 'errors.checkout.shippingPlace':
      return placeInput(context) === 'point' ? 'shipping-point' : 'pickup-point';
    case 'errors.checkout.shippingAddress':
      return first('shipping-', 'shipping-name');
    case 'errors.checkout.billingAddress':
      return first('billing-', 'billing-name');
    case 'errors.checkout.billingAddressVat':
      return 'billing-vat';
    case 'errors.checkout.paymentMethod':
      return 'payment-method';
    case 'errors.checkout.consent':
      return 'consent-statute';
    case 'errors.checkout.shippingCountry':
      return 'shipping-country';
    case 'errors.checkout.billingCountry':
      return 'billing-country';
  }
}

/**
 * What the submit finds: every field's error (checkoutFieldErrors) and the first checkout rule the form
 * breaks, null when it breaks none.
 */
export function submitErrors(
  form: CheckoutForm,
  context: FieldContext,
  m: FieldMessages,
  account?: NewAccountForm,
): { invalid: [string, string][]; key: CheckoutErrorKey | null } {
  return {
    invalid: checkoutFieldErrors(form, context, m, account),
    key: checkoutError(toCheckoutState(form, context), context),
  };
}
