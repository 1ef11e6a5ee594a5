// The shopper's cart in the browser (spec §4): kept in local storage, synced across tabs by the
// storage event, restored with the 7-day rule. The cart rules themselves live in src/lib/commerce/cart.ts;
// this module only stores, validates and restores. zod/mini keeps the header's cart count script small.
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import * as z from 'zod/mini';
import { addToCart, cartQuantity, emptyCart, removeUnavailableItem, restoreCart, type CartState } from '../lib/commerce/cart';
import type { CartProductShape } from '../lib/commerce/cart-item';
import { SCHEMA_TYPES, type SchemaValue } from '../lib/commerce/schema-values';

/** Local storage key of the cart. */
export const CART_STORAGE_KEY = 'cart';

const price = z.object({ gross: z.union([z.string(), z.number()]), currency: z.string() });

/** What the cart keeps of a product: enough to show the line and build cart and order requests. */
const storedProduct = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.optional(z.string()),
  prices_base: z.array(price),
  shipping_digital: z.optional(z.nullable(z.boolean())),
  quantity_step: z.optional(z.nullable(z.number())),
  cover: z.optional(z.nullable(z.object({ url: z.string() }))),
  metadata: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
export type StoredCartProduct = z.infer<typeof storedProduct>;

const chosenSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SCHEMA_TYPES),
  price: z.number(),
  optionPrice: z.number(),
  value: z.optional(z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
  dependencies: z.array(z.string()),
  optionName: z.optional(z.string()),
  hidden: z.optional(z.boolean()),
});

const cartItem = z.object({
  id: z.string(),
  product: storedProduct,
  quantity: z.number().check(z.positive()),
  schemas: z.array(chosenSchema),
  currency: z.string(),
  createdAt: z.number(),
  get children() {
    return z.array(cartItem);
  },
});

const cartLine = z.extend(cartItem, {
  price: z.number(),
  priceDiscounted: z.number(),
  notice: z.optional(z.object({ quantityFrom: z.optional(z.number()), priceFrom: z.optional(z.number()) })),
  unavailableReason: z.optional(z.enum(['unavailable', 'refused'])),
});

const cartState = z.object({
  items: z.array(cartLine),
  coupons: z.array(z.object({ code: z.string(), id: z.optional(z.string()), name: z.optional(z.string()), value: z.number() })),
  sales: z.array(z.object({ id: z.string(), name: z.optional(z.string()), value: z.number() })),
  totalValue: z.number(),
  totalValueInitial: z.number(),
  shippingPrice: z.number(),
  shippingTime: z.nullable(z.number()),
  shippingDate: z.nullable(z.string()),
  summary: z.number(),
  unavailableItems: z.array(cartLine),
  isProcessing: z.boolean(),
  error: z.nullable(z.string()),
  processedRequest: z.optional(z.nullable(z.string())),
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
  const parsed = cartState.safeParse(json);
  if (!parsed.success) return emptyCart();
  return restoreCart({ ...parsed.data, processedRequest: parsed.data.processedRequest ?? null } as StoredCart, now);
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
