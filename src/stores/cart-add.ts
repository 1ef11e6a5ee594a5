// Adding a product to the shopper's cart: the line built and priced by src/lib/commerce/cart-add.ts, stored
// in the cart store, and the addToCart analytics event. Only what adds to the cart imports this module
// (the add-to-cart island, "buy again"), so the pages that never add (the checkout among them) do not load
// the add and price rules.
import { addToCart } from '../lib/commerce/cart-add';
import type { CartProductShape } from '../lib/commerce/cart-item';
import type { SchemaValue } from '../lib/commerce/schema-values';
import { lineItem } from '../lib/analytics/cart-items';
import { track } from './analytics';
import { $cart, toStoredProduct, type StoredCart } from './cart';

export interface AddProductToCart {
  product: CartProductShape;
  quantity: number;
  schemaValues: Readonly<Record<string, SchemaValue>>;
  currency: string;
  now: number;
}

/** Adds a product with its chosen options; the same product and selection raises the existing line's quantity. */
export function addProductToCart(add: AddProductToCart): void {
  const before = new Map($cart.get().items.map((line) => [line.id, line.quantity]));
  const next = addToCart<CartProductShape>($cart.get(), add);
  $cart.set({
    ...next,
    items: next.items.map((line) => ({ ...line, product: toStoredProduct(line.product) })),
  } as StoredCart);
  const added = next.items.find((line) => line.quantity !== before.get(line.id));
  if (added) track({ name: 'addToCart', item: lineItem(added, add.quantity), currency: add.currency });
}
