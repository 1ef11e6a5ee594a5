import type { Deps } from '../http/context.ts';
import { all, transaction } from '../db/database.ts';
import { loadProduct, saveProduct } from '../catalogue/store.ts';
import { loadOrder, loadPayments, saveOrder, savePayment, type StoredPayment } from './order-store.ts';
import { loadStatuses } from './statuses.ts';
import { loadPaymentMethod, loadShippingMethod } from './shipping-store.ts';
import { nowOf } from '../http/context.ts';

/** How long unpaid online-payment orders keep their stock when the operator sets nothing (PLATFORM_UNPAID_ORDER_MINUTES). */
export const DEFAULT_UNPAID_ORDER_MINUTES = 60;
/** How long a started gateway payment counts as in progress (a gateway's session is about this long). */
export const PAYMENT_IN_PROGRESS_MINUTES = 15;
const MINUTE = 60_000;
const RECHECK_MS = 5_000;
const lastRun = new WeakMap<Deps, number>();

/** The platform's clock as a date (tests move it: startPlatform's `clock`). */
export const clock = (deps: Deps) => () => new Date(nowOf(deps));

/** The order's pending online payment started less than PAYMENT_IN_PROGRESS_MINUTES ago, if any. */
export function paymentInProgress(deps: Deps, orderId: string, now: Date): StoredPayment | undefined {
  return loadPayments(deps.db, orderId).find(
    (p) => p.status === 'pending' && p.redirect_url !== null && now.getTime() - Date.parse(p.date) < PAYMENT_IN_PROGRESS_MINUTES * MINUTE,
  );
}

/**
 * Cancels the orders that wait for an online payment longer than the configured time and gives their
 * stock back, so that unpaid orders cannot hold a product's stock. Left alone: paid and canceled orders,
 * orders paid on delivery or costing nothing, orders whose shopper chose the bank transfer (staff record
 * it) and orders with a payment in progress. Their pending payments fail (the gateway can no longer take
 * money for a canceled order). Answers the codes of the orders it canceled.
 */
export function releaseUnpaidOrders(deps: Deps, now: Date): string[] {
  const minutes = deps.unpaidOrderMinutes ?? DEFAULT_UNPAID_ORDER_MINUTES;
  if (minutes <= 0) return [];
  // Called before every cart, order and payment: at most once every few seconds of the platform's clock.
  const last = lastRun.get(deps);
  if (last !== undefined && now.getTime() - last >= 0 && now.getTime() - last < RECHECK_MS) return [];
  lastRun.set(deps, now.getTime());
  const cutoff = new Date(now.getTime() - minutes * MINUTE).toISOString();
  const statuses = loadStatuses(deps.db);
  const cancel = statuses.find((s) => s.cancel);
  if (!cancel) return [];
  const candidates = all<{ id: string }>(
    deps.db,
    "SELECT id FROM orders WHERE created_at < ? AND json_extract(data, '$.paid') = 0 AND json_extract(data, '$.status_id') NOT IN (SELECT id FROM statuses WHERE json_extract(data, '$.cancel') = 1)",
    cutoff,
  );
  const released: string[] = [];
  if (!candidates.length) return released;
  transaction(deps.db, () => {
    for (const { id } of candidates) {
      const order = loadOrder(deps.db, id);
      if (!order || order.paid || Number(order.summary) <= 0) continue;
      const shipping = order.shipping_method_id ? loadShippingMethod(deps.db, order.shipping_method_id) : undefined;
      if (shipping?.payment_on_delivery) continue;
      const chosen = order.payment_method_id ? loadPaymentMethod(deps.db, order.payment_method_id) : undefined;
      if (chosen && chosen.kind !== 'online') continue;
      if (paymentInProgress(deps, order.id, now)) continue;
      for (const payment of loadPayments(deps.db, order.id)) if (payment.status === 'pending') savePayment(deps.db, { ...payment, status: 'failed' });
      saveOrder(deps.db, { ...order, status_id: cancel.id });
      const units = new Map<string, number>();
      for (const line of order.products) units.set(line.product_id, (units.get(line.product_id) ?? 0) + line.quantity);
      for (const [productId, quantity] of units) {
        const product = loadProduct(deps.db, { id: productId });
        if (product && product.quantity !== null) saveProduct(deps.db, { ...product, quantity: product.quantity + quantity });
      }
      released.push(order.code);
    }
  });
  return released;
}

/** Runs `releaseUnpaidOrders` every minute (unref'd: it never keeps the process alive). */
export function scheduleUnpaidOrderRelease(deps: Deps): () => void {
  const timer = setInterval(() => {
    try {
      const codes = releaseUnpaidOrders(deps, clock(deps)());
      if (codes.length) console.log(`[platform] canceled ${codes.length} unpaid order(s) and gave back their stock: ${codes.join(', ')}`);
    } catch (error) {
      console.error('[platform] releasing unpaid orders failed', error);
    }
  }, MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
