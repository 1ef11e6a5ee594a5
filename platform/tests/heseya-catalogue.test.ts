// The catalogue side of the embedded platform answering as Heseya does: settings as a
// map, Heseya's sort keys, the sortable and metadata filters, the Sale object on products, coupons by
// code for the default roles, VAT rates in percent and PATCH as a partial update.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';
import { attributeId, optionId } from '../seed/demo-attributes.ts';
import { demoId } from '../seed/ids.ts';
import { LANGUAGE_EN, LANGUAGE_PL } from '../seed/demo-shop.ts';
import { Contract } from './contract.ts';

let p: TestPlatform;
let admin: string;
let contract: Contract;
beforeAll(async () => {
  [p, contract] = await Promise.all([startTestPlatform(), Contract.load()]);
  admin = await p.login();
});
afterAll(() => p?.stop());

type Price = { gross: string; net: string; currency: string };
type Listed = {
  id: string;
  slug: string;
  prices_min: Price[];
  attributes: { slug: string; selected_options: { name: string; value_number: number | null }[] }[];
};
const list = async (query: string, token?: string) => {
  const r = await p.call('GET', `/products?limit=100&${query}`, token ? { token } : {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as Listed[];
};
const gross = (x: Listed, currency: string) => Number(x.prices_min.find((m) => m.currency === currency)!.gross);

describe('settings', () => {
  it('answers ?array with a flat name → value map, with or without a value, and the list otherwise', async () => {
    for (const query of ['?array', '?array=1', '?array=0']) {
      const r = await p.call('GET', `/settings${query}`);
      expect(r.status).toBe(200);
      expect(r.body.data).toBeUndefined();
      expect(r.body.store_name).toBe('Sklep Demo');
      expect(r.body.allow_traditional_transfer).toBe('1');
    }
    const listed = (await p.call('GET', '/settings')).body;
    expect(listed.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'store_name', value: 'Sklep Demo' })]));
  });
});

describe("Heseya's sort keys", () => {
  it('sorts by the position in a set (set.<slug>), both ways, with products outside it first ascending', async () => {
    const plain = (await list('sets[]=kuchnia')).map((x) => x.slug);
    expect(plain.length).toBeGreaterThan(3);
    expect((await list('sets[]=kuchnia&sort=set.kuchnia')).map((x) => x.slug)).toEqual(plain);
    expect((await list('sets[]=kuchnia&sort=set.kuchnia:desc')).map((x) => x.slug)).toEqual([...plain].reverse());
    const all = (await list('sort=set.kuchnia:desc')).map((x) => x.slug);
    expect(all.slice(0, plain.length)).toEqual([...plain].reverse());
    const ascending = (await list('sort=set.kuchnia')).map((x) => x.slug);
    expect(ascending.slice(-plain.length)).toEqual(plain);
  });

  it('sorts by the price in a named currency (price:<currency>:<dir>)', async () => {
    for (const [query, currency, sign] of [
      ['price:PLN:asc', 'PLN', 1],
      ['price:EUR:desc', 'EUR', -1],
      ['price:asc', 'PLN', 1],
    ] as const) {
      const prices = (await list(`sort=${query}`)).map((x) => gross(x, currency));
      expect(prices, query).toEqual([...prices].sort((a, b) => sign * (a - b)));
    }
    expect((await p.call('GET', '/products?sort=price:pln:asc')).status).toBe(400);
    expect((await p.call('GET', '/products?sort=price:PLN:up')).status).toBe(400);
  });

  it('sorts by an attribute given by id or slug (attribute.<id or slug>)', async () => {
    const weight = (x: Listed) => x.attributes.find((a) => a.slug === 'waga')?.selected_options[0]?.value_number ?? -1;
    for (const ref of [attributeId('waga'), 'waga']) {
      const weights = (await list(`sets[]=kuchnia&sort=attribute.${ref}:desc`)).map(weight);
      expect(weights, ref).toEqual([...weights].sort((a, b) => b - a));
      expect(new Set(weights).size).toBeGreaterThan(1);
    }
    expect((await p.call('GET', '/products?sort=attribute.nie-ma')).status).toBe(400);
  });

  it('gives the same order on the indexed list and the in-memory one', async () => {
    for (const sort of ['set.kuchnia:desc', 'price:EUR:desc']) {
      const indexed = (await list(`sort=${sort}`)).map((x) => x.slug);
      const memory = (await list(`sort=${sort}&public=1`, admin)).map((x) => x.slug);
      expect(memory, sort).toEqual(indexed);
    }
  });
});

