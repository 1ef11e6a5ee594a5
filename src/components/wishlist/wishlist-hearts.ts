// The hearts of a page (./WishlistHeart.astro): each shows whether its product is on the list that
// applies (the guest's local list, or the signed-in shopper's server list) and toggles it.
// Plain DOM and nanostores; the actions client comes in only for a
// signed-in shopper (src/stores/wishlist-sync.ts). Of the server list the page knows only what it
// asked (the check of its hearts' products) and what it changed.
import { $guestWishlist, addToGuestWishlist, pageIsSignedIn, removeFromGuestWishlist } from '../../stores/wishlist';
import { notify } from '../../stores/notifications';
import { track } from '../../stores/analytics';
import { goHomeIfSessionEnded } from '../../stores/session-ended';

const sync = () => import('../../stores/wishlist-sync');
const onServer = new Set<string>();
let signedIn = false;

function render(): void {
  const ids = signedIn ? onServer : new Set($guestWishlist.get());
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-wishlist-heart]')) {
    const on = ids.has(button.dataset.wishlistHeart ?? '');
    button.setAttribute('aria-pressed', String(on));
    button.setAttribute('aria-label', (on ? button.dataset.labelRemove : button.dataset.labelAdd) ?? '');
    button.hidden = false;
  }
}

function markOnServer(ids: readonly string[], on: boolean): void {
  for (const id of ids) {
    if (on) onServer.add(id);
    else onServer.delete(id);
  }
  render();
}

async function toggleOnServer(productId: string, name: string, add: boolean): Promise<void> {
  markOnServer([productId], add);
  const { addOnServer, removeOnServer, warnSignedOut, wishlistText } = await sync();
  const outcome = add ? await addOnServer(productId) : await removeOnServer(productId);
  const text = wishlistText();
  if (outcome === 'done') {
    if (add) track({ name: 'addToWishlist', productId });
    if (add) notify({ title: text.addedTitle, text: text.addedText?.replace('{name}', name), type: 'success', group: 'wishlist' });
    return;
  }
  markOnServer([productId], !add);
  if (outcome === 'signed-out' && goHomeIfSessionEnded()) return;
  if (outcome === 'signed-out') warnSignedOut();
  else notify({ title: text.failedTitle, text: text.failedText, type: 'error', group: 'wishlist' });
}

function toggle(button: HTMLButtonElement): void {
  const productId = button.dataset.wishlistHeart ?? '';
  const add = button.getAttribute('aria-pressed') !== 'true';
  if (signedIn) void toggleOnServer(productId, button.dataset.name ?? '', add);
  else if (!add) removeFromGuestWishlist(productId);
  // Adding is skipped when the product is on the list already; a guest learns that signing in keeps it.
  else if (addToGuestWishlist(productId)) {
    track({ name: 'addToWishlist', productId });
    const text = JSON.parse(document.querySelector<HTMLElement>('[data-wishlist-text]')?.dataset.wishlistText || '{}') as Record<string, string>;
    notify({ title: text.addedTitle, text: text.guestHint, type: 'success', group: 'wishlist' });
  }
}

/** Shows and wires the hearts of the page, if it has any. */
export function startWishlistHearts(): void {
  if (!document.querySelector('[data-wishlist-heart]')) return;
  signedIn = pageIsSignedIn();
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('button[data-wishlist-heart]');
    if (button) toggle(button);
  });
  if (!signedIn) {
    $guestWishlist.subscribe(render);
    return;
  }
  render();
  document.addEventListener('wishlist:server', (event) => markOnServer((event as CustomEvent<string[]>).detail, true));
  const ids = [...document.querySelectorAll<HTMLElement>('[data-wishlist-heart]')].map((button) => button.dataset.wishlistHeart ?? '');
  void sync()
    .then(({ checkOnServer }) => checkOnServer(ids))
    .then((onList) => markOnServer(onList, true));
}
