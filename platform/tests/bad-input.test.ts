import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let admin: string;
let pl: string;
let bag: string;
beforeAll(async () => {
  p = await startTestPlatform();
  admin = await p.login();
  pl = (await p.call('GET', '/sales-channels/pl')).body.data.id;
  bag = (await p.call('GET', '/products/torba-plocienna')).body.data.id;
});
afterAll(() => p?.stop());

const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };
const count = (table: string) => (p.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

type Case = [name: string, method: string, path: string, options: { raw?: string; body?: unknown; admin?: boolean }];

const cases = (): Case[] => {
  const cart = { currency: 'PLN', sales_channel_id: pl, items: [{ cartitem_id: '1', product_id: bag, quantity: 1 }] };
  const order = { email: 'a@example.com', items: [{ product_id: bag, quantity: 1 }], shipping_place: address, billing_address: address, currency: 'PLN', sales_channel_id: pl };
  return [
    ['malformed JSON to cart', 'POST', '/cart/process', { raw: '{"items": [' }],
    ['malformed JSON to login', 'POST', '/login', { raw: 'email=a' }],
    ['array instead of object', 'POST', '/cart/process', { body: [cart] }],
    ['string quantity', 'POST', '/cart/process', { body: { ...cart, items: [{ ...cart.items[0], quantity: 'two' }] } }],
    ['negative quantity', 'POST', '/cart/process', { body: { ...cart, items: [{ ...cart.items[0], quantity: -1 }] } }],
    ['zero quantity', 'POST', '/orders', { body: { ...order, items: [{ product_id: bag, quantity: 0 }] } }],
    ['huge quantity', 'POST', '/cart/process', { body: { ...cart, items: [{ ...cart.items[0], quantity: 1e308 }] } }],
    ['huge order quantity', 'POST', '/orders', { body: { ...order, items: [{ product_id: bag, quantity: 99999 }] } }],
    ['product id not a uuid', 'POST', '/cart/process', { body: { ...cart, items: [{ ...cart.items[0], product_id: "1' OR 1=1" }] } }],
    ['unknown channel', 'POST', '/cart/process', { body: { ...cart, sales_channel_id: '00000000-0000-4000-8000-000000000000' } }],
    ['unknown currency', 'POST', '/cart/process', { body: { ...cart, currency: 'XYZ' } }],
    ['lowercase currency', 'POST', '/cart/process', { body: { ...cart, currency: 'pln' } }],
    ['schema value object', 'POST', '/cart/process', { body: { ...cart, items: [{ ...cart.items[0], schemas: { x: { y: 1 } } }] } }],
    ['unknown shipping method', 'POST', '/cart/process', { body: { ...cart, shipping_method_id: '00000000-0000-4000-8000-000000000000' } }],
    ['order without items', 'POST', '/orders', { body: { ...order, items: [] } }],
    ['order with bad email', 'POST', '/orders', { body: { ...order, email: 'not-an-email' } }],
    ['order without billing address', 'POST', '/orders', { body: { ...order, billing_address: undefined } }],
    ['order with numeric comment', 'POST', '/orders', { body: { ...order, comment: 12 } }],
    ['order with a null body', 'POST', '/orders', { raw: 'null' }],
    ['pay unknown order', 'POST', '/orders/NOPE00/pay/id:00000000-0000-4000-8000-000000000000', { body: { continue_url: 'http://127.0.0.1/x' } }],
    ['pay with a bad continue_url', 'POST', '/orders/NOPE00/pay/id:00000000-0000-4000-8000-000000000000', { body: { continue_url: 'javascript:alert(1)' } }],
    ['reset with a script redirect', 'POST', '/users/reset-password', { body: { email: 'klient@example.com', redirect_url: 'javascript:alert(1)' } }],
    ['register with a number as password', 'POST', '/register', { body: { name: 'A B', email: 'ab@example.com', password: 123456789012 } }],
    ['login with missing password', 'POST', '/login', { body: { email: 'a@example.com' } }],
    ['refresh with garbage', 'POST', '/auth/refresh', { body: { refresh_token: 'a.b.c' } }],
    ['bad page number', 'GET', '/products?page=-3', {}],
    ['huge limit', 'GET', '/products?limit=100000000', {}],
    ['non-numeric price filter', 'GET', '/products?price.min=abc', {}],
    ['unknown sort field', 'GET', '/products?sort=password:asc', {}],
    ['unknown product id', 'GET', '/products/id:00000000-0000-4000-8000-000000000000', {}],
    ['unknown page', 'GET', '/pages/%00', {}],
    ['unknown order code', 'GET', '/orders/ZZZZZZ', {}],
    ['wishlist check with bad ids', 'GET', '/wishlist/check?product_ids[]=x', { admin: true }],
    ['create product with a negative price', 'POST', '/products', { admin: true, body: { name: 'X', slug: 'x', prices_base: [{ value: '-1', currency: 'PLN' }], public: true, shipping_digital: false } }],
    ['create product in an unknown set', 'POST', '/products', { admin: true, body: { name: 'X', slug: 'x', prices_base: [{ value: '1', currency: 'PLN' }], public: true, shipping_digital: false, sets: ['00000000-0000-4000-8000-000000000000'] } }],
    ['create page with a taken slug', 'POST', '/pages', { admin: true, body: { name: 'X', slug: 'regulamin', content_html: '', public: true } }],
    ['create redirect without a leading slash', 'POST', '/redirects', { admin: true, body: { name: 'X', source_url: 'x', target_url: '/y', type: 301 } }],
    ['update an unknown setting', 'PATCH', '/settings/nope', { admin: true, body: { value: '1' } }],
    ['seo with a wrong twitter card', 'PATCH', '/seo', { admin: true, body: { twitter_card: 'huge' } }],
    ['status to an unknown status', 'PATCH', '/orders/id:00000000-0000-4000-8000-000000000000/status', { admin: true, body: { status_id: 'x' } }],
    ['unknown route', 'GET', '/no/such/route', {}],
  ];
};

describe('bad input gets a 4xx with an error key, never a 500, and writes nothing', () => {
  it('answers every case of the corpus with a coded client error', async () => {
    const before = { orders: count('orders'), products: count('products'), pages: count('pages'), users: count('users') };
    const failures: string[] = [];
    for (const [name, method, path, options] of cases()) {
      const r = await p.call(method, path, { ...options, token: options.admin ? admin : undefined });
      const key = (r.body as { error?: { key?: unknown } })?.error?.key;
      if (r.status < 400 || r.status >= 500 || typeof key !== 'string' || !/^[A-Z_]+$/.test(key)) {
        failures.push(`${name}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect({ orders: count('orders'), products: count('products'), pages: count('pages'), users: count('users') }).toEqual(before);
  });

  it('names the field in validation errors', async () => {
    const r = await p.call('POST', '/cart/process', { body: { currency: 'PLN', sales_channel_id: pl, items: [{ cartitem_id: '1', product_id: bag, quantity: -1 }] } });
    expect(r.status).toBe(422);
    expect(r.body.error.key).toBe('VALIDATION_ERROR');
    expect(Object.keys(r.body.error.errors)).toEqual(['items.0.quantity']);
    expect(r.body.error.errors['items.0.quantity'][0].key).toBe('VALIDATION_MIN');
    const malformed = await p.call('POST', '/login', { raw: '{' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.key).toBe('BAD_REQUEST');
  });
});
