import type { Db } from '../db/database.ts';
import { all, one } from '../db/database.ts';
import { priceOf, type Cents } from '../catalogue/money.ts';
import type { StoredPaymentMethod, StoredShippingMethod } from './shipping-types.ts';

export const loadShippingMethods = (db: Db) =>
  all<{ data: string }>(db, 'SELECT data FROM shipping_methods ORDER BY sort').map((r) => JSON.parse(r.data) as StoredShippingMethod);
export function loadShippingMethod(db: Db, id: string): StoredShippingMethod | undefined {
  const row = one<{ data: string }>(db, 'SELECT data FROM shipping_methods WHERE id = ?', id);
  return row ? (JSON.parse(row.data) as StoredShippingMethod) : undefined;
}
export const loadPaymentMethods = (db: Db) =>
  all<{ data: string }>(db, 'SELECT data FROM payment_methods').map((r) => JSON.parse(r.data) as StoredPaymentMethod);
export function loadPaymentMethod(db: Db, id: string): StoredPaymentMethod | undefined {
  const row = one<{ data: string }>(db, 'SELECT data FROM payment_methods WHERE id = ?', id);
  return row ? (JSON.parse(row.data) as StoredPaymentMethod) : undefined;
}

/** The range with the highest start not above the cart value sets the price. */
export function shippingPriceFor(method: StoredShippingMethod, currency: string, cartValue: Cents): Cents {
  const ranges = method.price_ranges
    .filter((r) => r.value[currency] !== undefined && priceOf(r.start, currency) <= cartValue)
    .sort((a, b) => priceOf(b.start, currency) - priceOf(a.start, currency));
  return ranges[0] ? priceOf(ranges[0].value, currency) : 0;
}
