import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { can } from '../http/context.ts';
import { requireAllowedUrl } from '../http/allowed-origins.ts';
import { body } from '../http/input.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { loadOrderByCode, loadPayments, refreshPaid, saveOrder, savePayment, type StoredPayment } from './order-store.ts';
import { isPayable, paymentOut } from './order-view.ts';
import { loadPaymentMethod, loadPaymentMethods, loadShippingMethod } from './shipping-store.ts';
import { transaction } from '../db/database.ts';
import { clock, paymentInProgress, releaseUnpaidOrders } from './unpaid-orders.ts';

export function paymentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const now = clock(deps);

  const payableOrder = (code: string) => {
    const order = loadOrderByCode(deps.db, code);
    if (!order) throw new ApiError(404, 'ORDER_WITH_THIS_NUMBER_DOESNT_EXIST', 'There is no order with this code.');
    if (order.paid) throw new ApiError(422, 'CLIENT_ORDER_PAID', 'This order is already paid.');
    if (!isPayable(deps, order)) throw new ApiError(422, 'CLIENT_ORDER_EDIT_ERROR', 'This order cannot be paid.');
    return order;
  };

  /**
   * Heseya's "manually create fulfilled order payment": staff record money received outside a gateway
   * (a bank transfer), which pays the order. Never a shopper's call (payments.offline).
   */
  app.post('/orders/:code/pay/offline', (c) => {
    can(c, 'payments.offline');
    const order = payableOrder(c.req.param('code'));
    const transfer = loadPaymentMethods(deps.db).find((m) => m.kind === 'offline');
    const paidCents = loadPayments(deps.db, order.id)
      .filter((p) => p.status === 'successful')
      .reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);
    const payment: StoredPayment = {
      id: randomUUID(),
      order_id: order.id,
      method_id: transfer?.id ?? null,
      method: 'offline',
      amount: ((Math.round(Number(order.summary) * 100) - paidCents) / 100).toFixed(2),
      currency: order.currency,
      status: 'successful',
      external_id: null,
      continue_url: null,
      redirect_url: null,
      date: now().toISOString(),
    };
    transaction(deps.db, () => {
      savePayment(deps.db, payment);
      saveOrder(deps.db, refreshPaid(deps.db, order));
    });
    return c.json({ data: paymentOut(payment) }, 201);
  });

  /**
   * Online payment: creates a pending payment and answers with the simulated gateway's page. While a
   * payment of the order is in progress (pending and recent), asking again with the same method answers
   * that payment (a second press of "pay", a shopper back from the gateway) and another method replaces
   * it (the old one fails, so its gateway page can no longer take money): never two live payments.
   */
  app.post('/orders/:code/pay/:method', async (c) => {
    const methodRef = c.req.param('method');
    const input = await body(c, z.object({ continue_url: z.url({ protocol: /^https?$/ }).max(2000) }));
    const continueUrl = requireAllowedUrl(deps, 'continue_url', input.continue_url).href;
    // Synchronous from here on (node:sqlite) and in one immediate transaction: two requests, even from two
    // processes on the same database, cannot both find no payment in progress and both start one.
    return transaction(deps.db, () => {
      releaseUnpaidOrders(deps, now());
      const order = payableOrder(c.req.param('code'));
      const method = loadPaymentMethod(deps.db, methodRef.replace(/^id:/, ''));
      if (!method?.public) throw new ApiError(422, 'CLIENT_UNKNOWN_PAYMENT_METHOD', 'Unknown payment method.');
      const shipping = loadShippingMethod(deps.db, order.shipping_method_id ?? order.digital_shipping_method_id ?? '');
      if (shipping && !shipping.payment_method_ids.includes(method.id))
        throw new ApiError(422, 'PAYMENT_METHOD_NOT_AVAILABLE_FOR_SHIPPING', 'This payment method is not available for this order.');
      if (method.kind !== 'online') throw new ApiError(422, 'CLIENT_INVALID_PAYMENT_METHOD', 'This payment method does not take online payments.');
      const current = paymentInProgress(deps, order.id, now());
      if (current?.method_id === method.id) return c.json({ data: paymentOut(current) }, 200);
      if (current) savePayment(deps.db, { ...current, status: 'failed' });
      const id = randomUUID();
      const payment: StoredPayment = {
        id,
        order_id: order.id,
        method_id: method.id,
        method: method.alias,
        amount: order.summary,
        currency: order.currency,
        status: 'pending',
        external_id: `SIM-${id.slice(0, 8).toUpperCase()}`,
        continue_url: continueUrl,
        redirect_url: `${deps.publicUrl()}/gateway/${id}`,
        date: now().toISOString(),
      };
      savePayment(deps.db, payment);
      return c.json({ data: paymentOut(payment) }, 201);
    });
  });

  app.get('/payments', (c) => {
    can(c, 'payments.show');
    const code = c.req.query('order_code');
    const order = code ? loadOrderByCode(deps.db, code) : undefined;
    if (code && !order) throw notFound('Order');
    return c.json({
      data: order ? loadPayments(deps.db, order.id).map(paymentOut) : [],
      meta: { current_page: 1, last_page: 1, per_page: 500, total: order ? loadPayments(deps.db, order.id).length : 0 },
    });
  });

  return app;
}