describe('the sortable and metadata filters', () => {
  it('lists only sortable attributes with sortable=1, and only the others with sortable=0', async () => {
    const slugs = async (q: string) => ((await p.call('GET', `/attributes?${q}`)).body.data as { slug: string; sortable: boolean }[]).map((a) => a.slug).sort();
    expect(await slugs('sortable=1')).toEqual(['data-premiery', 'waga']);
    expect(await slugs('sortable=0')).toEqual(['kolor', 'marka', 'material']);
  });

  it('filters pages, banners and product sets by metadata in both query forms', async () => {
    const pages = (await p.call('GET', '/pages?limit=100')).body.data as { id: string; slug: string }[];
    const [footer, other] = pages;
    await p.call('PATCH', `/pages/id:${footer!.id}/metadata`, { token: admin, body: { menu: 'footer', highlighted: true } });
    await p.call('PATCH', `/pages/id:${other!.id}/metadata`, { token: admin, body: { menu: 'header' } });
    const pageSlugs = async (q: string) => ((await p.call('GET', `/pages?limit=100&${q}`)).body.data as { slug: string }[]).map((x) => x.slug);
    expect(await pageSlugs('metadata.menu=footer')).toEqual([footer!.slug]);
    expect(await pageSlugs('metadata[menu]=header')).toEqual([other!.slug]);
    expect(await pageSlugs('metadata.highlighted=1')).toEqual([footer!.slug]);
    expect(await pageSlugs('metadata.menu=footer&metadata.highlighted=0')).toEqual([]);
    expect((await pageSlugs('')).length).toBe(pages.length);

    const banner = (await p.call('GET', '/banners')).body.data[0] as { id: string; slug: string };
    await p.call('PATCH', `/banners/id:${banner.id}/metadata`, { token: admin, body: { place: 'hero' } });
    expect((await p.call('GET', '/banners?metadata.place=hero')).body.data.map((b: { slug: string }) => b.slug)).toEqual([banner.slug]);
    expect((await p.call('GET', '/banners?metadata[place]=footer')).body.data).toEqual([]);

    const kitchen = demoId('set:kuchnia');
    await p.call('PATCH', `/product-sets/id:${kitchen}/metadata`, { token: admin, body: { on_home: true } });
    expect((await p.call('GET', '/product-sets?metadata.on_home=1')).body.data.map((s: { id: string }) => s.id)).toEqual([kitchen]);
    expect((await p.call('GET', '/product-sets?metadata[on_home]=true')).body.data.map((s: { id: string }) => s.id)).toEqual([kitchen]);
  });

  it('refuses a search of private metadata to a guest, so it cannot tell what private metadata holds', async () => {
    const r = await p.call('GET', '/pages?metadata_private.secret=1');
    expect(r.status).toBe(422);
    expect(r.body.error.errors.metadata_private[0].key).toBe('VALIDATION_CAN_SHOW_PRIVATE_METADATA');
    expect((await p.call('GET', '/products?metadata_private[secret]=1')).status).toBe(422);
    expect((await p.call('GET', '/pages?metadata_private.secret=1', { token: admin })).status).toBe(200);
  });
});

describe('the Sale object on products', () => {
  it("gives each of a product's sales every field of Heseya's Sale", async () => {
    const mug = (await p.call('GET', '/products/kubek-ceramiczny-las')).body.data;
    const sale = mug.sales.find((s: { percentage: string | null }) => s.percentage === '20');
    expect(sale).toEqual({
      id: demoId('discount:kitchen-sale'),
      name: 'Wyprzedaż w kuchni −20%',
      slug: null,
      description: '',
      description_html: '',
      percentage: '20',
      amounts: null,
      priority: 10,
      uses: 0,
      active: true,
      target_type: 'products',
      target_is_allow_list: true,
      metadata: {},
      published: expect.arrayContaining([LANGUAGE_PL, LANGUAGE_EN]),
    });
    const backpack = (await p.call('GET', '/products/plecak-miejski')).body.data;
    expect(backpack.sales[0].amounts).toEqual(expect.arrayContaining([{ value: '30.00', currency: 'PLN', is_net: false }]));
  });
});

