import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlatform, type components } from '../platform';
import { json, platformError, startFakeServer, type FakeServer } from '../platform/testing/fake-server';
import { payRefusal, publicOrder, startPayment } from './order-payment';

const order = (extra: Partial<components['schemas']['OrderPublic']> = {}): components['schemas']['OrderPublic'] => ({
  code: 'AB12CD',
  status: { id: 's', name: 'New', color: '#000', cancel: false, description: '' },
  paid: false,
  payable: true,
  summary: '114.99',
  currency: 'PLN',
  shipping_method_type: 'address',
  created_at: '2026-11-23T08:00:00Z',
  cart_total: '100.00',
  cart_total_initial: '100.00',
  shipping_price: '14.99',
  shipping_method: { id: 'm', name: 'Kurier', shipping_type: 'address' },
  digital_shipping_method: null,
  payment_status: null,
  payment_method_type: null,
  ...extra,
});
const methods = [
  { id: 'card', name: 'Card', alias: 'card', public: true, type: 'online' },
  { id: 'transfer', name: 'Transfer', alias: 'bank-transfer', public: true, type: 'offline' },
  { id: 'cod', name: 'On delivery', alias: 'cod', public: true, type: 'on-delivery' },
];
const page = (data: unknown[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 500, total: data.length } });

describe('publicOrder', () => {
  it('reads the public view: amounts as numbers, the shipping type, the payment state', () => {
    expect(publicOrder(order(), 'PLN')).toMatchObject({
      code: 'AB12CD',
      status: 'New',
      summary: 114.99,
      shippingPrice: 14.99,
      type: 'default',
      payment: 'unpaid',
    });
    expect(publicOrder(order({ shipping_method: null, digital_shipping_method: { id: 'd', name: 'E-mail', shipping_type: 'digital' } }), 'PLN').type).toBe(
      'digital',
    );
    expect(publicOrder(order({ digital_shipping_method: { id: 'd', name: 'E-mail', shipping_type: 'digital' } }), 'PLN').type).toBe('mixed');
    expect(publicOrder(order({ payment_status: 'failed', payment_method_type: 'online' }), 'PLN').payment).toBe('failed');
  });
});

describe('payRefusal: why an order cannot be paid', () => {
  it('refuses a paid order first, then one that is not payable', () => {
    expect(payRefusal({ paid: true, payable: false })).toBe('alreadyPaid');
    expect(payRefusal({ paid: false, payable: false })).toBe('notPayable');
    expect(payRefusal({ paid: false, payable: true })).toBeUndefined();
  });
});

describe('startPayment', () => {
  let server: FakeServer;
  let current: ReturnType<typeof order>;
  beforeEach(async () => {
    current = order();
    server = await startFakeServer((request, response) => {
      if (request.method === 'GET' && request.path === '/orders/AB12CD') return json(response, 200, { data: current });
      if (request.method === 'GET' && request.path === '/payment-methods') return json(response, 200, page(current.paid ? [] : methods));
      if (request.method === 'POST' && request.path === '/orders/AB12CD/pay/id:card')
        return json(response, 201, { data: { id: 'p', status: 'pending', redirect_url: 'https://gateway.test/p' } });
      if (request.method === 'POST' && request.path === '/orders/AB12CD/pay/offline') return json(response, 200, { data: { id: 'p', status: 'pending' } });
      return platformError(response, 404, 'ORDER_WITH_THIS_NUMBER_DOESNT_EXIST', 'There is no order with this code.');
    });
  });
  afterEach(() => server.close());
  const start = (paymentMethodId: string, code = 'AB12CD', allowTraditionalTransfer = true) =>
    startPayment(createPlatform({ baseUrl: server.url, cache: false }), {
      code,
      paymentMethodId,
      locale: 'en',
      origin: 'https://shop.test',
      allowTraditionalTransfer,
      currency: 'PLN',
    });

  it('starts an online payment with the thank-you page as the return URL and answers the gateway', async () => {
    expect(await start('card')).toEqual({ kind: 'redirect', url: 'https://gateway.test/p' });
    expect(server.to('/payment-methods')[0]?.search).toBe('order_code=AB12CD');
    expect(JSON.parse(server.to('/orders/AB12CD/pay/id:card')[0]!.body)).toEqual({
      continue_url: 'https://shop.test/en/checkout/thank-you?code=AB12CD&t=default',
    });
  });

  it('answers the transfer page for a traditional transfer without marking anything paid; not when the shop does not allow it', async () => {
    expect(await start('transfer')).toEqual({ kind: 'redirect', url: 'https://shop.test/en/status/AB12CD/traditional-payment' });
    // pay/offline is staff's "payment received" on Heseya: the shopper's path never calls it.
    expect(server.to('/orders/AB12CD/pay/offline')).toHaveLength(0);
    expect(server.to('/orders/AB12CD/pay/id:transfer')).toHaveLength(0);
    expect(await start('transfer', 'AB12CD', false)).toEqual({ kind: 'refused', refusal: 'methodNotAvailable' });
  });

  it('refuses a paid order, an unpayable one, a method not offered and an unknown code', async () => {
    expect(await start('cod')).toEqual({ kind: 'refused', refusal: 'methodNotAvailable' });
    expect(await start('card', 'ZZ99ZZ')).toEqual({ kind: 'refused', refusal: 'notFound' });
    current = order({ payable: false });
    expect(await start('card')).toEqual({ kind: 'refused', refusal: 'notPayable' });
    current = order({ paid: true, payable: false });
    expect(await start('card')).toEqual({ kind: 'refused', refusal: 'alreadyPaid' });
    expect(server.to('/orders/AB12CD/pay/id:card')).toHaveLength(0);
  });
});
