import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await startTestPlatform();
});
afterAll(() => p?.stop());

const slugs = async (query: string, headers: Record<string, string> = {}) =>
  ((await p.call('GET', `/products?limit=100&${query}`, { headers })).body.data as { slug: string }[]).map((x) => x.slug);
const attribute = async (slug: string) =>
  ((await p.call('GET', '/products/filters')).body.data as { slug: string; options: { id: string; name: string; value_number: number | null }[] }[]).find(
    (a) => a.slug === slug,
  )!;

describe('the demo catalogue', () => {
  it('has at least 40 visible products with pictures, in both languages', async () => {
    const pl = (await p.call('GET', '/products?limit=100')).body;
    expect(pl.meta.total).toBeGreaterThanOrEqual(40);
    expect(pl.data.every((x: { cover: { url: string } | null }) => x.cover?.url.endsWith('.svg'))).toBe(true);
    const en = await p.call('GET', '/products/kubek-ceramiczny-las', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.body.data.name).toBe('Ceramic mug “Forest”');
    expect(en.body.data.description_html).toContain('<li>');
    const fallback = await p.call('GET', '/products/kubek-ceramiczny-las', { headers: { 'accept-language': 'de' } });
    expect(fallback.body.data.name).toBe('Kubek ceramiczny „Las”');
    const picture = await fetch(`${en.body.data.cover.url}?w=400&format=webp`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('<svg');
  });

  it('reads a product by slug and by id:{id}, with the sale price and initial price', async () => {
    const bySlug = (await p.call('GET', '/products/kubek-ceramiczny-las')).body.data;
    const byId = (await p.call('GET', `/products/id:${bySlug.id}`)).body.data;
    expect(byId.slug).toBe('kubek-ceramiczny-las');
    const pln = (list: { gross: string; currency: string }[]) => list.find((x) => x.currency === 'PLN')!.gross;
    expect([pln(bySlug.prices_base), pln(bySlug.prices_min), pln(bySlug.prices_min_initial)]).toEqual(['49.00', '39.20', '49.00']);
    expect(bySlug.sales).toEqual([
      expect.objectContaining({ name: 'Wyprzedaż w kuchni −20%', percentage: '20', amounts: null, priority: 10, target_type: 'products' }),
    ]);
  });

  it('lists a fixed-amount sale with its amount per currency, so a page can price the chosen options by it', async () => {
    const tee = (await p.call('GET', '/products/koszulka-las')).body.data;
    expect(tee.sales).toEqual([
      expect.objectContaining({
        name: 'Letnia promocja −30 zł',
        percentage: null,
        priority: 0,
        amounts: [
          { value: '30.00', currency: 'PLN', is_net: false },
          { value: '7.00', currency: 'EUR', is_net: false },
        ],
      }),
    ]);
    const pln = (list: { gross: string; currency: string }[]) => list.find((x) => x.currency === 'PLN')!.gross;
    expect([pln(tee.prices_min_initial), pln(tee.prices_min)]).toEqual(['79.00', '49.00']);
  });

  it('has every purchase kind, digital goods and a quantity step above one', async () => {
    const all = (await p.call('GET', '/products?limit=100')).body.data as {
      slug: string;
      metadata: { purchase_kind: string };
      available: boolean;
      shipping_digital: boolean;
      quantity_step: number;
    }[];
    expect(new Set(all.map((x) => x.metadata.purchase_kind))).toEqual(new Set(['buy', 'ask-about-price', 'rental', 'leasing', 'unavailable']));
    expect(all.find((x) => x.metadata.purchase_kind === 'unavailable')!.available).toBe(false);
    expect(all.filter((x) => x.shipping_digital).length).toBeGreaterThanOrEqual(3);
    expect(all.find((x) => x.slug === 'kieliszki-do-wina')!.quantity_step).toBe(6);
    const types = new Set(
      [
        ...(await p.call('GET', '/products/kubek-z-personalizacja')).body.data.schemas,
        ...(await p.call('GET', '/products/zaslona-lniana-na-wymiar')).body.data.schemas,
      ].map((s: { type: string }) => s.type),
    );
    expect(types).toEqual(new Set(['string', 'select', 'numeric', 'boolean', 'multiply', 'multiply_schema', 'date', 'file']));
  });
});

describe('filters, search, sort and pages', () => {
  it('filters by set including its children', async () => {
    const home = await slugs('sets[]=dom');
    expect(home).toContain('kubek-ceramiczny-las');
    expect(home).toContain('sofa-mazury');
    expect(home).not.toContain('koszulka-las');
    expect(await slugs('sets[]=kuchnia&sets_not[]=dom')).toEqual([]);
  });

  it('filters by single-option, multi-choice, number and date attributes', async () => {
    const brand = await attribute('marka');
    const tatry = brand.options.find((o) => o.name === 'Tatry Outdoor')!.id;
    const byBrand = await slugs(`attribute.marka=${tatry}`);
    expect(byBrand).toContain('plecak-miejski');
    expect(byBrand).not.toContain('kubek-ceramiczny-las');
    const colours = await attribute('kolor');
    const [red, blue] = ['Czerwony', 'Niebieski'].map((n) => colours.options.find((o) => o.name === n)!.id);
    const redOrBlue = await slugs(`attribute[kolor][]=${red}&attribute[kolor][]=${blue}`);
    expect(redOrBlue).toEqual(expect.arrayContaining(['nerka-biodrowa', 'koszulka-gory']));
    expect(redOrBlue).not.toContain('koszulka-basic');
    const heavy = await slugs('attribute.waga.min=12');
    expect(heavy).toEqual(expect.arrayContaining(['stolik-kawowy', 'sofa-mazury']));
    expect(heavy).not.toContain('kubek-ceramiczny-las');
    const recent = await slugs('attribute.data-premiery.min=2025-06-01&attribute.data-premiery.max=2025-12-31');
    expect(recent.sort()).toEqual(['koszulka-las', 'kurs-ceramiki-online']);
  });

  it('filters by price, searches both languages and sorts', async () => {
    const cheap = (await p.call('GET', '/products?limit=100&price.max=30')).body.data as { prices_min: { gross: string; currency: string }[] }[];
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((x) => Number(x.prices_min.find((m) => m.currency === 'PLN')!.gross) <= 30)).toBe(true);
    expect(await slugs('search=backpack')).toEqual(['plecak-miejski']);
    expect(await slugs('search=plecak')).toEqual(['plecak-miejski']);
    const sorted = (await p.call('GET', '/products?limit=100&sort=price:desc')).body.data as { prices_min: { gross: string; currency: string }[] }[];
    const prices = sorted.map((x) => Number(x.prices_min.find((m) => m.currency === 'PLN')!.gross));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('paginates with meta', async () => {
    const page = (await p.call('GET', '/products?limit=10&page=2')).body;
    expect(page.data).toHaveLength(10);
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 10, from: 11, to: 20 });
    expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 10));
  });
});

