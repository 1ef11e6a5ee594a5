import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';
import type { AddressData } from '../users/user-store.ts';
import type { DiscountTarget } from '../cart/discount-types.ts';

export type OrderLine = {
  id: string;
  product_id: string;
  names: Record<string, string>;
  quantity: number;
  price: string;
  price_initial: string;
  shipping_digital: boolean;
  schemas: { id: string; name: string; value: string; price: string }[];
};
export type StoredOrder = {
  id: string;
  code: string;
  email: string;
  comment: string | null;
  currency: string;
  vat_rate: string;
  sales_channel_id: string;
  user_id: string | null;
  status_id: string;
  paid: boolean;
  shipping_method_id: string | null;
  digital_shipping_method_id: string | null;
  shipping_place: AddressData | string | null;
  billing_address: AddressData;
  invoice_requested: boolean;
  products: OrderLine[];
  cart_total_initial: string;
  cart_total: string;
  shipping_price_initial: string;
  shipping_price: string;
  summary: string;
  discounts: { discount_id: string; name: string; code: string | null; target_type: DiscountTarget; applied_discount: string }[];
  discount_ids: string[];
  metadata: Record<string, string | number | boolean | null>;
  metadata_private: Record<string, string | number | boolean | null>;
  language: string;
  created_at: string;
  /** The payment method the shopper chose when placing the order (Heseya's Order.payment_method); older orders lack it. */
  payment_method_id?: string | null;
  /** Documents staff attached (Heseya's Order.documents); older orders lack it. */
  documents?: { id: string; type: string; name: string | null }[];
};

export type StoredPayment = {
  id: string;
  order_id: string;
  method_id: string | null;
  method: string;
  amount: string;
  currency: string;
  status: 'pending' | 'failed' | 'successful';
  external_id: string | null;
  continue_url: string | null;
  redirect_url: string | null;
  date: string;
};

export function loadOrderByCode(db: Db, code: string): StoredOrder | undefined {
  const row = one<{ data: string }>(db, 'SELECT data FROM orders WHERE code = ?', code);
  return row ? (JSON.parse(row.data) as StoredOrder) : undefined;
}
export function loadOrder(db: Db, id: string): StoredOrder | undefined {
  const row = one<{ data: string }>(db, 'SELECT data FROM orders WHERE id = ?', id);
  return row ? (JSON.parse(row.data) as StoredOrder) : undefined;
}
export const loadOrders = (db: Db, userId?: string): StoredOrder[] =>
  (userId
    ? all<{ data: string }>(db, 'SELECT data FROM orders WHERE user_id = ? ORDER BY created_at DESC', userId)
    : all<{ data: string }>(db, 'SELECT data FROM orders ORDER BY created_at DESC')
  ).map((r) => JSON.parse(r.data) as StoredOrder);

/** Units of a product in a user's orders that were not canceled (what their purchase limit has already used). */
export const quantityBoughtBy = (db: Db, userId: string, productId: string): number =>
  loadOrders(db, userId)
    .filter((o) => !canceledStatusIds(db).has(o.status_id))
    .flatMap((o) => o.products)
    .filter((p) => p.product_id === productId)
    .reduce((sum, p) => sum + p.quantity, 0);

const canceledStatusIds = (db: Db) => new Set(all<{ id: string }>(db, "SELECT id FROM statuses WHERE json_extract(data, '$.cancel') = 1").map((r) => r.id));

export function saveOrder(db: Db, o: StoredOrder): void {
  run(
    db,
    `INSERT INTO orders (id, code, user_id, created_at, data) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET user_id = excluded.user_id, data = excluded.data`,
    o.id,
    o.code,
    o.user_id,
    o.created_at,
    JSON.stringify(o),
  );
}

export const loadPayments = (db: Db, orderId: string): StoredPayment[] =>
  all<{ data: string }>(db, 'SELECT data FROM payments WHERE order_id = ? ORDER BY created_at', orderId).map((r) => JSON.parse(r.data) as StoredPayment);
export function loadPayment(db: Db, id: string): StoredPayment | undefined {
  const row = one<{ data: string }>(db, 'SELECT data FROM payments WHERE id = ?', id);
  return row ? (JSON.parse(row.data) as StoredPayment) : undefined;
}
export function savePayment(db: Db, p: StoredPayment): void {
  run(
    db,
    `INSERT INTO payments (id, order_id, created_at, data) VALUES (?, ?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET data = excluded.data`,
    p.id,
    p.order_id,
    p.date,
    JSON.stringify(p),
  );
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Six characters people can read out on the phone: no 0/O or 1/I. */
export function newOrderCode(db: Db): string {
  for (;;) {
    const code = Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (!one(db, 'SELECT id FROM orders WHERE code = ?', code)) return code;
  }
}

/** Paid when successful payments cover the summary. */
export function refreshPaid(db: Db, order: StoredOrder): StoredOrder {
  const paidCents = loadPayments(db, order.id)
    .filter((p) => p.status === 'successful')
    .reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);
  return { ...order, paid: paidCents >= Math.round(Number(order.summary) * 100) };
}
