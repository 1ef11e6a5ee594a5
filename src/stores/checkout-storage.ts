// Where the checkout form is kept: this tab's session storage. Apart from the checkout store, so that a
// page without the checkout (the cart, a product) forgets the stored form when the platform refuses the
// cart (the reset of checkout, docs/rules.md#cart-restore) without loading the checkout store.
import { CHECKOUT_STORAGE_KEY } from './storage-keys';

export function checkoutStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage disabled: the form still works, it just does not survive a reload
  }
}

export function forgetStoredCheckout(): void {
  try {
    checkoutStorage()?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // nothing stored to forget
  }
}
