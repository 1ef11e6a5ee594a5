// Heseya's own SDK (@heseya/store-core 6.1, as Heseya's storefront uses it) drives the order side of the
// embedded platform: cart process, order create, payment methods for an order code, pay, and the
// shopper's orders. Its services parse the answers themselves (unwrapping `data`, normalising the
// pagination); the assertions check the fields its types promise, with the types Heseya gives them.
import axios from 'axios';
import { CdnMediaAttachmentType, createHeseyaApiService, type HeseyaApiService, type OrderCreateDto } from '@heseya/store-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let guest: HeseyaApiService;
let customer: HeseyaApiService;
let channelId: string;
let courier: { id: string; payment_methods: { id: string; alias: string }[] };
let tote: { id: string };
// country_name left empty (the SDK's type asks for the field): the platform names the country itself.
const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', country_name: '', phone: '+48600100200' };
const money = expect.stringMatching(/^\d+\.\d{2}$/);
const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);

const sdk = (token?: string) => createHeseyaApiService(axios.create({ baseURL: p.url, headers: token ? { Authorization: `Bearer ${token}` } : {} }));
const orderDto = (extra: Partial<OrderCreateDto> & { payment_method_id?: string } = {}): OrderCreateDto => ({
  email: 'jan@example.com',
  comment: '',
  shipping_method_id: courier.id,
  shipping_place: address,
  billing_address: address,
  invoice_requested: false,
  items: [{ product_id: tote.id, quantity: 1, schemas: {} }],
  coupons: [],
  sales_ids: [],
  sales_channel_id: channelId,
  currency: 'PLN',
  ...extra,
});
// On Node the SDK posts files with the form-data package, which takes a Buffer where its type says File.
const upload = (content: string) => Buffer.from(content) as unknown as File;
const card = () => courier.payment_methods.find((m) => m.alias === 'card')!;

beforeAll(async () => {
  p = await startTestPlatform();
  guest = sdk();
  customer = sdk(await p.login(CUSTOMER));
  channelId = (await p.call('GET', '/sales-channels/pl')).body.data.id;
  courier = (await p.call('GET', '/shipping-methods')).body.data.find((m: { name: string }) => m.name === 'Kurier');
  tote = (await p.call('GET', '/products/torba-plocienna')).body.data;
});
afterAll(() => p?.stop());

