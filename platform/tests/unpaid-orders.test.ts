import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPlatform, type TestPlatform } from './harness.ts';
import { readConfig } from '../config.ts';

// One guest order took all the remaining units of a product and never paid. Unpaid orders of
// an online payment give their stock back after PLATFORM_UNPAID_ORDER_MINUTES (here 30, on a clock the
// test moves), and a line never goes past the product's purchase limit.
let p: TestPlatform;
let now = new Date('2026-11-26T10:00:00.000Z');
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
let pl: string;
let courier: { id: string; payment_methods: { id: string; alias: string }[] };
const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };
const product = async (slug: string) => (await p.call('GET', `/products/${slug}`)).body.data;
const methodId = (alias: string) => courier.payment_methods.find((m) => m.alias === alias)!.id;
const place = async (slug: string, quantity: number, payment: string) =>
  p.call('POST', '/orders', {
    body: {
      email: 'gosc@example.com',
      items: [{ product_id: (await product(slug)).id, quantity }],
      shipping_method_id: courier.id,
      shipping_place: address,
      billing_address: address,
      currency: 'PLN',
      sales_channel_id: pl,
      coupons: [],
      payment_method_id: methodId(payment),
    },
  });
const status = async (code: string) => (await p.call('GET', `/orders/${code}`)).body.data;

beforeAll(async () => {
  p = await startTestPlatform(mkdtempSync(join(tmpdir(), 'platform-unpaid-')), { clock: () => now.getTime(), unpaidOrderMinutes: 30 });
  pl = (await p.call('GET', '/sales-channels/pl')).body.data.id;
  courier = ((await p.call('GET', '/shipping-methods')).body.data as (typeof courier & { name: string })[]).find((m) => m.name === 'Kurier')!;
});
afterAll(() => p?.stop());

describe('unpaid orders give their stock back', () => {
  it('an online-payment order left unpaid past the time is canceled and its units are for sale again', async () => {
    const order = (await place('taboret-sosnowy', 3, 'card')).body.data;
    expect((await product('taboret-sosnowy')).quantity).toBe(0);
    const blocked = await place('taboret-sosnowy', 1, 'card');
    expect(blocked.body.error.key).toBe('ORDER_NOT_ENOUGH_ITEMS_IN_WAREHOUSE');
    later(29);
    expect((await status(order.code)).status.cancel).toBe(false);
    expect((await product('taboret-sosnowy')).quantity).toBe(0);
    later(2);
    const read = await status(order.code);
    expect(read).toMatchObject({ paid: false, payable: false, status: { cancel: true } });
    expect((await product('taboret-sosnowy')).quantity).toBe(3);
    expect((await place('taboret-sosnowy', 1, 'card')).status).toBe(201);
  });

  it('a payment in progress keeps the order; its gateway cannot take money once the order is canceled', async () => {
    const order = (await place('sekator-ogrodowy', 2, 'card')).body.data;
    later(25);
    const started = (await p.call('POST', `/orders/${order.code}/pay/id:${methodId('card')}`, { body: { continue_url: 'https://shop.example/thank-you' } }))
      .body.data;
    later(10);
    expect((await status(order.code)).status.cancel).toBe(false);
    later(10);
    expect((await status(order.code)).status.cancel).toBe(true);
    expect((await product('sekator-ogrodowy')).quantity).toBe(3);
    await fetch(started.redirect_url, { method: 'POST', body: new URLSearchParams({ result: 'success' }), redirect: 'manual' });
    expect((await status(order.code)).paid).toBe(false);
  });

  it('leaves paid orders, bank transfers (staff record them) and the time set to 0 alone', async () => {
    const transfer = (await place('sekator-ogrodowy', 1, 'bank-transfer')).body.data;
    const paid = (await place('sekator-ogrodowy', 1, 'card')).body.data;
    const started = (await p.call('POST', `/orders/${paid.code}/pay/id:${methodId('card')}`, { body: { continue_url: 'https://shop.example/thank-you' } })).body
      .data;
    await fetch(started.redirect_url, { method: 'POST', body: new URLSearchParams({ result: 'success' }), redirect: 'manual' });
    later(24 * 60);
    expect(await status(transfer.code)).toMatchObject({ paid: false, payable: true, status: { cancel: false } });
    expect(await status(paid.code)).toMatchObject({ paid: true, status: { cancel: false } });
    expect((await product('sekator-ogrodowy')).quantity).toBe(1);
    expect(readConfig({ PLATFORM_DEMO: '1' }).unpaidOrderMinutes).toBe(60);
    expect(readConfig({ PLATFORM_DEMO: '1', PLATFORM_UNPAID_ORDER_MINUTES: '0' }).unpaidOrderMinutes).toBe(0);
    expect(() => readConfig({ PLATFORM_DEMO: '1', PLATFORM_UNPAID_ORDER_MINUTES: 'soon' })).toThrow(/PLATFORM_UNPAID_ORDER_MINUTES/);
  });

  it("bounds a guest's line by the product's purchase limit, in the cart and in the order", async () => {
    const seeds = await product('nasiona-pomidora-malinowego');
    expect(seeds.purchase_limit_per_user).toBe(2);
    const cart = await p.call('POST', '/cart/process', {
      body: { currency: 'PLN', sales_channel_id: pl, items: [{ cartitem_id: '1', product_id: seeds.id, quantity: 99, schemas: {} }], coupons: [] },
    });
    expect(cart.body.data.items[0].quantity).toBe(2);
    const order = await place('nasiona-pomidora-malinowego', 99, 'card');
    expect([order.status, order.body.error.key]).toEqual([422, 'PRODUCT_PURCHASE_LIMIT']);
  });
});