describe('shop configuration', () => {
  it('lists channels without the hidden one and with countries and currencies', async () => {
    const channels = (await p.call('GET', '/sales-channels?limit=500')).body.data as {
      slug: string;
      status: string;
      default_currency: { code: string };
      countries_block_list: boolean;
    }[];
    expect(channels.map((c) => c.slug).sort()).toEqual(['eu', 'hurt', 'pl']);
    expect(channels.find((c) => c.slug === 'pl')!.default_currency.code).toBe('PLN');
    expect(channels.find((c) => c.slug === 'eu')).toMatchObject({ default_currency: { code: 'EUR' }, countries_block_list: true });
    expect(channels.find((c) => c.slug === 'hurt')!.status).toBe('inactive');
    expect(((await p.call('GET', '/languages')).body.data as { iso: string }[]).map((l) => l.iso).sort()).toEqual(['en', 'pl']);
  });

  it('serves the shop settings with absolute media addresses', async () => {
    const settings = Object.fromEntries(((await p.call('GET', '/settings')).body.data as { name: string; value: string }[]).map((s) => [s.name, s.value]));
    expect(settings).toMatchObject({
      allow_traditional_transfer: '1',
      storefront_disabled: '0',
      store_name: 'Sklep Demo',
      product_subtext_attribute_slug: 'marka',
    });
    for (const key of [
      'store_logo',
      'footer_store_logo',
      'favicon_url',
      'top_site_text_pl',
      'top_site_text_en',
      'restrict_paczkomat_delivery',
      'custom_nav_redirect_url',
      'primary_color',
      'primary_color_alt',
      'secondary_color',
      'highlight_color',
      'error_color',
      'warning_color',
    ]) {
      expect(settings, key).toHaveProperty(key);
    }
    expect(settings.store_logo).toBe(`${p.url}/media/store-logo.svg`);
  });

  it('offers every shipping type, with a locker, two pick-up providers, cash on delivery and a block list', async () => {
    const methods = (await p.call('GET', '/shipping-methods')).body.data as {
      shipping_type: string;
      payment_on_delivery: boolean;
      metadata: Record<string, unknown>;
      is_block_list_countries: boolean;
      countries: { code: string }[];
    }[];
    expect(new Set(methods.map((m) => m.shipping_type))).toEqual(new Set(['address', 'point', 'point-external', 'digital']));
    for (const flag of ['paczkomat', 'dpd_pickup', 'dhl_pickup'])
      expect(
        methods.some((m) => m.metadata[flag] === true),
        flag,
      ).toBe(true);
    expect(methods.some((m) => m.payment_on_delivery)).toBe(true);
    expect(methods.some((m) => m.is_block_list_countries && m.countries.some((c) => c.code === 'RU'))).toBe(true);
    const priced = (await p.call('GET', '/shipping-methods?country=PL&cart_value[value]=450&cart_value[currency]=PLN')).body.data as {
      name: string;
      prices: { gross: string; currency: string }[];
    }[];
    expect(priced.find((m) => m.name === 'Kurier')!.prices.find((x) => x.currency === 'PLN')!.gross).toBe('0.00');
    expect((await p.call('GET', '/shipping-methods?cart_value[value]=abc')).status).toBe(422);
    const toGermany = (await p.call('GET', '/shipping-methods?country=DE')).body.data as { name: string }[];
    expect(toGermany.map((m) => m.name)).toContain('Kurier międzynarodowy');
    expect(toGermany.map((m) => m.name)).not.toContain('Kurier');
  });
});

