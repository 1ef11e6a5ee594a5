// The checkout form's state (docs/rules.md#checkout-state), kept in session storage so that a reload or a
// return from the cart keeps what the shopper typed. Nothing secret is in it: no password, no token.
// The stored value's shape is checked (src/lib/stored-value.ts) and anything that is not a valid form
// becomes a fresh one. The attempt key that makes a placement idempotent is not
// here: it is shared by every tab of the browser, next to the cart (src/stores/checkout-attempt.ts).
import { atom } from 'nanostores';
import { DEFAULT_COUNTRY } from '../lib/commerce/address';
import { boolean, nullable, object, optional, parseStored, string, type Parsed } from '../lib/stored-value';
import { onCartEvent } from './cart-events';
import { CHECKOUT_STORAGE_KEY, checkoutStorage as storage, forgetStoredCheckout } from './checkout-storage';

export { CHECKOUT_STORAGE_KEY };

const text = (max: number) => string(max);
const address = object({
  name: text(255),
  company_name: text(255),
  address: text(255),
  zip: text(16),
  city: text(255),
  country: string(2, /^[A-Z]{2}$/),
  phone: text(32),
  vat: text(32),
});
export type AddressForm = Parsed<typeof address>;

const id = nullable(text(128));
const form = object({
  email: text(255),
  comment: text(5000),
  shippingMethodId: id,
  digitalShippingMethodId: id,
  shippingAddress: address,
  shippingPointId: id,
  /** The pick-up point chosen in a provider's widget for a point-external method (parcel locker or courier point). */
  pickupPoint: nullable(object({
    provider: text(32),
    code: text(64),
    name: text(255),
    address: text(255),
    details: optional(nullable(object({ street: text(255), building_number: text(64), flat_number: text(64), post_code: text(16), city: text(255), province: text(255) }))),
  })),
  /** A signed-in shopper's wish to save the typed address to the account. */
  saveShipping: boolean,
  saveBilling: boolean,
  billingSame: boolean,
  billingAddress: address,
  asCompany: boolean,
  invoiceRequested: boolean,
  paymentMethodId: id,
  statute: boolean,
  newsletter: boolean,
  survey: boolean,
  /** A guest's wish to create an account with the order (the password is never stored: $newAccount). */
  createAccount: boolean,
});
export type CheckoutForm = Parsed<typeof form>;

export const emptyAddress = (): AddressForm => ({ name: '', company_name: '', address: '', zip: '', city: '', country: DEFAULT_COUNTRY, phone: '', vat: '' });

export function emptyCheckoutForm(): CheckoutForm {
  return {
    email: '', comment: '', shippingMethodId: null, digitalShippingMethodId: null, shippingAddress: emptyAddress(), shippingPointId: null, pickupPoint: null, saveShipping: false, saveBilling: false,
    billingSame: true, billingAddress: emptyAddress(), asCompany: false, invoiceRequested: false, paymentMethodId: null, statute: false, newsletter: false, survey: false, createAccount: false,
  };
}

/** The stored form, or a fresh one when storage holds nothing valid. */
export function decodeCheckoutForm(raw: string | null | undefined): CheckoutForm {
  return parseStored(raw, form) ?? emptyCheckoutForm();
}

export const $checkout = atom<CheckoutForm>(decodeCheckoutForm(storage()?.getItem(CHECKOUT_STORAGE_KEY)));

$checkout.listen((value) => {
  try {
    storage()?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // quota or privacy mode: keep going without persistence
  }
});

export function updateCheckout(patch: Partial<CheckoutForm>): void {
  $checkout.set({ ...$checkout.get(), ...patch });
}

export function updateAddress(which: 'shippingAddress' | 'billingAddress', patch: Partial<AddressForm>): void {
  const current = $checkout.get();
  $checkout.set({ ...current, [which]: { ...current[which], ...patch } });
}

/** The password of the account created with the order: in memory only, never in storage. */
export const $newAccount = atom({ password: '', confirmation: '' });

/** Forgets the checkout (the reset of checkout, docs/rules.md#cart-restore; also once an order exists). */
export function resetCheckout(): void {
  $checkout.set(emptyCheckoutForm());
  forgetStoredCheckout();
}

// The platform refusing the cart resets the checkout (docs/rules.md#checkout-state); the cart rules have emptied the cart.
onCartEvent((event) => {
  if (event.type === 'refused') resetCheckout();
});
