import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let admin: string;
let pl: string;
beforeAll(async () => {
  p = await startTestPlatform();
  admin = await p.login();
  pl = (await p.call('GET', '/sales-channels/pl')).body.data.id;
});
afterAll(() => p?.stop());

describe('staff manage shipping, payment and shop configuration', () => {
  it('creates a shipping method with its payment methods and a free range, and shoppers can use it', async () => {
    const transfer = (await p.call('GET', '/payment-methods')).body.data.find((m: { alias: string }) => m.alias === 'bank-transfer');
    const created = await p.call('POST', '/shipping-methods', {
      token: admin,
      body: {
        name: 'Kurier ekspresowy',
        shipping_type: 'address',
        countries: ['PL'],
        payment_methods: [transfer.id],
        shipping_time_min: 0,
        shipping_time_max: 1,
        price_ranges: [
          { start: '0', value: '29.99', currency: 'PLN' },
          { start: '1000', value: '0', currency: 'PLN' },
        ],
      },
    });
    expect(created.status).toBe(201);
    const listed = (await p.call('GET', '/shipping-methods?country=PL')).body.data.find((m: { name: string }) => m.name === 'Kurier ekspresowy');
    expect(listed.payment_methods.map((m: { alias: string }) => m.alias)).toEqual(['bank-transfer']);
    const bag = (await p.call('GET', '/products/torba-plocienna')).body.data;
    const cart = await p.call('POST', '/cart/process', {
      body: {
        currency: 'PLN',
        sales_channel_id: pl,
        items: [{ cartitem_id: '1', product_id: bag.id, quantity: 1 }],
        coupons: [],
        shipping_method_id: created.body.data.id,
      },
    });
    expect(cart.body.data.shipping_price).toBe('29.99');
    const noZero = await p.call('POST', '/shipping-methods', {
      token: admin,
      body: { name: 'Zły', price_ranges: [{ start: '10', value: '1', currency: 'PLN' }] },
    });
    expect(noZero.body.error.errors.price_ranges[0].key).toBe('VALIDATION_SHIPPING_METHOD_PRICE_RANGES');
    await p.call('PATCH', `/shipping-methods/id:${created.body.data.id}`, { token: admin, body: { public: false } });
    expect((await p.call('GET', '/shipping-methods')).body.data.map((m: { name: string }) => m.name)).not.toContain('Kurier ekspresowy');
    expect((await p.call('DELETE', `/shipping-methods/id:${created.body.data.id}`, { token: admin })).status).toBe(204);
  });

  it('refuses to delete a status orders use, and manages consents, languages and channels', async () => {
    const used = (await p.call('GET', '/statuses')).body.data[0];
    expect((await p.call('DELETE', `/statuses/id:${used.id}`, { token: admin })).body.error.key).toBe('CLIENT_STATUS_USED');
    const fresh = await p.call('POST', '/statuses', { token: admin, body: { name: 'Czeka na klienta', color: 'aabbcc' } });
    expect((await p.call('DELETE', `/statuses/id:${fresh.body.data.id}`, { token: admin })).status).toBe(204);

    await p.call('POST', '/consents', { token: admin, body: { name: 'Zgoda na ankietę', required: false } });
    expect((await p.call('GET', '/consents')).body.data.map((x: { name: string }) => x.name)).toContain('Zgoda na ankietę');

    const de = await p.call('POST', '/languages', { token: admin, body: { iso: 'de', name: 'Deutsch' } });
    expect(de.status).toBe(201);
    expect((await p.call('POST', '/languages', { token: admin, body: { iso: 'de', name: 'Deutsch' } })).body.error.errors.iso[0].key).toBe('VALIDATION_UNIQUE');
    expect((await p.call('GET', '/products/kubek-ceramiczny-las', { headers: { 'accept-language': 'de' } })).body.data.name).toBe('Kubek ceramiczny „Las”');

    const eu = (await p.call('GET', '/sales-channels/eu')).body.data;
    const patched = await p.call('PATCH', `/sales-channels/id:${eu.id}`, { token: admin, body: { status: 'hidden', countries: ['RU'] } });
    expect(patched.body.data).toMatchObject({ status: 'hidden', countries: ['RU'] });
    expect((await p.call('GET', '/sales-channels')).body.data.map((c: { slug: string }) => c.slug)).not.toContain('eu');
  });

  it('edits a coupon and the cart follows', async () => {
    const coupon = (await p.call('GET', '/coupons', { token: admin })).body.data.find((x: { code: string }) => x.code === 'WITAJ10');
    const patched = await p.call('PATCH', `/coupons/id:${coupon.id}`, { token: admin, body: { percentage: '50' } });
    expect(patched.status).toBe(200);
    const bag = (await p.call('GET', '/products/torba-plocienna')).body.data;
    const cart = await p.call('POST', '/cart/process', {
      body: { currency: 'PLN', sales_channel_id: pl, items: [{ cartitem_id: '1', product_id: bag.id, quantity: 1 }], coupons: ['WITAJ10'] },
    });
    expect(cart.body.data.cart_total).toBe('19.50');
    const created = await p.call('POST', '/coupons', {
      token: admin,
      body: {
        name: 'Test',
        code: 'TEST5',
        amounts: [{ value: '5', currency: 'PLN' }],
        target_type: 'order-value',
        condition_groups: [{ conditions: [{ type: 'order-value', min_values: [{ value: '30', currency: 'PLN' }], max_values: null }] }],
      },
    });
    expect(created.status).toBe(201);
    const withTest = await p.call('POST', '/cart/process', {
      body: { currency: 'PLN', sales_channel_id: pl, items: [{ cartitem_id: '1', product_id: bag.id, quantity: 1 }], coupons: ['TEST5'] },
    });
    expect(withTest.body.data.cart_total).toBe('34.00');
  });
});

