import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let pl: string;
let methods: {
  id: string;
  name: string;
  shipping_type: string;
  payment_on_delivery: boolean;
  metadata: Record<string, unknown>;
  payment_methods: { id: string; alias: string }[];
  shipping_points: { id: string; name: string }[];
}[];
const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };
const product = async (slug: string) => (await p.call('GET', `/products/${slug}`)).body.data;
const method = (name: string) => methods.find((m) => m.name === name)!;
const place = async (
  items: { product_id: string; quantity: number; schemas?: Record<string, unknown> }[],
  extra: Record<string, unknown> = {},
  token?: string,
) =>
  p.call('POST', '/orders', {
    token,
    body: {
      email: 'jan@example.com',
      items,
      shipping_method_id: method('Kurier').id,
      shipping_place: address,
      billing_address: address,
      currency: 'PLN',
      sales_channel_id: pl,
      coupons: [],
      sales_ids: [],
      ...extra,
    },
  });

beforeAll(async () => {
  p = await startTestPlatform(undefined, { allowedOrigins: ['http://shop.test'] });
  pl = (await p.call('GET', '/sales-channels/pl')).body.data.id;
  methods = (await p.call('GET', '/shipping-methods')).body.data;
});
afterAll(() => p?.stop());

describe('placing orders', () => {
  it('creates an order with a readable code and lowers the stock', async () => {
    const stool = await product('taboret-sosnowy');
    const r = await place([{ product_id: stool.id, quantity: 2 }], { sale_ids: [] });
    expect(r.status).toBe(201);
    expect(r.body.data.code).toMatch(/^[A-Z2-9]{6}$/);
    const mails = readdirSync(join(p.dataDir, 'outbox')).map((f) => JSON.parse(readFileSync(join(p.dataDir, 'outbox', f), 'utf8')));
    expect(mails).toEqual([expect.objectContaining({ kind: 'order-created', to: 'jan@example.com', subject: `Przyjęliśmy zamówienie ${r.body.data.code}` })]);
    expect(r.body.data).toMatchObject({ payable: true, paid: false, cart_total: '298.00', shipping_price: '14.99', summary: '312.99' });
    expect((await product('taboret-sosnowy')).quantity).toBe(1);
    const tooMany = await place([{ product_id: stool.id, quantity: 2 }]);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.key).toBe('ORDER_NOT_ENOUGH_ITEMS_IN_WAREHOUSE');
    expect((await product('taboret-sosnowy')).quantity).toBe(1);
  });

  it('refuses a digital method for physical goods and the other way round', async () => {
    const bag = await product('torba-plocienna');
    const ebook = await product('ebook-kuchnia-polska');
    const digital = method('Wysyłka elektroniczna (e-mail)');
    const wrong = await place([{ product_id: bag.id, quantity: 1 }], { shipping_method_id: digital.id });
    expect(wrong.body.error.key).toBe('ORDER_SHIPPING_METHOD_TYPE_MISMATCH');
    const wrongDigital = await place([{ product_id: ebook.id, quantity: 1 }], {
      shipping_method_id: null,
      digital_shipping_method_id: method('Kurier').id,
      shipping_place: null,
    });
    expect(wrongDigital.body.error.key).toBe('ORDER_SHIPPING_METHOD_TYPE_MISMATCH');
    const missing = await place([{ product_id: ebook.id, quantity: 1 }], { shipping_method_id: null, shipping_place: null });
    expect(missing.body.error.errors.digital_shipping_method_id[0].key).toBe('VALIDATION_REQUIRED');
    const mixed = await place(
      [
        { product_id: bag.id, quantity: 1 },
        { product_id: ebook.id, quantity: 1 },
      ],
      { digital_shipping_method_id: digital.id },
    );
    expect(mixed.status).toBe(201);
    expect(mixed.body.data.shipping_type).toBeNull();
    expect(mixed.body.data.digital_shipping_method.name).toBe('Wysyłka elektroniczna (e-mail)');
  });

  it('refuses an invalid product configuration, unknown products and bad places', async () => {
    const tee = await product('koszulka-basic');
    const size = tee.schemas[0];
    const noSize = await place([{ product_id: tee.id, quantity: 1 }]);
    expect(noSize.body.error.errors['items.0.schemas'][0].key).toBe('VALIDATION_PRODUCT_SCHEMA_OPTION');
    const badOption = await place([{ product_id: tee.id, quantity: 1, schemas: { [size.id]: tee.id } }]);
    expect(badOption.body.error.errors['items.0.schemas'][0].key).toBe('VALIDATION_PRODUCT_SCHEMA_OPTION');
    const unknown = await place([{ product_id: '00000000-0000-4000-8000-00000000dead', quantity: 1 }]);
    expect(unknown.body.error.errors['items.0.product_id'][0].key).toBe('VALIDATION_EXISTS');
    const abroad = await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], { shipping_place: { ...address, country: 'DE' } });
    expect(abroad.body.error.errors.shipping_place[0].key).toBe('VALIDATION_SHIPPING_PLACE');
    const locker = method('Paczkomat InPost');
    const sofaInLocker = await place([{ product_id: (await product('stolik-kawowy')).id, quantity: 1 }], {
      shipping_method_id: locker.id,
      shipping_place: 'KRA01M | tel.: +48600100200',
    });
    expect(sofaInLocker.body.error.key).toBe('ORDER_SHIPPING_METHOD_TYPE_MISMATCH');
    const bagInLocker = await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], {
      shipping_method_id: locker.id,
      shipping_place: 'KRA01M | tel.: +48600100200',
    });
    expect(bagInLocker.status).toBe(201);
    // As Heseya: a point-external method's place is text, any point of the provider's (the platform has no list of them).
    const dpd = method('Odbiór w punkcie DPD Pickup');
    const dpdPoint = await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], {
      shipping_method_id: dpd.id,
      shipping_place: 'PL11033 | tel.: +48600100200',
    });
    expect(dpdPoint.status).toBe(201);
    expect(dpdPoint.body.data.shipping_place).toBe('PL11033 | tel.: +48600100200');
    const addressAtDpd = await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], {
      shipping_method_id: dpd.id,
      shipping_place: address,
    });
    expect(addressAtDpd.body.error.errors.shipping_place[0]).toMatchObject({ key: 'VALIDATION_SHIPPING_PLACE', message: 'Shipping point should be string.' });
    const showroom = method('Odbiór osobisty w salonie');
    const unknownPoint = await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], {
      shipping_method_id: showroom.id,
      shipping_place: '00000000-0000-4000-8000-00000000beef',
    });
    expect(unknownPoint.body.error.errors.shipping_place[0]).toMatchObject({ key: 'VALIDATION_SHIPPING_PLACE', message: 'Shipping point does not exist.' });
    // A point method's order answers the point's address as its shipping place, as Heseya does.
    const salon = showroom.shipping_points[1]!;
    const atSalon = await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], {
      shipping_method_id: showroom.id,
      shipping_place: salon.id,
    });
    expect(atSalon.status).toBe(201);
    expect(atSalon.body.data.shipping_place).toMatchObject({
      id: salon.id,
      name: 'Salon Kraków',
      address: 'ul. Floriańska 5',
      zip: '31-019',
      city: 'Kraków',
      country: 'PL',
    });
    const invoice = await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], { invoice_requested: true });
    expect(invoice.body.error.errors['billing_address.vat'][0].key).toBe('VALIDATION_REQUIRED');
    // Heseya's address: vat is a string of at most 15 characters.
    const longVat = await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], {
      billing_address: { ...address, vat: 'PL 526 025 09 95' },
    });
    expect(longVat.body.error.errors['billing_address.vat'][0].key).toBe('VALIDATION_MAX');
  });
});

