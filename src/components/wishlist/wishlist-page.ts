// The guest's wishlist page (./GuestWishlistView.astro): the products of the local list as cards
// cloned from the page's template, in the order they were added, each with a remove button.
import { actions } from 'astro:actions';
import { $guestWishlist, removeFromGuestWishlist } from '../../stores/wishlist';
import type { WishlistCard } from '../../actions/wishlist/wishlist';

interface Texts {
  remove: string;
  removed: string;
  was: string;
  gone: string;
}

const fill = (template: string, key: string, value: string) => template.replace(`{${key}}`, value);

function cardElement(template: HTMLTemplateElement, card: WishlistCard, texts: Texts): HTMLElement {
  const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  item.dataset.wishlistItem = card.id;
  const article = item.querySelector<HTMLElement>('[data-product-card]');
  if (article) article.dataset.productId = card.id;
  item.querySelector('.product-card__link')?.setAttribute('href', card.href);
  const img = item.querySelector('img');
  if (card.image && img) {
    img.src = card.image.src;
    img.srcset = card.image.srcset;
  } else img?.remove();
  const name = item.querySelector('.product-card__name');
  if (name) name.textContent = card.name;
  const subtext = item.querySelector('.product-card__subtext');
  if (card.subtext && subtext) subtext.textContent = card.subtext;
  else subtext?.remove();
  const now = item.querySelector('[data-price]');
  const before = item.querySelector('.product-card__before');
  if (card.priceText && now) now.textContent = card.priceText;
  else now?.remove();
  if (card.priceBeforeText && before) {
    const [hidden, shown] = before.querySelectorAll('span');
    if (hidden) hidden.textContent = fill(texts.was, 'price', card.priceBeforeText);
    if (shown) shown.textContent = card.priceBeforeText;
  } else before?.remove();
  if (card.available) item.querySelector('.product-card__unavailable')?.remove();
  const remove = item.querySelector<HTMLButtonElement>('[data-wishlist-remove]');
  if (remove) {
    remove.dataset.wishlistRemove = card.id;
    remove.dataset.name = card.name;
    remove.setAttribute('aria-label', fill(texts.remove, 'name', card.name));
  }
  return item;
}

export async function showGuestWishlist(): Promise<void> {
  const section = document.querySelector<HTMLElement>('[data-guest-wishlist]');
  const list = document.querySelector<HTMLUListElement>('[data-wishlist-list]');
  const empty = document.querySelector<HTMLElement>('[data-wishlist-empty]');
  const status = document.querySelector<HTMLElement>('[data-wishlist-status]');
  const template = document.querySelector<HTMLTemplateElement>('template[data-wishlist-card]');
  if (!section || !list || !empty || !status || !template) return;
  const texts = JSON.parse(section.dataset.guestWishlist ?? '{}') as Texts;
  const showEmpty = () => {
    list.hidden = list.childElementCount === 0;
    empty.hidden = list.childElementCount > 0;
  };

  list.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-wishlist-remove]');
    const id = button?.dataset.wishlistRemove;
    if (!button || !id) return;
    const item = button.closest('li');
    // Focus goes to the next card's remove button (or the previous, or the heading), not to the page's start.
    const neighbour =
      (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>('[data-wishlist-remove]') ??
      document.getElementById('wishlist-heading');
    removeFromGuestWishlist(id);
    item?.remove();
    status.textContent = fill(texts.removed, 'name', button.dataset.name ?? '');
    showEmpty();
    if (neighbour === document.getElementById('wishlist-heading')) neighbour?.setAttribute('tabindex', '-1');
    neighbour?.focus();
  });

  const ids = $guestWishlist.get();
  if (ids.length === 0) {
    showEmpty();
    return;
  }
  const { data, error } = await actions.wishlistProducts({ locale: document.documentElement.lang === 'en' ? 'en' : 'pl', productIds: ids });
  if (error) {
    status.textContent = error.message;
    return;
  }
  list.replaceChildren(...data.cards.map((card) => cardElement(template, card, texts)));
  if (data.cards.length < ids.length) status.textContent = texts.gone;
  showEmpty();
  // Another tab removing a product: its card goes here too.
  $guestWishlist.listen((now) => {
    for (const item of list.querySelectorAll<HTMLElement>('[data-wishlist-item]')) if (!now.includes(item.dataset.wishlistItem ?? '')) item.remove();
    showEmpty();
  });
}
