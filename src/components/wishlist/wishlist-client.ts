// The wishlist in the browser, one entry for every page that needs it (./WishlistScript.astro):
// - the hearts of the page (./wishlist-hearts.ts);
// - the guest's wishlist page (./wishlist-page.ts, loaded only there);
// - on a signed-in shopper's page with hearts: a guest list still in this browser goes to the server
//   list (src/stores/wishlist-sync.ts). The page after a sign-in starts that merge wherever it is
//   (./session-flags.ts, from the shell's script); this is the retry of a merge that failed (offline),
//   and a signed-in shopper's hearts never write the local list. The page after a sign-out empties
//   the local list (./session-flags.ts).
import { $guestWishlist, pageIsSignedIn } from '../../stores/wishlist';
import { startWishlistHearts } from './wishlist-hearts';

let started = false;

export function startWishlist(): void {
  if (started) return;
  started = true;
  startWishlistHearts();
  if (document.querySelector('[data-guest-wishlist]')) void import('./wishlist-page').then((page) => page.showGuestWishlist());
  if (!pageIsSignedIn()) return;
  if ($guestWishlist.get().length > 0) void import('../../stores/wishlist-sync').then((sync) => sync.mergeGuestWishlist());
}
