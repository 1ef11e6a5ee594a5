// The keys under which the shop keeps things in this browser, in one place so that no two stored values
// share a key and a page can read or forget one without loading the store that owns it.

/** Local storage: the guest's cart (src/stores/cart.ts). */
export const CART_STORAGE_KEY = 'cart';
/** Local storage: the guest's wishlist (src/stores/wishlist.ts). */
export const WISHLIST_STORAGE_KEY = 'wishlist';
/** Local storage: the last order attempt of the checkout (src/stores/checkout-attempt.ts). */
export const ATTEMPT_STORAGE_KEY = 'checkout-attempt';
/** This tab's session storage: the checkout form as filled (src/stores/checkout.ts). */
export const CHECKOUT_STORAGE_KEY = 'checkout';