describe('paying', () => {
  it('offers the shipping method payment methods for an order code, pays through the gateway, and refuses a second payment', async () => {
    const order = (await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }])).body.data;
    const offered = (await p.call('GET', `/payment-methods?order_code=${order.code}`)).body.data.map((m: { alias: string }) => m.alias);
    expect(offered.sort()).toEqual(['bank-transfer', 'card']);
    const card = method('Kurier').payment_methods.find((m) => m.alias === 'card')!;
    const script = await p.call('POST', `/orders/${order.code}/pay/id:${card.id}`, { body: { continue_url: 'javascript:alert(1)' } });
    expect(script.body.error.errors.continue_url[0].key).toBe('VALIDATION_URL');
    const pay = await p.call('POST', `/orders/${order.code}/pay/id:${card.id}`, { body: { continue_url: 'http://127.0.0.1:4321/dziekujemy' } });
    expect(pay.status).toBe(201);
    expect(pay.body.data.status).toBe('pending');
    const gatewayPath = new URL(pay.body.data.redirect_url).pathname;
    const page = await p.call('GET', gatewayPath);
    expect(page.body).toContain(order.code);
    expect(page.body).toContain(`${order.summary} PLN`);
    expect(order.summary).toBe('53.99');
    const done = await fetch(`${p.url}${gatewayPath}`, { method: 'POST', body: new URLSearchParams({ result: 'success' }), redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('http://127.0.0.1:4321/dziekujemy');
    const after = (await p.call('GET', `/orders/${order.code}`)).body.data;
    expect(after).toMatchObject({ paid: true, payable: false });
    const again = await p.call('POST', `/orders/${order.code}/pay/id:${card.id}`, { body: { continue_url: 'http://127.0.0.1:4321/dziekujemy' } });
    expect(again.body.error.key).toBe('CLIENT_ORDER_PAID');
    expect((await p.call('GET', `/payment-methods?order_code=${order.code}`)).body.data).toEqual([]);
  });

  it('a declined payment leaves the order unpaid and payable', async () => {
    const order = (await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }])).body.data;
    const card = method('Kurier').payment_methods.find((m) => m.alias === 'card')!;
    const pay = (await p.call('POST', `/orders/${order.code}/pay/id:${card.id}`, { body: { continue_url: 'http://127.0.0.1:4321/dziekujemy' } })).body.data;
    await fetch(pay.redirect_url, { method: 'POST', body: new URLSearchParams({ result: 'failure' }), redirect: 'manual' });
    expect((await p.call('GET', `/orders/${order.code}`)).body.data).toMatchObject({ paid: false, payable: true });
    const token = await p.login();
    const full = (await p.call('GET', `/orders/id:${order.id}`, { token })).body.data;
    expect(full.payments.map((x: { status: string }) => x.status)).toEqual(['failed']);
  });

  it('leaves a bank transfer order unpaid until staff record the payment; a shopper cannot mark it paid', async () => {
    const transfer = method('Kurier').payment_methods.find((m) => m.alias === 'bank-transfer')!;
    const order = (await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], { payment_method_id: transfer.id })).body.data;
    expect((await p.call('GET', `/orders/${order.code}`)).body.data).toMatchObject({
      paid: false,
      payable: true,
      payment_status: null,
      payment_method_type: 'offline',
    });
    const guest = await p.call('POST', `/orders/${order.code}/pay/offline`);
    expect([guest.status, guest.body.error.key]).toEqual([401, 'UNAUTHORIZED']);
    const shopper = await p.call('POST', `/orders/${order.code}/pay/offline`, { token: await p.login(CUSTOMER) });
    expect([shopper.status, shopper.body.error.key]).toEqual([403, 'FORBIDDEN']);
    expect((await p.call('GET', `/orders/${order.code}`)).body.data).toMatchObject({ paid: false, payable: true });
    const staff = await p.call('POST', `/orders/${order.code}/pay/offline`, { token: await p.login() });
    expect(staff.status).toBe(201);
    expect(staff.body.data).toMatchObject({ status: 'successful', amount: order.summary, method: 'offline' });
    expect((await p.call('GET', `/orders/${order.code}`)).body.data).toMatchObject({ paid: true, payable: false });
    const again = await p.call('POST', `/orders/${order.code}/pay/offline`, { token: await p.login() });
    expect(again.body.error.key).toBe('CLIENT_ORDER_PAID');
    const cod = (
      await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], { shipping_method_id: method('Kurier — płatność przy odbiorze').id })
    ).body.data;
    expect(cod.payable).toBe(false);
  });
});

