import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps, C } from '../http/context.ts';
import { allows, can } from '../http/context.ts';
import { requireAllowedUrl } from '../http/allowed-origins.ts';
import { body } from '../http/input.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { loadOrderByCode, loadPayments, refreshPaid, saveOrder, savePayment, type StoredPayment } from './order-store.ts';
import { isPayable, paymentOut } from './order-view.ts';
import { loadPaymentMethod, loadPaymentMethods, loadShippingMethod } from './shipping-store.ts';
import { one, transaction } from '../db/database.ts';

export function paymentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  const payableOrder = (code: string) => {
    const order = loadOrderByCode(deps.db, code);
    if (!order) throw new ApiError(404, 'ORDER_WITH_THIS_NUMBER_DOESNT_EXIST', 'There is no order with this code.');
    if (order.paid) throw new ApiError(422, 'CLIENT_ORDER_PAID', 'This order is already paid.');
    if (!isPayable(deps, order)) throw new ApiError(422, 'CLIENT_ORDER_EDIT_ERROR', 'This order cannot be paid.');
    return order;
  };

  /** Online payment: creates a pending payment and answers with the simulated gateway's page. */
  app.post('/orders/:code/pay/:method', async (c) => {
    const methodRef = c.req.param('method');
    if (methodRef === 'offline') return payOffline(c.req.param('code'), c);
    const input = await body(c, z.object({ continue_url: z.url({ protocol: /^https?$/ }).max(2000) }));
    const continueUrl = requireAllowedUrl(deps, 'continue_url', input.continue_url).href;
    const order = payableOrder(c.req.param('code'));
    const method = loadPaymentMethod(deps.db, methodRef.replace(/^id:/, ''));
    if (!method || !method.public) throw new ApiError(422, 'CLIENT_UNKNOWN_PAYMENT_METHOD', 'Unknown payment method.');
    const shipping = loadShippingMethod(deps.db, order.shipping_method_id ?? order.digital_shipping_method_id ?? '');
    if (shipping && !shipping.payment_method_ids.includes(method.id)) throw new ApiError(422, 'CLIENT_INVALID_PAYMENT_METHOD', 'This payment method is not available for this order.');
    if (method.kind !== 'online') throw new ApiError(422, 'CLIENT_INVALID_PAYMENT_METHOD', 'This payment method does not take online payments.');
    const id = randomUUID();
    const payment: StoredPayment = {
      id, order_id: order.id, method_id: method.id, method: method.alias, amount: order.summary, currency: order.currency, status: 'pending',
      external_id: `SIM-${id.slice(0, 8).toUpperCase()}`, continue_url: continueUrl, redirect_url: `${deps.publicUrl()}/gateway/${id}`, date: new Date().toISOString(),
    };
    savePayment(deps.db, payment);
    return c.json({ data: paymentOut(payment) }, 201);
  });

  /**
   * Traditional bank transfer. A shopper choosing it gets a pending offline payment (the order waits for
   * the money); staff with payments.offline record the transfer as received, which pays the order.
   */
  function payOffline(code: string, c: C) {
    const order = payableOrder(code);
    const transfer = loadPaymentMethods(deps.db).find((m) => m.kind === 'offline');
    if (!allows(c, 'payments.offline')) {
      const enabled = one<{ value: string }>(deps.db, "SELECT value FROM settings WHERE name = 'allow_traditional_transfer'")?.value === '1';
      if (!enabled) throw new ApiError(422, 'CLIENT_INVALID_PAYMENT_METHOD', 'Traditional transfer is not available.');
      const waiting = loadPayments(deps.db, order.id).find((p) => p.method === 'offline' && p.status === 'pending');
      const pending: StoredPayment = waiting ?? {
        id: randomUUID(), order_id: order.id, method_id: transfer?.id ?? null, method: 'offline', amount: order.summary, currency: order.currency, status: 'pending',
        external_id: null, continue_url: null, redirect_url: null, date: new Date().toISOString(),
      };
      if (!waiting) savePayment(deps.db, pending);
      return c.json({ data: paymentOut(pending) });
    }
    const waiting = loadPayments(deps.db, order.id).find((p) => p.method === 'offline' && p.status === 'pending');
    const payment: StoredPayment = {
      id: waiting?.id ?? randomUUID(), order_id: order.id, method_id: transfer?.id ?? null, method: 'offline', amount: order.summary, currency: order.currency, status: 'successful',
      external_id: null, continue_url: null, redirect_url: null, date: new Date().toISOString(),
    };
    transaction(deps.db, () => {
      savePayment(deps.db, payment);
      saveOrder(deps.db, refreshPaid(deps.db, order));
    });
    return c.json({ data: paymentOut(payment) });
  }

  app.get('/payments', (c) => {
    can(c, 'payments.show');
    const code = c.req.query('order_code');
    const order = code ? loadOrderByCode(deps.db, code) : undefined;
    if (code && !order) throw notFound('Order');
    return c.json({ data: order ? loadPayments(deps.db, order.id).map(paymentOut) : [], meta: { current_page: 1, last_page: 1, per_page: 500, total: order ? loadPayments(deps.db, order.id).length : 0 } });
  });

  return app;
}
