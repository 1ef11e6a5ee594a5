// The cart item: its shape, quantities and what requests and analytics read of it. Building
// an item and its price from a product is in cart-add.ts: only the pages that add load it.
import type { CartItemSchema, CartProduct } from './cart-line-schema';
import { roundMoney } from './money';
import { isSchemaValueFilled, type ProductSchemaShape } from './schema-values';

/** The product fields a cart item reads: what the cart keeps, and the options when the line is built. */
export type CartProductShape = CartProduct & { schemas?: readonly ProductSchemaShape[] | null };

export type { CartItemSchema };

export interface CartItem<P extends CartProductShape = CartProductShape> {
  /** Hash of the product id and the filled schema values: the same selection gives the same id. */
  id: string;
  product: P;
  quantity: number;
  schemas: CartItemSchema[];
  currency: string;
  /** Milliseconds since the epoch; the cart drops items older than 7 days on restore. */
  createdAt: number;
  children: CartItem<P>[];
}

/** The quantity a product is bought in steps of (default 1). */
export function quantityStep(product: Pick<CartProductShape, 'quantity_step'>): number {
  const step = product.quantity_step;
  return typeof step === 'number' && Number.isFinite(step) && step > 0 ? step : 1;
}

/**
 * One step more or fewer than `quantity`; null under one step: the − control stops there (removing a line is
 * the remove button's, or a typed 0).
 */
export function steppedQuantity(quantity: number, step: number, direction: 1 | -1): number | null {
  const next = Number((quantity + direction * step).toFixed(6));
  return next >= step ? next : null;
}

/** The item's quantity plus its children's quantities. */
export function totalQuantity(item: Pick<CartItem, 'quantity' | 'children'>): number {
  return item.children.reduce((sum, child) => sum + child.quantity, item.quantity);
}

/** Chosen values as the platform expects them in cart and order requests: schema id → value, filled ones only. */
export function schemaValuesForRequest(schemas: readonly CartItemSchema[]): Record<string, string | number | boolean> {
  return Object.fromEntries(
    schemas.filter((schema) => isSchemaValueFilled(schema.type, schema.value)).map((schema) => [schema.id, schema.value as string | number | boolean]),
  );
}

export interface CartItemAnalytics {
  productId: string;
  name: string;
  price: number;
  initialPrice: number;
  totalQty: number;
}

/** What analytics events report about a cart line: the price paid, the price before discounts, the quantity. */
export function cartItemAnalytics(
  line: Pick<CartItem, 'product' | 'quantity' | 'children'> & { price: number; priceDiscounted?: number | null },
): CartItemAnalytics {
  return {
    productId: line.product.id,
    name: line.product.name,
    price: roundMoney(line.priceDiscounted ?? line.price),
    initialPrice: roundMoney(line.price),
    totalQty: totalQuantity(line),
  };
}