describe('a payment in progress', () => {
  const card = () => method('Kurier').payment_methods.find((m) => m.alias === 'card')!;
  const pay = (code: string, methodId: string) =>
    p.call('POST', `/orders/${code}/pay/id:${methodId}`, { body: { continue_url: 'http://shop.test/thank-you' } });
  const payments = async (id: string) =>
    (await p.call('GET', `/orders/id:${id}`, { token: await p.login() })).body.data.payments as { id: string; status: string }[];

  it('a second "pay" answers the payment already started instead of a second one', async () => {
    const order = (await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }])).body.data;
    const first = await pay(order.code, card().id);
    const second = await pay(order.code, card().id);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.data).toMatchObject({ id: first.body.data.id, redirect_url: first.body.data.redirect_url, status: 'pending' });
    expect(await payments(order.id)).toHaveLength(1);
  });

  it('two concurrent starts give one live payment', async () => {
    const order = (await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }])).body.data;
    const started = await Promise.all(Array.from({ length: 5 }, () => pay(order.code, card().id)));
    expect(started.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(started.map((r) => r.body.data.id)).size).toBe(1);
    expect((await payments(order.id)).filter((x) => x.status === 'pending')).toHaveLength(1);
  });

  it('another method replaces the payment in progress: the old gateway page can no longer take money', async () => {
    const admin = await p.login();
    const paypal = (await p.call('POST', '/payment-methods', { token: admin, body: { name: 'PayPal (test)', alias: 'paypal-test', type: 'online' } })).body
      .data;
    const courier = (
      await p.call('POST', '/shipping-methods', {
        token: admin,
        body: {
          name: 'Kurier (dwie bramki)',
          shipping_type: 'address',
          countries: ['PL'],
          payment_methods: [card().id, paypal.id],
          shipping_time_min: 1,
          shipping_time_max: 2,
          price_ranges: [{ start: '0', value: '10', currency: 'PLN' }],
        },
      })
    ).body.data;
    const order = (await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], { shipping_method_id: courier.id })).body.data;
    const first = (await pay(order.code, card().id)).body.data;
    const second = await pay(order.code, paypal.id);
    expect(second.status).toBe(201);
    expect((await payments(order.id)).map((x) => [x.id, x.status])).toEqual([
      [first.id, 'failed'],
      [second.body.data.id, 'pending'],
    ]);
    await fetch(first.redirect_url, { method: 'POST', body: new URLSearchParams({ result: 'success' }), redirect: 'manual' });
    expect((await p.call('GET', `/orders/${order.code}`)).body.data.paid).toBe(false);
    await fetch(second.body.data.redirect_url, { method: 'POST', body: new URLSearchParams({ result: 'success' }), redirect: 'manual' });
    expect((await p.call('GET', `/orders/${order.code}`)).body.data.paid).toBe(true);
  });
});