describe('media', () => {
  it('uploads a picture that a new product can use as its cover, and refuses other files', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }), 'kot.svg');
    form.append('alt', 'Kot');
    const upload = await fetch(`${p.url}/media`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
    expect(upload.status).toBe(200);
    const media = ((await upload.json()) as { data: { id: string; url: string } }).data;
    expect(await (await fetch(media.url)).text()).toContain('<svg');
    const product = await p.call('POST', '/products', {
      token: admin,
      body: { name: 'Kocyk', slug: 'kocyk', prices_base: [{ value: '20.00', currency: 'PLN' }], public: true, shipping_digital: false, media: [media.id] },
    });
    expect(product.body.data.cover.url).toBe(media.url);
    const bad = new FormData();
    bad.append('file', new Blob(['MZ'], { type: 'application/x-msdownload' }), 'x.exe');
    const refused = await fetch(`${p.url}/media`, { method: 'POST', body: bad, headers: { authorization: `Bearer ${admin}` } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { errors: Record<string, { key: string }[]> } }).error.errors.file?.[0]?.key).toBe('VALIDATION_MIMETYPES');
  });
});

describe('reordering', () => {
  it("keeps a product's own SEO header tags and gives them back with the product", async () => {
    const tags = [
      { type: 'meta', attributes: { name: 'campaign' }, content: 'jesien' },
      { type: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.com' } },
    ];
    const created = await p.call('POST', '/products', {
      token: admin,
      body: {
        name: 'Pled',
        slug: 'pled-seo',
        prices_base: [{ value: '20.00', currency: 'PLN' }],
        public: true,
        shipping_digital: false,
        seo: { title: 'Pled SEO', header_tags: tags },
      },
    });
    expect(created.status).toBe(201);
    const read = await p.call('GET', '/products/pled-seo');
    expect(read.body.data.seo.title).toBe('Pled SEO');
    expect(read.body.data.seo.header_tags).toEqual(tags);
  });

  it('puts pages in the order given', async () => {
    const pages = (await p.call('GET', '/pages')).body.data as { id: string; slug: string }[];
    const reversed = [...pages].reverse().map((x) => x.id);
    expect((await p.call('POST', '/pages/reorder', { token: admin, body: { pages: reversed } })).status).toBe(204);
    expect(((await p.call('GET', '/pages')).body.data as { id: string }[]).map((x) => x.id)).toEqual(reversed);
    expect((await p.call('POST', '/pages/reorder', { token: admin, body: { pages: ['00000000-0000-4000-8000-000000000000'] } })).status).toBe(422);
  });
});

describe('attributes', () => {
  it('creates a filterable attribute with options that products and filters use', async () => {
    const created = await p.call('POST', '/attributes', {
      token: admin,
      body: { name: 'Pojemność (ml)', slug: 'pojemnosc', type: 'number', global: true, sortable: true },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await p.call('POST', `/attributes/id:${id}/options`, { token: admin, body: { name: '300 ml' } })).body.error.errors.value_number[0].key).toBe(
      'VALIDATION_REQUIRED',
    );
    const option = (await p.call('POST', `/attributes/id:${id}/options`, { token: admin, body: { name: '300 ml', value_number: 300 } })).body.data;
    await p.call('POST', '/products', {
      token: admin,
      body: {
        name: 'Termos',
        slug: 'termos',
        prices_base: [{ value: '80.00', currency: 'PLN' }],
        public: true,
        shipping_digital: false,
        attributes: { [id]: [option.id] },
      },
    });
    expect(((await p.call('GET', '/products?attribute.pojemnosc.min=250')).body.data as { slug: string }[]).map((x) => x.slug)).toEqual(['termos']);
    expect(((await p.call('GET', '/products/filters')).body.data as { slug: string }[]).map((a) => a.slug)).toContain('pojemnosc');
    expect((await p.call('DELETE', `/attributes/id:${id}/options/id:${option.id}`, { token: admin })).body.error.key).toBe(
      'CLIENT_DELETE_WHEN_RELATION_EXISTS',
    );
  });
});
