// The signed-in shopper's server list from the browser, through the wishlist actions (docs/rules.md#wishlist-merge).
// Loaded only when needed (a signed-in page with hearts, a heart toggled, the merge after a sign-in),
// with the actions client, so a guest's page never loads it. What it learns of the server list it
// announces as a `wishlist:server` event (detail: product ids on the list) for the page's hearts.
import { actions } from 'astro:actions';
import { $guestWishlist, WISHLIST_MAX_ITEMS } from './wishlist';
import { notify } from './notifications';
import { goHomeIfSessionEnded } from './session-ended';

export type SyncOutcome = 'done' | 'signed-out' | 'failed';
export const SERVER_LIST_EVENT = 'wishlist:server';

const pageLocale = () => (document.documentElement.lang === 'en' ? 'en' : 'pl');

/** The notification texts the layout rendered (src/components/wishlist/WishlistText.astro). */
export function wishlistText(): Record<string, string | undefined> {
  return JSON.parse(document.querySelector<HTMLElement>('[data-wishlist-text]')?.dataset.wishlistText || '{}') as Record<string, string | undefined>;
}

/** Wishlist actions warn when the shopper is not signed in (docs/rules.md#wishlist-guest-and-account). */
export function warnSignedOut(): void {
  const text = wishlistText();
  notify({ title: text.signInTitle, text: text.signInText, type: 'warn', group: 'wishlist' });
}

const outcomeOf = (error: { code: string } | undefined): SyncOutcome => (!error ? 'done' : error.code === 'UNAUTHORIZED' ? 'signed-out' : 'failed');

/** Which of the products are on the server list; a failed check means none is. */
export async function checkOnServer(productIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(productIds)];
  const onList: string[] = [];
  for (let start = 0; start < ids.length; start += WISHLIST_MAX_ITEMS) {
    const { data } = await actions.checkWishlist({ locale: pageLocale(), productIds: ids.slice(start, start + WISHLIST_MAX_ITEMS) });
    if (data) onList.push(...data.onList);
  }
  return onList;
}

export async function addOnServer(productId: string): Promise<SyncOutcome> {
  return outcomeOf((await actions.addToWishlist({ locale: pageLocale(), productIds: [productId] })).error);
}

export async function removeOnServer(productId: string): Promise<SyncOutcome> {
  const form = new FormData();
  form.set('locale', pageLocale());
  form.set('productId', productId);
  return outcomeOf((await actions.removeFromWishlist(form)).error);
}

let merging: Promise<void> | undefined;

/**
 * After a sign-in: the guest's products not on the server list yet are added there (the
 * action skips those already on it), the local list is emptied and the server list fetched. A failure
 * keeps the local list for the next page.
 */
export function mergeGuestWishlist(): Promise<void> {
  merging ??= (async () => {
    const local = $guestWishlist.get();
    if (local.length === 0) return;
    const { data, error } = await actions.addToWishlist({ locale: pageLocale(), productIds: local });
    if (error) {
      if (error.code === 'UNAUTHORIZED' && !goHomeIfSessionEnded()) warnSignedOut();
      return;
    }
    $guestWishlist.set([]);
    // The account's wishlist page was rendered before the merge: it shows the union after a reload.
    if (document.querySelector('[data-account-wishlist]')) {
      location.reload();
      return;
    }
    const text = wishlistText();
    notify({ title: text.mergedTitle, text: text.mergedText, type: 'success', group: 'wishlist' });
    const list = await actions.listWishlist({ locale: pageLocale(), page: 1 });
    document.dispatchEvent(new CustomEvent(SERVER_LIST_EVENT, { detail: [...data.onList, ...(list.data?.productIds ?? [])] }));
  })().finally(() => {
    merging = undefined;
  });
  return merging;
}
