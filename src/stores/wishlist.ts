// The guest's wishlist in the browser (docs/rules.md#wishlist-guest-and-account): a local list of product ids in local storage, shared
// by every tab. A signed-in shopper's list is the server's (src/stores/wishlist-sync.ts); which of the
// two applies is what the server rendered, since tokens are HttpOnly: the header's account menu says
// whether the page is a signed-in shopper's. Part of the wishlist script (src/components/wishlist/
// wishlist-client.ts), which only pages with hearts, the wishlist page and signed-in pages load.
import { persistentAtom } from '@nanostores/persistent';

import { array, parseStored, string } from '../lib/stored-value';
import { WISHLIST_STORAGE_KEY } from './storage-keys';

/** The most products a guest's list keeps (the oldest go first); also the actions' input bound. */
export const WISHLIST_MAX_ITEMS = 100;

// Ids only; the server checks that they are products (uuids) before any use.
const storedList = array(string());

/** The guest's list as read from storage: anything else is an empty list (never breaks the page). */
export function decodeWishlist(raw: string | null | undefined): string[] {
  const list = parseStored(raw, storedList);
  return list ? [...new Set(list)].slice(-WISHLIST_MAX_ITEMS) : [];
}

/** The guest's product ids, oldest first. */
export const $guestWishlist = persistentAtom<string[]>(WISHLIST_STORAGE_KEY, [], { encode: JSON.stringify, decode: decodeWishlist, listen: true });

/** Whether the server rendered this page for a signed-in shopper (src/components/account/AccountMenu.astro). */
export const pageIsSignedIn = (): boolean => document.querySelector<HTMLElement>('[data-account-menu]')?.dataset.accountMenu === 'signed-in';

/** Adds to the guest's list; false when it was there already (adding is skipped). */
export function addToGuestWishlist(productId: string): boolean {
  const list = $guestWishlist.get();
  if (list.includes(productId)) return false;
  $guestWishlist.set([...list, productId].slice(-WISHLIST_MAX_ITEMS));
  return true;
}

export function removeFromGuestWishlist(productId: string): void {
  $guestWishlist.set($guestWishlist.get().filter((id) => id !== productId));
}
