// The wishlist in the browser (spec §4), one entry for every page that needs it (./WishlistScript.astro):
// - the hearts of the page (./wishlist-hearts.ts);
// - the guest's wishlist page (./wishlist-page.ts, loaded only there);
// - on a signed-in shopper's page: the guest's local list goes to the server list after a sign-in
//   (src/stores/wishlist-sync.ts). It runs on any signed-in page while the local list is not empty,
//   not only on the first page after the sign-in: a merge that failed (offline) is tried again on the
//   next page, and a signed-in shopper's hearts never write the local list. Signing out (the header's
//   or the overview's form) empties the local list; what the page knew of the server list goes with
//   the page, since sign-out is a form POST and a new page.
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
  document.addEventListener('submit', (event) => {
    if ((event.target as Element).matches('form[data-sign-out]')) $guestWishlist.set([]);
  });
}