describe("Heseya's SDK on the order side", () => {
  it('processes a cart: ProcessedCart with string amounts and the lines as sold', async () => {
    const cart = await guest.Orders.processCart({
      items: [{ cartitem_id: 'a', product_id: tote.id, quantity: 2, schemas: {} }],
      coupons: [],
      sales_channel_id: channelId,
      currency: 'PLN',
      shipping_method_id: courier.id,
    });
    expect(cart).toMatchObject({
      currency: 'PLN',
      cart_total_initial: money,
      cart_total: money,
      shipping_price_initial: money,
      shipping_price: money,
      summary: money,
      items: [{ cartitem_id: 'a', quantity: 2, price: money, price_discounted: money }],
      coupons: [],
      sales: expect.any(Array),
    });
    expect(cart.shipping_time === null || typeof cart.shipping_time === 'number').toBe(true);
    expect(cart.shipping_date === null || typeof cart.shipping_date === 'string').toBe(true);
  });

  it('creates an order: the Order the SDK types, documents empty, the whole shipping method, no buyer for a guest', async () => {
    const order = await guest.Orders.create(orderDto({ payment_method_id: card().id }));
    expect(order).toMatchObject({
      id: uuid,
      code: expect.stringMatching(/^[A-Z0-9]{6}$/),
      email: 'jan@example.com',
      currency: 'PLN',
      language: 'pl',
      paid: false,
      payable: true,
      cart_total_initial: money,
      cart_total: money,
      shipping_price_initial: money,
      shipping_price: money,
      summary: money,
      summary_paid: '0.00',
      invoice_requested: false,
      documents: [],
      digital_shipping_method: null,
      shipping_number: null,
      buyer: null,
      payments: [],
      discounts: [],
      status: { id: uuid, name: expect.any(String), color: expect.any(String), cancel: false, hidden: false, no_notifications: false },
      billing_address: { ...address, country_name: 'Poland', vat: null },
      shipping_place: { ...address, country_name: 'Poland', vat: null },
      sales_channel: { id: channelId, slug: 'pl' },
      shipping_method: {
        id: courier.id,
        name: 'Kurier',
        shipping_type: 'address',
        public: true,
        payment_on_delivery: false,
        shipping_time_min: expect.any(Number),
        shipping_time_max: expect.any(Number),
        is_block_list_countries: false,
        countries: [{ code: 'PL', name: expect.any(String) }],
        price_ranges: expect.any(Array),
        prices: expect.any(Array),
        shipping_points: [],
        payment_methods: expect.arrayContaining([expect.objectContaining({ id: card().id, alias: 'card', public: true, icon: expect.any(String) })]),
      },
    });
    expect(order.products).toEqual([
      expect.objectContaining({ quantity: 1, price: money, price_initial: money, product: expect.objectContaining({ id: tote.id }) }),
    ]);
  });

  it('reads the payment methods of an order by its code: the public order (OrderSummary) and PaymentMethodListed', async () => {
    const placed = await guest.Orders.create(orderDto());
    const { order, paymentMethods, code } = await guest.Orders.getPaymentMethods(placed.code);
    expect(code).toBe(placed.code);
    expect(order).toMatchObject({
      id: placed.id,
      code: placed.code,
      paid: false,
      payable: true,
      currency: 'PLN',
      created_at: expect.any(String),
      metadata: {},
      cart_total_initial: money,
      cart_total: money,
      shipping_price_initial: money,
      shipping_price: money,
      summary: placed.summary,
      status: { cancel: false },
      shipping_method: { id: courier.id, name: 'Kurier' },
      digital_shipping_method: null,
    });
    expect(paymentMethods.map((m) => m.alias).sort()).toEqual(['bank-transfer', 'card']);
    for (const m of paymentMethods)
      expect(m).toMatchObject({ id: uuid, name: expect.any(String), icon: expect.any(String), alias: expect.any(String), public: true });
    const listed = await guest.PaymentMethods.get({ order_code: placed.code });
    expect(listed.pagination).toEqual({ perPage: expect.any(Number), currentPage: 1, lastPage: 1, total: 2 });
  });

  it('pays: the SDK gets the gateway address; paying twice gives the same payment; a shopper cannot markAsPaid', async () => {
    const placed = await guest.Orders.create(orderDto());
    const first = await guest.Orders.pay(placed.code, card().id, 'https://shop.example/thank-you');
    expect(first).toMatch(new RegExp(`^${p.url}/gateway/[0-9a-f-]{36}$`));
    expect(await guest.Orders.pay(placed.code, card().id, 'https://shop.example/thank-you')).toBe(first);
    await expect(customer.Orders.markAsPaid(placed.code)).rejects.toMatchObject({ response: { status: 403 } });
    await expect(guest.Orders.markAsPaid(placed.code)).rejects.toMatchObject({ response: { status: 401 } });
    const staff = sdk(await p.login());
    const payment = await staff.Orders.markAsPaid(placed.code);
    expect(payment).toMatchObject({
      id: uuid,
      method: 'offline',
      status: 'successful',
      amount: placed.summary,
      currency: 'PLN',
      redirect_url: null,
      date: expect.any(String),
    });
    await expect(guest.Orders.getPaymentMethods(placed.code)).rejects.toThrow('Order already paid');
  });

  it("lists the shopper's orders (OrderListed, normalised pagination) and reads one by code", async () => {
    const mine = await customer.Orders.create(orderDto({ email: CUSTOMER.email }));
    const page = await customer.UserProfile.Orders.get({ limit: 2 });
    expect(page.pagination).toEqual({ perPage: 2, currentPage: 1, lastPage: Math.ceil(page.pagination.total / 2), total: expect.any(Number) });
    expect(page.data).toHaveLength(2);
    const listed = (await customer.UserProfile.Orders.get({ limit: 100 })).data.find((o) => o.code === mine.code)!;
    expect(listed).toMatchObject({
      id: mine.id,
      code: mine.code,
      email: CUSTOMER.email,
      currency: 'PLN',
      language: 'pl',
      paid: false,
      payable: true,
      invoice_requested: false,
      billing_address: { name: 'Jan Nowak', country_name: 'Poland' },
      shipping_place: { city: 'Gdańsk' },
      documents: [],
      summary_paid: '0.00',
      status: { cancel: false },
      shipping_method: { id: courier.id },
      digital_shipping_method: null,
      sales_channel: { id: channelId },
    });
    const one = await customer.UserProfile.Orders.getOneByCode(mine.code);
    expect(one).toMatchObject({
      id: mine.id,
      code: mine.code,
      products: [expect.objectContaining({ quantity: 1 })],
      payments: [],
      documents: [],
      buyer: { email: CUSTOMER.email },
    });
    await expect(sdk(await p.login()).UserProfile.Orders.getOneByCode(mine.code)).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('attaches documents to an order (Orders.Documents): staff add, mail and remove them; the buyer downloads, others cannot', async () => {
    const token = await p.login(CUSTOMER);
    const mine = await sdk(token).Orders.create(orderDto({ email: CUSTOMER.email }));
    const staff = sdk(await p.login());
    const invoice = await staff.Orders.Documents.create(mine.id, {
      type: CdnMediaAttachmentType.Invoice,
      name: 'Faktura FV/1/2026',
      file: upload('%PDF-1.4 faktura'),
    });
    expect(invoice).toEqual({ id: uuid, type: 'invoice', name: 'Faktura FV/1/2026' });
    expect((await staff.Orders.getOne(mine.id)).documents).toEqual([invoice]);
    expect((await sdk(token).UserProfile.Orders.getOneByCode(mine.code)).documents).toEqual([invoice]);
    const downloaded = await fetch(`${p.url}/orders/id:${mine.id}/docs/id:${invoice.id}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect([downloaded.status, await downloaded.text()]).toEqual([200, '%PDF-1.4 faktura']);
    const stranger = await fetch(`${p.url}/orders/id:${mine.id}/docs/id:${invoice.id}/download`);
    expect(stranger.status).toBe(401);
    await expect(customer.Orders.Documents.create(mine.id, { type: CdnMediaAttachmentType.Invoice, file: upload('x') })).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(await staff.Orders.Documents.send(mine.id, [invoice.id])).toBe(true);
    expect(await staff.Orders.Documents.delete(mine.id, invoice.id)).toBe(true);
    expect((await staff.Orders.getOne(mine.id)).documents).toEqual([]);
  });
});
