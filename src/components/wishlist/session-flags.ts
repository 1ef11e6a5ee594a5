// The browser's wishlist at the edges of a session, run by the shell's script on the pages
// the server flags (../shell/ShellScripts.astro): after a sign-in a guest list kept in this browser
// goes to the server list, its code loaded only then (a merge that fails is tried again by the next
// page with hearts, ./wishlist-client.ts); after a sign-out the guest list is emptied.
import { WISHLIST_STORAGE_KEY } from '../../stores/storage-keys';

export function resetWishlist(): void {
  localStorage.removeItem(WISHLIST_STORAGE_KEY);
}

export function mergeWishlistAfterSignIn(): void {
  const stored = localStorage.getItem(WISHLIST_STORAGE_KEY);
  if (stored && stored !== '[]') void import('../../stores/wishlist-sync').then((sync) => sync.mergeGuestWishlist());
}
