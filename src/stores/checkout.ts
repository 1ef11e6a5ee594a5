// The checkout form's state (docs/rules.md#checkout-state), kept in session storage so that a reload or a
// return from the cart keeps what the shopper typed. Nothing secret is in it: no password, no token.
// The form's shape is src/lib/commerce/checkout-form-schema.ts; the stored value is read back with
// src/lib/commerce/checkout-form-value.ts (a field the form cannot hold starts empty). The attempt key
// that makes a placement idempotent is not here: it is shared by every tab of the browser, next to the
// cart (src/stores/checkout-attempt.ts).
import { atom } from 'nanostores';
import type { AddressForm, CheckoutForm } from '../lib/commerce/checkout-form-schema';
import { decodeCheckoutForm, emptyCheckoutForm } from '../lib/commerce/checkout-form-value';
import { onCartEvent } from './cart-events';
import { checkoutStorage as storage, forgetStoredCheckout } from './checkout-storage';
import { CHECKOUT_STORAGE_KEY } from './storage-keys';

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
