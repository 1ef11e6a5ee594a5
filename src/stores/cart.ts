// The shopper's cart in the browser (docs/rules.md#cart-restore): kept in local storage, synced across tabs by the
// storage event, restored with the 7-day rule. The cart rules themselves live in src/lib/commerce/cart.ts;
// this module only stores, validates and restores (adding a product is in ./cart-add.ts, which only the
// pages that add load). The stored value's shape is checked with the small parsers of
// src/lib/stored-value.ts (the line's product and options by src/lib/commerce/cart-line-value.ts, held
// to the line's schema): this module is in the script of every page.
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { cartQuantity, emptyCart, removeUnavailableItem, restoreCart, type CartState } from '../lib/commerce/cart';
import type { CartProductShape } from '../lib/commerce/cart-item';
import type { CartProduct } from '../lib/commerce/cart-line-schema';
import { cartProductValue, chosenSchemaValue } from '../lib/commerce/cart-line-value';
import { array, boolean, nullable, number, object, oneOf, optional, parseStored, string, refine, type Parse, type Parsed } from '../lib/stored-value';
import { CART_STORAGE_KEY } from './storage-keys';

/** Local storage key of the cart. */

const itemFields = {
  id: string(),
  product: cartProductValue,
  quantity: refine(number, (quantity) => quantity > 0),
  schemas: array(chosenSchemaValue),
  currency: string(),
  createdAt: number,
};

type StoredItem = Parsed<ReturnType<typeof object<typeof itemFields>>> & { children: StoredItem[] };
// A line's children are lines too: the parser refers to itself through a function.
const cartItem: Parse<StoredItem> = (value) => cartItemFields(value);
const cartItemFields = object({ ...itemFields, children: array(cartItem) });

const cartLine = object({
  ...itemFields,
  children: array(cartItem),
  price: number,
  priceDiscounted: number,
  notice: optional(object({ quantityFrom: optional(number), priceFrom: optional(number) })),
  unavailableReason: optional(oneOf(['unavailable', 'refused'])),
});

const cartState = object({
  items: array(cartLine),
  coupons: array(object({ code: string(), id: optional(string()), name: optional(string()), value: number })),
  sales: array(object({ id: string(), name: optional(string()), value: number })),
  totalValue: number,
  totalValueInitial: number,
  shippingPrice: number,
  shippingTime: nullable(number),
  shippingDate: nullable(string()),
  summary: number,
  unavailableItems: array(cartLine),
  isProcessing: boolean,
  error: nullable(string()),
  processedRequest: optional(nullable(string())),
});

export type StoredCart = CartState<CartProduct>;

/**
 * The cart as read from storage: anything that is not JSON or not a cart becomes an empty cart (a
 * corrupted value must never break the page), then lines 7 days old or older are dropped.
 */
export function decodeCart(raw: string | null | undefined, now: number): StoredCart {
  const stored = parseStored(raw, cartState);
  if (!stored) return emptyCart();
  return restoreCart({ ...stored, processedRequest: stored.processedRequest ?? null } as StoredCart, now);
}

/** What the cart keeps of a product (drops schemas, descriptions and everything else the line does not need). */
export function toStoredProduct(product: CartProductShape): CartProduct {
  return {
    id: product.id,
    name: product.name,
    ...(product.slug === undefined ? {} : { slug: product.slug }),
    prices_base: product.prices_base.map(({ gross, currency }) => ({ gross, currency })),
    shipping_digital: product.shipping_digital ?? null,
    quantity_step: product.quantity_step ?? null,
    cover: product.cover ? { url: product.cover.url } : null,
    metadata: product.metadata ? { ...product.metadata } : null,
  };
}

/** The cart as written to storage: products slimmed, nothing else changed. */
export function encodeCart(cart: StoredCart): string {
  const slim = (line: StoredCart['items'][number]) => ({ ...line, product: toStoredProduct(line.product) });
  return JSON.stringify({ ...cart, items: cart.items.map(slim), unavailableItems: cart.unavailableItems.map(slim) });
}

/** The shopper's cart, shared by every island and script of every open tab. */
export const $cart = persistentAtom<StoredCart>(CART_STORAGE_KEY, emptyCart(), {
  encode: encodeCart,
  decode: (raw) => decodeCart(raw, Date.now()),
  listen: true,
});

/** Number of pieces in the cart, for the header badge. */
export const $cartQuantity = computed($cart, (cart) => cartQuantity(cart));

/** Takes lines off the unavailable list (they are not part of processing, so nothing else changes). */
export function removeUnavailableLines(lineIds: readonly string[]): void {
  let cart = $cart.get();
  for (const id of lineIds) cart = removeUnavailableItem(cart, id);
  $cart.set(cart);
}
