import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract } from './contract.ts';
import { CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let contract: Contract;
let adminToken: string;
let customerToken: string;
let channelId: string;

beforeAll(async () => {
  [p, contract] = await Promise.all([startTestPlatform(), Contract.load()]);
  adminToken = await p.login();
  customerToken = await p.login(CUSTOMER);
  channelId = (await p.call('GET', '/sales-channels/pl')).body.data.id;
});
afterAll(() => p?.stop());

/** Calls the platform and checks the answer against the documented response. */
async function expectContract(
  method: string,
  template: string,
  path: string,
  status: number,
  options: Parameters<TestPlatform['call']>[2] = {},
  doc: 'platform' | 'tracker' = 'platform',
) {
  const reply = await p.call(method, path, options);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body ?? null).slice(0, 400)}`).toBe(status);
  contract.check(method, template, status, reply.body, doc);
  return reply;
}

describe('catalogue reads match the contract', () => {
  it('lists, filters and reads products', async () => {
    const list = await expectContract('GET', '/products', '/products?limit=50&sort=price:asc', 200);
    expect(list.body.data.length).toBeGreaterThan(10);
    await expectContract('GET', '/products', `/products?sets[]=kuchnia&attribute.kolor=${list.body.data[0].attributes[2]?.selected_options[0]?.id}`, 200);
    await expectContract('GET', '/products', '/products?search=kubek&full=1', 200);
    await expectContract('GET', '/products/{slug}', '/products/kubek-z-personalizacja', 200);
    const byId = list.body.data[0].id;
    await expectContract('GET', '/products/id:{id}', `/products/id:${byId}`, 200);
    await expectContract('GET', '/products/{slug}', '/products/no-such-product', 404);
    await expectContract('GET', '/products/filters', '/products/filters', 200);
    await expectContract('GET', '/filters', '/filters', 200);
  });

  it('lists and reads product sets, as a tree too', async () => {
    await expectContract('GET', '/product-sets', '/product-sets?root=1&tree=1', 200);
    await expectContract('GET', '/product-sets/{slug}', '/product-sets/dom', 200);
    await expectContract('GET', '/product-sets/{slug}', '/product-sets/archiwum', 404);
  });

  it('reads pages, settings, seo, redirects and shop configuration', async () => {
    await expectContract('GET', '/pages', '/pages', 200);
    await expectContract('GET', '/pages/{slug}', '/pages/regulamin', 200, { headers: { 'accept-language': 'en' } });
    await expectContract('GET', '/settings', '/settings', 200);
    await expectContract('GET', '/seo', '/seo', 200);
    await expectContract('GET', '/redirects', '/redirects?limit=500', 200);
    await expectContract('GET', '/sales-channels', '/sales-channels?lang_fallback=any&limit=500', 200);
    await expectContract('GET', '/languages', '/languages', 200);
    await expectContract('GET', '/currencies', '/currencies', 200);
    await expectContract('GET', '/countries', '/countries', 200);
    await expectContract('GET', '/shipping-methods', '/shipping-methods?country=PL', 200);
    await expectContract('GET', '/payment-methods', '/payment-methods', 200);
  });
});

describe('auth and profile match the contract', () => {
  it('signs in, refreshes, reads the profile and addresses', async () => {
    const login = await expectContract('POST', '/login', '/login', 200, { body: CUSTOMER });
    await expectContract('POST', '/auth/refresh', '/auth/refresh', 200, { body: { refresh_token: login.body.data.refresh_token } });
    await expectContract('POST', '/login', '/login', 422, { body: { email: CUSTOMER.email, password: 'wrong-password-123' } });
    await expectContract('GET', '/auth/profile', '/auth/profile', 200, { token: customerToken });
    await expectContract('GET', '/auth/profile', '/auth/profile', 401);
    await expectContract('GET', '/auth/check', '/auth/check', 200);
    await expectContract('PATCH', '/auth/profile/metadata-personal', '/auth/profile/metadata-personal', 200, { token: customerToken, body: { theme: 'dark' } });
    const address = {
      name: 'Dom',
      default: false,
      address: { name: 'Anna Kowalska', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' },
    };
    await expectContract('POST', '/auth/profile/shipping-addresses', '/auth/profile/shipping-addresses', 200, { token: customerToken, body: address });
    await expectContract('GET', '/orders/my', '/orders/my', 200, { token: customerToken });
    const code = (await p.call('GET', '/orders/my', { token: customerToken })).body.data[0].code;
    await expectContract('GET', '/orders/my/{code}', `/orders/my/${code}`, 200, { token: customerToken });
    await expectContract('GET', '/orders/my-products', '/orders/my-products', 200, { token: customerToken });
    await expectContract('GET', '/wishlist', '/wishlist', 200, { token: customerToken });
    await expectContract('GET', '/auth/providers', '/auth/providers', 200);
  });

  it('registers a customer', async () => {
    const consents = { [(await p.call('GET', '/auth/profile', { token: customerToken })).body.data.consents[0].id]: true };
    await expectContract('POST', '/register', '/register', 201, {
      body: { name: 'Jan Nowak', email: 'jan.nowak@example.com', password: 'bardzo-dlugie-haslo', consents },
    });
    await expectContract('POST', '/register', '/register', 422, {
      body: { name: 'Jan Nowak', email: 'jan.nowak@example.com', password: 'bardzo-dlugie-haslo', consents },
    });
  });
});

describe('checkout matches the contract', () => {
  it('prices a cart, places and pays an order', async () => {
    const products = (await p.call('GET', '/products?limit=100')).body.data;
    const plain = products.find((x: { slug: string }) => x.slug === 'kubek-ceramiczny-las');
    const courier = (await p.call('GET', '/shipping-methods')).body.data.find(
      (m: { shipping_type: string; payment_on_delivery: boolean }) => m.shipping_type === 'address' && !m.payment_on_delivery,
    );
    const cart = {
      currency: 'PLN',
      sales_channel_id: channelId,
      items: [{ cartitem_id: 'a', product_id: plain.id, quantity: 2 }],
      coupons: ['WITAJ10'],
      shipping_method_id: courier.id,
    };
    await expectContract('POST', '/cart/process', '/cart/process', 200, { body: cart });
    await expectContract('POST', '/cart/process', '/cart/process', 422, { body: { ...cart, coupons: ['NOPE'] } });
    const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };
    const order = await expectContract('POST', '/orders', '/orders', 201, {
      body: {
        email: 'jan@example.com',
        items: cart.items,
        shipping_method_id: courier.id,
        shipping_place: address,
        billing_address: address,
        currency: 'PLN',
        sales_channel_id: channelId,
        coupons: [],
        sales_ids: [],
      },
    });
    const code = order.body.data.code;
    await expectContract('GET', '/orders/{code}', `/orders/${code}`, 200);
    const card = courier.payment_methods.find((m: { alias: string }) => m.alias === 'card');
    await expectContract('POST', '/orders/{code}/pay/id:{paymentMethodId}', `/orders/${code}/pay/id:${card.id}`, 201, {
      body: { continue_url: 'http://127.0.0.1:4321/thank-you' },
    });
    await expectContract('POST', '/orders/{code}/pay/id:{paymentMethodId}', `/orders/${code}/pay/id:${card.id}`, 200, {
      body: { continue_url: 'http://127.0.0.1:4321/thank-you' },
    });
    await expectContract('POST', '/orders/{code}/pay/offline', `/orders/${code}/pay/offline`, 401);
    await expectContract('POST', '/orders/{code}/pay/offline', `/orders/${code}/pay/offline`, 201, { token: adminToken });
    await expectContract('POST', '/orders/{code}/pay/offline', `/orders/${code}/pay/offline`, 422, { token: adminToken });
  });
});

describe('admin writes match the contract', () => {
  it('creates a product, page, redirect and setting', async () => {
    const product = await expectContract('POST', '/products', '/products', 201, {
      token: adminToken,
      body: { name: 'Nowy kubek', slug: 'nowy-kubek', prices_base: [{ value: '10.00', currency: 'PLN' }], public: true, shipping_digital: false },
    });
    await expectContract('PATCH', '/products/id:{id}', `/products/id:${product.body.data.id}`, 200, { token: adminToken, body: { name: 'Nowy kubek 2' } });
    await expectContract('POST', '/pages', '/pages', 201, {
      token: adminToken,
      body: { name: 'Promocje', slug: 'promocje', content_html: '<p>Hej</p>', public: true },
    });
    await expectContract('POST', '/redirects', '/redirects', 201, { token: adminToken, body: { name: 'x', source_url: '/x', target_url: '/y', type: 301 } });
    await expectContract('POST', '/settings', '/settings', 201, { token: adminToken, body: { name: 'new_flag', value: '1', public: true } });
    await expectContract('PATCH', '/seo', '/seo', 200, { token: adminToken, body: { title: 'Nowy tytuł' } });
    await expectContract('POST', '/products', '/products', 401, { body: { name: 'x', slug: 'x', prices_base: [], public: true, shipping_digital: false } });
    await expectContract('POST', '/products', '/products', 403, {
      token: customerToken,
      body: { name: 'x', slug: 'x', prices_base: [], public: true, shipping_digital: false },
    });
  });
});

describe('extras match the contract', () => {
  it('serves consents, banners, prices and metadata', async () => {
    await expectContract('GET', '/consents', '/consents', 200);
    await expectContract('GET', '/banners', '/banners', 200);
    await expectContract('GET', '/banners/{slug}', '/banners/main-banner', 200);
    const id = (await p.call('GET', '/products/koc-welniany')).body.data.id;
    await expectContract('GET', '/prices/products', `/prices/products?ids[]=${id}`, 200);
    await expectContract('PATCH', '/products/id:{id}/metadata', `/products/id:${id}/metadata`, 200, { token: adminToken, body: { badge: 'nowość' } });
    expect((await p.call('GET', '/products/koc-welniany')).body.data.metadata.badge).toBe('nowość');
    const set = (await p.call('GET', '/product-sets/ogrod')).body.data.id;
    await expectContract('PATCH', '/product-sets/id:{id}', `/product-sets/id:${set}`, 200, { token: adminToken, body: { name: 'Ogród i balkon' } });
  });
});

describe('price tracker matches its contract', () => {
  it('answers both calls', async () => {
    const product = (await p.call('GET', '/products/lampa-stolowa-lniana')).body.data;
    await expectContract('GET', '/products/{productId}/{currency}', `/price-tracker/products/${product.id}/PLN?current_price_min=249.00`, 200, {}, 'tracker');
    await expectContract('GET', '/products', `/price-tracker/products?product_ids=${product.id}&currency=PLN`, 200, {}, 'tracker');
  });
});

describe('the contract checker', () => {
  it('rejects a body that does not match', () => {
    expect(() => contract.check('GET', '/products', 200, { data: [{ id: 1 }], meta: {} })).toThrow(/does not match/);
    expect(() => contract.check('POST', '/cart/process', 200, { data: { items: [], cart_total: { gross: '1.00' } } })).toThrow(/does not match/);
  });
});
