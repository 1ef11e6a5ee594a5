import { defineMessages } from '../define';

// The cart as the shopper sees it outside the cart page (header badge, add-to-cart confirmations).
export const cart = defineMessages({
  en: {
    title: 'Cart',
    /** Plural forms of the number of pieces in the cart ({count}). */
    pieces: { one: '{count} item', few: '{count} items', many: '{count} items', other: '{count} items' },
    /** Accessible name of the header cart link: '{title}, {pieces}'. */
    linkLabel: '{title}, {pieces}',
    empty: 'Cart, empty',
  },
  pl: {
    title: 'Koszyk',
    pieces: { one: '{count} produkt', few: '{count} produkty', many: '{count} produktów', other: '{count} produktu' },
    linkLabel: '{title}, {pieces}',
    empty: 'Koszyk, pusty',
  },
});
