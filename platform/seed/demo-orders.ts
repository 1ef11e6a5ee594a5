import { randomUUID } from 'node:crypto';
import type { Deps } from '../http/context.ts';
import { transaction } from '../db/database.ts';
import { placeOrder } from '../orders/place-order.ts';
import { loadOrder, refreshPaid, saveOrder, savePayment, type StoredPayment } from '../orders/order-store.ts';
import { demoId } from './ids.ts';
import { PAYMENT_CARD } from './demo-shop.ts';
import type { OrderInput } from '../orders/order-input.ts';

const address = { name: 'Anna Kowalska', address: 'ul. Długa 12/4', zip: '31-147', city: 'Kraków', country: 'PL', phone: '+48600100200' };

/** Past orders of the demo customer, one per payment state (paid, pending, failed, on delivery, canceled). */
export function seedDemoOrders(deps: Deps): void {
  const customer = demoId('user:customer');
  const order = (items: [string, number, Record<string, string>?][], shipping: string, extra: Partial<OrderInput> = {}) =>
    placeOrder(
      deps,
      {
        email: 'klient@example.com',
        items: items.map(([slug, quantity, schemas], i) => ({
          cartitem_id: String(i),
          product_id: demoId(`product:${slug}`),
          quantity,
          schemas: schemas ?? {},
        })),
        shipping_method_id: shipping,
        shipping_place: address,
        billing_address: address,
        invoice_requested: false,
        coupons: [],
        sales_channel_id: demoId('channel:pl'),
        currency: 'PLN',
        metadata: {},
        ...extra,
      },
      customer,
      'pl',
      { notify: false },
    );
  const pay = (orderId: string, status: StoredPayment['status']) => {
    const o = loadOrder(deps.db, orderId)!;
    const id = randomUUID();
    savePayment(deps.db, {
      id,
      order_id: o.id,
      method_id: PAYMENT_CARD,
      method: 'card',
      amount: o.summary,
      currency: o.currency,
      status,
      external_id: `SIM-${id.slice(0, 8).toUpperCase()}`,
      continue_url: null,
      redirect_url: null,
      date: o.created_at,
    });
    saveOrder(deps.db, refreshPaid(deps.db, o));
  };
  const courier = demoId('shipping:courier');
  transaction(deps.db, () => {
    const paid = order(
      [
        ['koszulka-gory', 2, { [demoId('schema:koszulka-gory-size')]: demoId('option:koszulka-gory-m') }],
        ['torba-plocienna', 1],
      ],
      courier,
    );
    pay(paid.id, 'successful');
    saveOrder(deps.db, { ...loadOrder(deps.db, paid.id)!, status_id: demoId('status:done'), created_at: '2026-09-14T10:20:00.000Z' });
    const pending = order([['monstera-w-doniczce', 1]], courier);
    pay(pending.id, 'pending');
    const failed = order([['lampka-nocna-led', 1]], courier);
    pay(failed.id, 'failed');
    order([['koc-welniany', 1]], demoId('shipping:courier-cod'));
    const canceled = order([['obrus-lniany', 1]], courier, { comment: 'Proszę o szybką wysyłkę.' });
    saveOrder(deps.db, { ...loadOrder(deps.db, canceled.id)!, status_id: demoId('status:canceled') });
  });
}