describe('price tracker', () => {
  it('answers the lowest price of the 30 days before the current price took effect, also in bulk', async () => {
    const lamp = (await p.call('GET', '/products/lampa-stolowa-lniana')).body.data;
    const one = await p.call('GET', `/price-tracker/products/${lamp.id}/PLN?current_price_min=249.00`);
    expect(one.body.data).toMatchObject({ product_id: lamp.id, currency: 'PLN', price_min: '209.00' });
    // The mug is in the kitchen sale (39.20 from 49.00): the figure is the price before the sale.
    const mug = (await p.call('GET', '/products/kubek-ceramiczny-las')).body.data;
    expect(mug.prices_min[0].gross).toBe('39.20');
    const sale = await p.call('GET', `/price-tracker/products/${mug.id}/PLN?current_price_min=39.20`);
    expect(sale.body.data).toMatchObject({ price_min: '49.00' });
    expect(Date.now() - Date.parse(sale.body.data.updated_at)).toBeGreaterThan(4 * 86_400_000);
    expect(
      (
        await p.call(
          'GET',
          `/price-tracker/products/${mug.id}/EUR?current_price_min=${mug.prices_min.find((x: { currency: string }) => x.currency === 'EUR').gross}`,
        )
      ).body.data.price_min,
    ).toBe(mug.prices_min_initial.find((x: { currency: string }) => x.currency === 'EUR').gross);
    const many = await p.call('GET', `/price-tracker/products?product_ids[]=${lamp.id}&product_ids[]=${mug.id}&currency=PLN`);
    expect(many.body.data.map((r: { price_min: string }) => r.price_min)).toEqual(['209.00', '49.00']);
    expect((await p.call('GET', `/price-tracker/products/00000000-0000-4000-8000-000000000000/PLN`)).status).toBe(404);
    expect((await p.call('GET', `/price-tracker/products/${mug.id}/PLN?current_price_min=drop table`)).status).toBe(422);
  });

  it('the summer deal (since 30 days ago) is measured against the regular price before it', async () => {
    const tee = (await p.call('GET', '/products/koszulka-las')).body.data;
    const now = tee.prices_min.find((x: { currency: string }) => x.currency === 'PLN').gross;
    const before = tee.prices_min_initial.find((x: { currency: string }) => x.currency === 'PLN').gross;
    expect(Number(now)).toBeLessThan(Number(before));
    expect((await p.call('GET', `/price-tracker/products/${tee.id}/PLN?current_price_min=${now}`)).body.data.price_min).toBe(before);
  });

  it('records a price change made by staff', async () => {
    const admin = await p.login();
    const tee = (await p.call('GET', '/products/koszulka-basic')).body.data;
    await p.call('PATCH', `/products/id:${tee.id}`, {
      token: admin,
      body: {
        prices_base: [
          { value: '29.00', currency: 'PLN' },
          { value: '6.99', currency: 'EUR' },
        ],
      },
    });
    await p.call('PATCH', `/products/id:${tee.id}`, {
      token: admin,
      body: {
        prices_base: [
          { value: '59.00', currency: 'PLN' },
          { value: '13.99', currency: 'EUR' },
        ],
      },
    });
    expect((await p.call('GET', `/price-tracker/products/${tee.id}/PLN`)).body.data.price_min).toBe('29.00');
    expect((await p.call('GET', '/products/koszulka-basic')).body.data.prices_base[0].gross).toBe('59.00');
  });
});
