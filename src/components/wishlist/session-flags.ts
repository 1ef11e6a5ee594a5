// The browser's wishlist at the edges of a session (spec §4), run by the shell's script on every page
// at the cost of a few lines: the server flags the page after a sign-in (`process_cart`, also read by
// the cart) and the page after a sign-out (`wishlist_reset`, src/lib/account/auth-cookies.ts).
// - After a sign-in, a guest list kept in this browser goes to the server list; the merge's code loads
//   only then. A merge that fails is tried again by the next page with hearts (./wishlist-client.ts).
// - After a sign-out, the guest list is emptied.
import { WISHLIST_STORAGE_KEY } from '../../stores/wishlist-storage';

const hasFlag = (name: string) => document.cookie.split(';').some((pair) => pair.trim() === `${name}=1`);

export function syncWishlistWithSession(): void {
  if (hasFlag('wishlist_reset')) {
    document.cookie = `wishlist_reset=; Max-Age=0; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
    localStorage.removeItem(WISHLIST_STORAGE_KEY);
    return;
  }
  const stored = localStorage.getItem(WISHLIST_STORAGE_KEY);
  if (hasFlag('process_cart') && stored && stored !== '[]') void import('../../stores/wishlist-sync').then((sync) => sync.mergeGuestWishlist());
}