describe('coupons by code with the default roles', () => {
  it('lets a guest and a customer read a coupon by its code, but not list coupons', async () => {
    const guest = await p.call('GET', '/coupons/WITAJ10');
    expect(guest.status).toBe(200);
    expect(guest.body.data).toMatchObject({ code: 'WITAJ10', percentage: '10', target_type: 'order-value', metadata: {} });
    expect(guest.body.data.metadata_private).toBeUndefined();
    const customer = await p.login(CUSTOMER);
    expect((await p.call('GET', '/coupons/WITAJ10', { token: customer })).status).toBe(200);
    expect((await p.call('GET', '/coupons/NIE-MA-TAKIEGO')).status).toBe(404);
    expect((await p.call('GET', '/coupons')).status).toBe(401);
    expect((await p.call('GET', '/coupons', { token: customer })).status).toBe(403);
  });
});

describe('VAT rates in percent', () => {
  it("gives the sales channel's vat_rate as Heseya does and nets prices with it", async () => {
    const channel = (await p.call('GET', '/sales-channels/pl')).body.data;
    expect(channel.vat_rate).toBe('23');
    expect(channel.default_currency.vat_rate).toBe('23');
    const mug = (await p.call('GET', '/products/dzbanek-do-herbaty')).body.data;
    const base = mug.prices_base.find((m: Price) => m.currency === 'PLN') as Price;
    expect(Number(base.net)).toBeCloseTo(Number(base.gross) / 1.23, 2);
    const patched = await p.call('PATCH', `/sales-channels/id:${channel.id}`, { token: admin, body: { vat_rate: '8' } });
    expect(patched.body.data.vat_rate).toBe('8');
    expect((await p.call('PATCH', `/sales-channels/id:${channel.id}`, { token: admin, body: { vat_rate: '0.23.1' } })).status).toBe(422);
    await p.call('PATCH', `/sales-channels/id:${channel.id}`, { token: admin, body: { vat_rate: '23' } });
  });

  it('turns the fractions of an older database into percentages and lets its default roles read coupons', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'platform-vat-'));
    try {
      const first = await startTestPlatform(dir);
      first.db.exec(`UPDATE sales_channels SET data = json_set(data, '$.vat_rate', '0.23');
        UPDATE currencies SET data = json_set(data, '$.vat_rate', '0.08') WHERE code = 'EUR';
        UPDATE roles SET data = json_set(data, '$.permissions', (SELECT json_group_array(value) FROM json_each(roles.data, '$.permissions') WHERE value <> 'coupons.show_details'));
        DELETE FROM migrations WHERE version = 9;`);
      expect((await first.call('GET', '/coupons/WITAJ10')).status).toBe(401);
      await first.close();
      const second = await startTestPlatform(dir);
      expect((await second.call('GET', '/sales-channels/pl')).body.data.vat_rate).toBe('23');
      expect((await second.call('GET', '/sales-channels/eu')).body.data.default_currency.vat_rate).toBe('8');
      expect((await second.call('GET', '/coupons/WITAJ10')).status).toBe(200);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('PATCH as a partial update', () => {
  it('changes only the name of a product and keeps its categories, gallery, attributes, metadata and stock', async () => {
    const before = (await p.call('GET', '/products/deska-do-krojenia-dab', { token: admin })).body.data;
    await p.call('PATCH', `/products/id:${before.id}/metadata`, { token: admin, body: { badge: 'nowość' } });
    await p.call('PATCH', `/products/id:${before.id}`, { token: admin, body: { quantity: 7 } });
    const patched = await p.call('PATCH', `/products/id:${before.id}`, { token: admin, body: { name: 'Deska dębowa' } });
    expect(patched.status).toBe(200);
    const after = (await p.call('GET', '/products/deska-do-krojenia-dab', { token: admin })).body.data;
    expect(after.name).toBe('Deska dębowa');
    expect(after.sets.map((s: { id: string }) => s.id)).toEqual(before.sets.map((s: { id: string }) => s.id));
    expect(after.sets.length).toBeGreaterThan(0);
    expect(after.gallery).toEqual(before.gallery);
    expect(after.gallery.length).toBeGreaterThan(0);
    expect(after.attributes).toEqual(before.attributes);
    expect(after.metadata).toMatchObject({ badge: 'nowość' });
    expect(after.quantity).toBe(7);
    expect(after.prices_base).toEqual(before.prices_base);
    expect((await list('sets[]=kuchnia')).map((x) => x.slug)).toContain('deska-do-krojenia-dab');
  });

  it('leaves out of pages, settings, attributes, options, redirects, statuses, consents and languages what the body leaves out', async () => {
    const page = (await p.call('POST', '/pages', { token: admin, body: { name: 'Ukryta', slug: 'ukryta-strona', content_html: '<p>x</p>', public: false } }))
      .body.data;
    await p.call('PATCH', `/pages/id:${page.id}`, { token: admin, body: { name: 'Nadal ukryta' } });
    expect((await p.call('GET', '/pages/ukryta-strona')).status).toBe(404);
    expect((await p.call('GET', '/pages/ukryta-strona', { token: admin })).body.data).toMatchObject({ name: 'Nadal ukryta', public: false });

    await p.call('POST', '/settings', { token: admin, body: { name: 'sekret', value: 'a', public: false } });
    await p.call('PATCH', '/settings/sekret', { token: admin, body: { value: 'b' } });
    expect((await p.call('GET', '/settings/sekret')).status).toBe(404);

    const weight = attributeId('waga');
    await p.call('PATCH', `/attributes/id:${weight}`, { token: admin, body: { description: 'Masa produktu' } });
    await p.call('PATCH', `/attributes/id:${weight}`, { token: admin, body: { name: 'Waga' } });
    const attribute = (await p.call('GET', `/attributes/id:${weight}`)).body.data;
    expect(attribute).toMatchObject({ name: 'Waga', description: 'Masa produktu', sortable: true, global: true });
    const option = optionId('waga', '5');
    await p.call('PATCH', `/attributes/id:${weight}/options/id:${option}`, { token: admin, body: { name: 'pięć kg' } });
    expect(attribute.options.find((o: { id: string }) => o.id === option).value_number).toBe(5);
    expect((await p.call('GET', `/attributes/id:${weight}`)).body.data.options.find((o: { id: string }) => o.id === option)).toMatchObject({
      name: 'pięć kg',
      value_number: 5,
    });

    const redirect = (
      await p.call('POST', '/redirects', {
        token: admin,
        body: { name: 'Stara', source_url: '/stara-sciezka', target_url: '/nowa', type: 302, enabled: false },
      })
    ).body.data;
    const renamed = (await p.call('PATCH', `/redirects/id:${redirect.id}`, { token: admin, body: { name: 'Stara 2' } })).body.data;
    expect(renamed).toMatchObject({ name: 'Stara 2', type: 302, enabled: false });

    const status = (await p.call('POST', '/statuses', { token: admin, body: { name: 'Pakowane', color: 'ff0000', hidden: true } })).body.data;
    expect((await p.call('PATCH', `/statuses/id:${status.id}`, { token: admin, body: { name: 'W pakowaniu' } })).body.data).toMatchObject({
      name: 'W pakowaniu',
      color: 'ff0000',
      hidden: true,
    });

    const consent = (await p.call('POST', '/consents', { token: admin, body: { name: 'Ankieta', description_html: '<p>Opis</p>', required: true } })).body.data;
    expect((await p.call('PATCH', `/consents/id:${consent.id}`, { token: admin, body: { name: 'Ankieta 2' } })).body.data).toMatchObject({
      name: 'Ankieta 2',
      description_html: '<p>Opis</p>',
      required: true,
    });

    const polish = ((await p.call('GET', '/languages')).body.data as { id: string; iso: string }[]).find((l) => l.iso === 'pl')!;
    const language = await p.call('PATCH', `/languages/id:${polish.id}`, { token: admin, body: { name: 'Polski (PL)' } });
    expect(language.status).toBe(200);
    expect(language.body.data).toMatchObject({ name: 'Polski (PL)', default: true, hidden: false });
  });
});

describe("the project's contract (openapi/platform.yaml) describes the Heseya shapes", () => {
  it('settings as a list and as a map, product sales, one coupon with its targets, sortable attributes', async () => {
    for (const [template, path, token] of [
      ['/settings', '/settings'],
      ['/settings', '/settings?array'],
      ['/products/{slug}', '/products/plecak-miejski'],
      ['/coupons/{code}', '/coupons/LAMPA50'],
      ['/coupons/{code}', '/coupons/KUBKI15'],
      ['/attributes', '/attributes?sortable=1'],
      ['/pages', '/pages?metadata.menu=footer'],
      ['/banners', '/banners?metadata[place]=hero'],
      ['/sales-channels', '/sales-channels'],
      ['/coupons/id:{id}', `/coupons/id:${demoId('discount:coupon-lampy')}`, 'admin'],
      ['/coupons', '/coupons', 'admin'],
    ] as const) {
      const reply = await p.call('GET', path, token ? { token: admin } : {});
      expect(reply.status, path).toBe(200);
      contract.check('GET', template, 200, reply.body);
    }
  });
});