describe('order status and history', () => {
  it('refuses to change the status of a canceled order', async () => {
    const token = await p.login();
    const statuses = (await p.call('GET', '/statuses')).body.data as { id: string; cancel: boolean }[];
    const order = (await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }])).body.data;
    const cancel = statuses.find((s) => s.cancel)!;
    const other = statuses.find((s) => !s.cancel)!;
    expect((await p.call('PATCH', `/orders/id:${order.id}/status`, { token, body: { status_id: cancel.id } })).status).toBe(200);
    const refused = await p.call('PATCH', `/orders/id:${order.id}/status`, { token, body: { status_id: other.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.error.key).toBe('CLIENT_CHANGE_CANCELED_ORDER_STATUS');
  });

  it('shows a signed-in customer their own orders only', async () => {
    const token = await p.login(CUSTOMER);
    const mine = await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }], {}, token);
    const list = (await p.call('GET', '/orders/my', { token })).body;
    expect(list.data.map((o: { code: string }) => o.code)).toContain(mine.body.data.code);
    expect(list.meta.total).toBe(6);
    const someoneElse = (await place([{ product_id: (await product('torba-plocienna')).id, quantity: 1 }])).body.data.code;
    expect((await p.call('GET', `/orders/my/${someoneElse}`, { token })).status).toBe(404);
  });

  it("gives the account's order pages what they show: status, payable, delivery, lines with product slugs and options, language, pages", async () => {
    const token = await p.login(CUSTOMER);
    const tee = await product('koszulka-gory');
    const size = tee.schemas[0];
    const m = size.options.find((o: { name: string }) => o.name === 'M');
    const placed = (await place([{ product_id: tee.id, quantity: 2, schemas: { [size.id]: m.id } }], {}, token)).body.data;
    const order = (await p.call('GET', `/orders/my/${placed.code}`, { token, headers: { 'Accept-Language': 'en' } })).body.data;
    expect(order).toMatchObject({
      code: placed.code,
      paid: false,
      payable: true,
      language: 'pl',
      shipping_method: { name: expect.any(String), shipping_type: 'address' },
    });
    expect(order.status).toMatchObject({ name: expect.any(String), color: expect.stringMatching(/^[0-9a-f]{6}$/i) });
    expect(order.products[0]).toMatchObject({ quantity: 2, product: { slug: 'koszulka-gory' }, schemas: [{ name: size.name, value: 'M' }] });
    const first = (await p.call('GET', '/orders/my?limit=2&page=1', { token })).body;
    expect(first.data).toHaveLength(2);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 2, last_page: Math.ceil(first.meta.total / 2) });
    const beyond = (await p.call('GET', `/orders/my?limit=2&page=${first.meta.last_page + 1}`, { token })).body;
    expect(beyond.data).toEqual([]);
  });
});

