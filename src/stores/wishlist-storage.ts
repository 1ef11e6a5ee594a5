/** Local storage key of the guest's wishlist (src/stores/wishlist.ts); alone so the shell's script can
 * look at it without loading the wishlist's store. */
export const WISHLIST_STORAGE_KEY = 'wishlist';
