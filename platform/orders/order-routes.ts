import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { allows, can, requireUser, tr } from '../http/context.ts';
import { body, pageParams, query, parse } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { ApiError, fieldError, notFound } from '../http/errors.ts';
import { loadOrder, loadOrderByCode, loadOrders, loadPayments, saveOrder } from './order-store.ts';
import { orderOut, orderPublicOut, orderSummaryOut } from './order-view.ts';
import { orderInput } from './order-input.ts';
import { placeOrder } from './place-order.ts';
import { loadStatuses } from './statuses.ts';
import { one, run } from '../db/database.ts';
import { loadPaymentMethods } from './shipping-store.ts';

/** A checkout attempt's key (the storefront sends a random UUID per attempt). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,128}$/;
import { loadShippingMethod } from './shipping-store.ts';
import { clock, releaseUnpaidOrders } from './unpaid-orders.ts';

const listQuery = pageParams
  .extend({
    search: z.string().max(255).optional(),
    sort: z.string().max(100).optional(),
    paid: z.enum(['1', '0', 'true', 'false']).optional(),
    status_id: z.uuid().optional(),
  })
  .passthrough();

export function orderRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/orders/my', (c) => {
    const user = requireUser(c);
    const q = parse(listQuery, query(c));
    let orders = loadOrders(deps.db, user.id);
    if (q.search) orders = orders.filter((o) => o.code.includes(q.search!.toUpperCase()));
    if (q.sort === 'created_at:asc') orders = orders.reverse();
    const page = paginate(orders, q.page, q.limit, '/orders/my');
    return c.json({ data: page.data.map((o) => orderSummaryOut(deps, c.get('rc'), o)), meta: page.meta });
  });

  app.get('/orders/my-products', (c) => {
    const user = requireUser(c);
    const q = parse(pageParams.extend({ shipping_digital: z.enum(['1', '0', 'true', 'false']).optional() }).passthrough(), query(c));
    const rc = c.get('rc');
    let lines = loadOrders(deps.db, user.id).flatMap((o) => orderOut(deps, rc, o).products);
    if (q.shipping_digital !== undefined) {
      const want = q.shipping_digital === '1' || q.shipping_digital === 'true';
      lines = lines.filter((l) => l.shipping_digital === want);
    }
    return c.json(paginate(lines, q.page, q.limit, '/orders/my-products'));
  });

  app.get('/orders/my/:code', (c) => {
    const user = requireUser(c);
    const order = loadOrderByCode(deps.db, c.req.param('code'));
    if (!order || order.user_id !== user.id) throw notFound('Order');
    return c.json({ data: orderOut(deps, c.get('rc'), order) });
  });

  app.get('/orders', (c) => {
    can(c, 'orders.show');
    const q = parse(listQuery, query(c));
    let orders = loadOrders(deps.db);
    if (q.search) orders = orders.filter((o) => o.code.includes(q.search!.toUpperCase()) || o.email.includes(q.search!));
    if (q.paid !== undefined) orders = orders.filter((o) => o.paid === (q.paid === '1' || q.paid === 'true'));
    if (q.status_id) orders = orders.filter((o) => o.status_id === q.status_id);
    const page = paginate(orders, q.page, q.limit, '/orders');
    return c.json({ data: page.data.map((o) => orderSummaryOut(deps, c.get('rc'), o)), meta: page.meta });
  });

  app.post('/orders', async (c) => {
    can(c, 'orders.add');
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      throw fieldError('idempotency_key', 'VALIDATION_REGEX', 'The Idempotency-Key header must be 16 to 128 letters, digits, dashes or underscores.');
    const input = await body(c, orderInput);
    const rc = c.get('rc');
    // From here on everything is synchronous (node:sqlite), so no other request runs between the
    // look-up and the insert: two requests of one attempt can never both place an order.
    const placedBefore = key ? one<{ order_id: string }>(deps.db, 'SELECT order_id FROM order_attempts WHERE key = ?', key) : undefined;
    const earlier = placedBefore && loadOrder(deps.db, placedBefore.order_id);
    if (earlier) {
      c.header('Idempotent-Replayed', 'true');
      return c.json({ data: orderOut(deps, rc, earlier) }, 200);
    }
    const order = placeOrder(deps, input, rc.viewer?.id, rc.lang);
    if (key) run(deps.db, 'INSERT INTO order_attempts (key, order_id, created_at) VALUES (?, ?, ?)', key, order.id, order.created_at);
    return c.json({ data: orderOut(deps, rc, order) }, 201);
  });

  /** `/orders/id:{id}` is the admin read; `/orders/{code}` a public status read. */
  app.get('/orders/:ref', (c) => {
    const ref = c.req.param('ref');
    const rc = c.get('rc');
    if (ref.startsWith('id:')) {
      can(c, 'orders.show_details');
      const order = loadOrder(deps.db, ref.slice(3));
      if (!order) throw notFound('Order');
      return c.json({ data: orderOut(deps, rc, order, allows(c, 'orders.show_metadata_private')) });
    }
    releaseUnpaidOrders(deps, clock(deps)());
    const order = loadOrderByCode(deps.db, ref);
    if (!order) throw new ApiError(404, 'ORDER_WITH_THIS_NUMBER_DOESNT_EXIST', 'There is no order with this code.');
    const shipping = order.shipping_method_id
      ? loadShippingMethod(deps.db, order.shipping_method_id)
      : order.digital_shipping_method_id
        ? loadShippingMethod(deps.db, order.digital_shipping_method_id)
        : undefined;
    // The method of the latest payment, else the one chosen with the order (a bank transfer waits for staff).
    const payment = loadPayments(deps.db, order.id).at(-1);
    const methodId = payment?.method_id ?? order.payment_method_id;
    const method = methodId ? loadPaymentMethods(deps.db).find((m) => m.id === methodId) : undefined;
    // Heseya's public view, plus what a thank-you page needs to know about the payment (embedded extras).
    return c.json({
      data: {
        ...orderPublicOut(deps, rc, order),
        shipping_method_type: shipping?.shipping_type ?? null,
        payment_status: payment?.status ?? null,
        payment_method_type: method?.kind ?? null,
      },
    });
  });

  app.patch('/orders/:ref/status', async (c) => {
    can(c, 'orders.edit.status');
    const order = loadOrder(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!order) throw notFound('Order');
    const input = await body(c, z.object({ status_id: z.uuid() }));
    const statuses = loadStatuses(deps.db);
    const next = statuses.find((s) => s.id === input.status_id);
    if (!next) throw fieldError('status_id', 'VALIDATION_EXISTS', 'This status does not exist.');
    if (statuses.find((s) => s.id === order.status_id)?.cancel)
      throw new ApiError(422, 'CLIENT_CHANGE_CANCELED_ORDER_STATUS', 'A canceled order cannot change its status.');
    const updated = { ...order, status_id: next.id };
    saveOrder(deps.db, updated);
    return c.json({ data: orderOut(deps, c.get('rc'), updated) });
  });

  app.get('/statuses', (c) => {
    const data = loadStatuses(deps.db).map((s) => ({
      id: s.id,
      name: tr(c, s.translations)?.name ?? '',
      color: s.color,
      cancel: s.cancel,
      hidden: s.hidden,
      no_notifications: false,
    }));
    return c.json(paginate(data, 1, 500, '/statuses'));
  });

  return app;
}
