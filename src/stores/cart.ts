// The shopper's cart in the browser (spec §4): kept in local storage, synced across tabs by the
// storage event, restored with the 7-day rule. The cart rules themselves live in src/lib/commerce/cart.ts;
// this module only stores, validates and restores. The stored value is checked with valibot, not zod:
// this module is in the script of every page, and valibot's checks cost about 1 KB there where even
// zod/mini costs 5 to 7 KB (everything on the server, actions included, validates with zod).
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import * as v from 'valibot';
import { addToCart, cartQuantity, emptyCart, removeUnavailableItem, restoreCart, type CartState } from '../lib/commerce/cart';
import type { CartProductShape } from '../lib/commerce/cart-item';
import { SCHEMA_TYPES, type SchemaValue } from '../lib/commerce/schema-values';

/** Local storage key of the cart. */
export const CART_STORAGE_KEY = 'cart';

const price = v.object({ gross: v.union([v.string(), v.number()]), currency: v.string() });

/** What the cart keeps of a product: enough to show the line and build cart and order requests. */
const storedProduct = v.object({
  id: v.string(),
  name: v.string(),
  slug: v.optional(v.string()),
  prices_base: v.array(price),
  shipping_digital: v.optional(v.nullable(v.boolean())),
  quantity_step: v.optional(v.nullable(v.number())),
  cover: v.optional(v.nullable(v.object({ url: v.string() }))),
  metadata: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});
export type StoredCartProduct = v.InferOutput<typeof storedProduct>;

const chosenSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.picklist(SCHEMA_TYPES),
  price: v.number(),
  optionPrice: v.number(),
  value: v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean()]))),
  dependencies: v.array(v.string()),
  optionName: v.optional(v.string()),
  hidden: v.optional(v.boolean()),
});

const itemEntries = {
  id: v.string(),
  product: storedProduct,
  quantity: v.pipe(v.number(), v.gtValue(0)),
  schemas: v.array(chosenSchema),
  currency: v.string(),
  createdAt: v.number(),
};

type StoredItem = v.InferOutput<v.ObjectSchema<typeof itemEntries, undefined>> & { children: StoredItem[] };
const cartItem: v.GenericSchema<StoredItem> = v.object({ ...itemEntries, children: v.array(v.lazy(() => cartItem)) });

const cartLine = v.object({
  ...itemEntries,
  children: v.array(cartItem),
  price: v.number(),
  priceDiscounted: v.number(),
  notice: v.optional(v.object({ quantityFrom: v.optional(v.number()), priceFrom: v.optional(v.number()) })),
  unavailableReason: v.optional(v.picklist(['unavailable', 'refused'])),
});

const cartState = v.object({
  items: v.array(cartLine),
  coupons: v.array(v.object({ code: v.string(), id: v.optional(v.string()), name: v.optional(v.string()), value: v.number() })),
  sales: v.array(v.object({ id: v.string(), name: v.optional(v.string()), value: v.number() })),
  totalValue: v.number(),
  totalValueInitial: v.number(),
  shippingPrice: v.number(),
  shippingTime: v.nullable(v.number()),
  shippingDate: v.nullable(v.string()),
  summary: v.number(),
  unavailableItems: v.array(cartLine),
  isProcessing: v.boolean(),
  error: v.nullable(v.string()),
  processedRequest: v.optional(v.nullable(v.string())),
});

export type StoredCart = CartState<StoredCartProduct>;

/**
 * The cart as read from storage: anything that is not JSON or not a cart becomes an empty cart (a
 * corrupted value must never break the page), then lines 7 days old or older are dropped.
 */
export function decodeCart(raw: string | null | undefined, now: number): StoredCart {
  if (!raw) return emptyCart();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return emptyCart();
  }
  const parsed = v.safeParse(cartState, json);
  if (!parsed.success) return emptyCart();
  return restoreCart({ ...parsed.output, processedRequest: parsed.output.processedRequest ?? null } as StoredCart, now);
}

/** What the cart keeps of a product (drops schemas, descriptions and everything else the line does not need). */
export function toStoredProduct(product: CartProductShape): StoredCartProduct {
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

export interface AddProductToCart {
  product: CartProductShape;
  quantity: number;
  schemaValues: Readonly<Record<string, SchemaValue>>;
  currency: string;
  now: number;
}

/** Adds a product with its chosen options; the same product and selection raises the existing line's quantity. */
export function addProductToCart(add: AddProductToCart): void {
  const next = addToCart<CartProductShape>($cart.get(), add);
  $cart.set({
    ...next,
    items: next.items.map((line) => ({ ...line, product: toStoredProduct(line.product) })),
  } as StoredCart);
}

/** Takes lines off the unavailable list (they are not part of processing, so nothing else changes). */
export function removeUnavailableLines(lineIds: readonly string[]): void {
  let cart = $cart.get();
  for (const id of lineIds) cart = removeUnavailableItem(cart, id);
  $cart.set(cart);
}