describe('idempotent placement', () => {
  it('places one order per Idempotency-Key: a replay answers the same order', async () => {
    const bag = await product('torba-plocienna');
    const key = `attempt-${Date.now()}-abcdefgh`;
    const body = {
      email: 'jan@example.com',
      items: [{ product_id: bag.id, quantity: 1 }],
      shipping_method_id: method('Kurier').id,
      shipping_place: address,
      billing_address: address,
      currency: 'PLN',
      sales_channel_id: pl,
      coupons: [],
    };
    const [first, second] = await Promise.all([
      p.call('POST', '/orders', { body, headers: { 'idempotency-key': key } }),
      p.call('POST', '/orders', { body, headers: { 'idempotency-key': key } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(second.body.data.code).toBe(first.body.data.code);
    const replay = await p.call('POST', '/orders', { body, headers: { 'idempotency-key': key } });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.code).toBe(first.body.data.code);
    const other = await p.call('POST', '/orders', { body, headers: { 'idempotency-key': `${key}-2` } });
    expect(other.body.data.code).not.toBe(first.body.data.code);
    const bad = await p.call('POST', '/orders', { body, headers: { 'idempotency-key': 'short' } });
    expect(bad.status).toBe(422);
  });

  it('tells anyone with the code the payment status and the totals, not the contents', async () => {
    const bag = await product('torba-plocienna');
    const card = method('Kurier').payment_methods.find((m) => m.alias === 'card')!;
    const placed = await place([{ product_id: bag.id, quantity: 1 }]);
    const code = placed.body.data.code;
    const before = (await p.call('GET', `/orders/${code}`)).body.data;
    expect(before).toMatchObject({ code, paid: false, payable: true, payment_status: null, shipping_method: { name: 'Kurier' } });
    expect(before.products).toBeUndefined();
    expect(before.email).toBeUndefined();
    const started = await p.call('POST', `/orders/${code}/pay/id:${card.id}`, { body: { continue_url: 'http://shop.test/thank-you' } });
    const paymentId = started.body.data.redirect_url.split('/').at(-1);
    expect((await p.call('GET', `/orders/${code}`)).body.data).toMatchObject({ payment_status: 'pending', payment_method_type: 'online' });
    await p.call('POST', `/gateway/${paymentId}`, { raw: 'result=failure', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await p.call('GET', `/orders/${code}`)).body.data).toMatchObject({ paid: false, payment_status: 'failed' });
  });

  it('keeps an abandoned gateway payment pending; paying again returns to that payment, which completes the order', async () => {
    const bag = await product('torba-plocienna');
    const card = method('Kurier').payment_methods.find((m) => m.alias === 'card')!;
    const code = (await place([{ product_id: bag.id, quantity: 1 }])).body.data.code;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const start = async () =>
      (await p.call('POST', `/orders/${code}/pay/id:${card.id}`, { body: { continue_url: 'http://shop.test/thank-you' } })).body.data.redirect_url
        .split('/')
        .at(-1);
    const first = await start();
    expect((await p.call('GET', `/gateway/${first}`)).body).toContain('value="abandon"');
    const left = await p.call('POST', `/gateway/${first}`, { raw: 'result=abandon', headers: form });
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe('http://shop.test/thank-you');
    expect((await p.call('GET', `/orders/${code}`)).body.data).toMatchObject({ paid: false, payable: true, payment_status: 'pending' });
    expect((await p.call('GET', `/payment-methods?order_code=${code}`)).body.data.map((m: { alias: string }) => m.alias)).toContain('card');
    const second = await start();
    expect(second).toBe(first);
    await p.call('POST', `/gateway/${second}`, { raw: 'result=success', headers: form });
    expect((await p.call('GET', `/orders/${code}`)).body.data).toMatchObject({ paid: true, payable: false, payment_status: 'successful' });
    expect((await p.call('GET', `/payment-methods?order_code=${code}`)).body.data).toEqual([]);
    const again = await p.call('POST', `/orders/${code}/pay/id:${card.id}`, { body: { continue_url: 'http://shop.test/thank-you' } });
    expect(again.status).toBe(422);
    expect(again.body.error.key).toBe('CLIENT_ORDER_PAID');
  });

  it('publishes demo bank transfer details as public settings', async () => {
    const settings = (await p.call('GET', '/settings')).body.data as { name: string; value: string }[];
    const byName = new Map(settings.map((s) => [s.name, s.value]));
    expect(byName.get('bank_transfer_recipient')).toMatch(/Sklep Demo/);
    expect(byName.get('bank_transfer_account')).toMatch(/^PL\d{2}( \d{4}){6}$/);
    expect(byName.get('allow_traditional_transfer')).toBe('1');
  });
});
