// The cart as kept in the browser's local storage is outside input: it is parsed before use, lines that do
// not parse are dropped, and the 7-day rule applies (spec §4).
import { z } from 'zod';
import { SCHEMA_TYPES } from './schema-values';
import { emptyCart, restoreCart, type CartLine, type CartState } from './cart';
import { isCartItem, type CartItem } from './cart-item';

const price = z.object({ gross: z.union([z.string(), z.number()]), currency: z.string() });

const product = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  prices_base: z.array(price),
  shipping_digital: z.boolean().nullish(),
  quantity_step: z.number().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

const schemaValue = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

const itemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SCHEMA_TYPES),
  price: z.number(),
  optionPrice: z.number(),
  value: schemaValue,
  dependencies: z.array(z.string()),
});

const cartItem = z.object({
  id: z.string().min(1),
  product,
  quantity: z.number().positive(),
  schemas: z.array(itemSchema),
  currency: z.string(),
  createdAt: z.number(),
  children: z.array(z.custom<CartItem>(isCartItem)),
});

const line = z.intersection(cartItem, z.object({ price: z.number(), priceDiscounted: z.number() }));

const coupon = z.object({ code: z.string().min(1), id: z.string().optional(), name: z.string().optional(), value: z.number() });

/** Lines of a stored list that parse; the others are dropped. */
function parseLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = line.safeParse(entry);
    return parsed.success ? [parsed.data as CartLine] : [];
  });
}

/**
 * The cart restored from storage: items and unavailable items that parse and are younger than 7 days,
 * the coupon codes; totals come back from the next processing. Anything unreadable gives an empty cart.
 */
export function parseStoredCart(raw: unknown, now: number): CartState {
  const stored = typeof raw === 'string' ? safeJson(raw) : raw;
  if (typeof stored !== 'object' || stored === null) return emptyCart();
  const record = stored as Record<string, unknown>;
  const coupons = Array.isArray(record.coupons) ? record.coupons.flatMap((entry) => {
    const parsed = coupon.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  }) : [];
  return restoreCart({ ...emptyCart(), items: parseLines(record.items), unavailableItems: parseLines(record.unavailableItems), coupons }, now);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
