// Heseya's own SDK (@heseya/store-core, a client this project did not write) drives the embedded
// platform's catalogue side: its requests must be understood, its own parsing must accept every answer,
// and the fields it types as present must be there with Heseya's types (./sdk-shapes.ts).
import axios from 'axios';
import { createHeseyaApiService, type HeseyaApiService } from '@heseya/store-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestPlatform, type TestPlatform } from './harness.ts';
import { attributeId } from '../seed/demo-attributes.ts';
import * as shape from './sdk-shapes.ts';

let p: TestPlatform;
let api: HeseyaApiService;
let staff: HeseyaApiService;
beforeAll(async () => {
  p = await startTestPlatform();
  api = createHeseyaApiService(axios.create({ baseURL: p.url, headers: { 'Accept-Language': 'pl' } }));
  staff = createHeseyaApiService(axios.create({ baseURL: p.url, headers: { Authorization: `Bearer ${await p.login()}` } }));
});
afterAll(() => p?.stop());

/** `value` has every field the SDK types as present, with its type; the failure names the fields. */
function typed<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${what}: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return result.data;
}
const each = <T extends z.ZodType>(schema: T, list: unknown[], what: string) => list.map((x, i) => typed(schema, x, `${what}[${i}]`));

describe("the catalogue through Heseya's SDK", () => {
  it("lists products with filters and each of Heseya's sorts, and pages through them", async () => {
    const first = await api.Products.get({ limit: 5, page: 1 });
    typed(shape.pagination, first.pagination, 'pagination');
    expect(first.pagination).toMatchObject({ perPage: 5, currentPage: 1 });
    expect(first.pagination.total).toBeGreaterThan(20);
    each(shape.productListed, first.data, 'Products.get');

    const kitchen = await api.Products.get({ sets: ['kuchnia'], sort: 'set.kuchnia:desc', limit: 50 });
    expect(kitchen.data.length).toBeGreaterThan(3);
    const inOrder = await api.Products.get({ sets: ['kuchnia'], limit: 50 });
    expect(kitchen.data.map((x) => x.slug)).toEqual(inOrder.data.map((x) => x.slug).reverse());

    const byPrice = await api.Products.get({ sort: ['price:EUR:desc'], limit: 100 });
    const eur = byPrice.data.map((x) => Number(x.prices_min.find((m) => m.currency === 'EUR')!.gross));
    expect(eur).toEqual([...eur].sort((a, b) => b - a));

    // The SDK joins a sort array with commas: the attribute first, then the name among equal weights.
    const byWeight = await api.Products.get({ sets: ['kuchnia'], sort: [`attribute.${attributeId('waga')}:asc`, 'name:asc'], limit: 50 });
    expect(byWeight.data.length).toBe(inOrder.data.length);
    const weights = byWeight.data.map((x) => x.attributes.find((a) => a.slug === 'waga')?.selected_options[0]?.value_number ?? -1);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));

    const cheap = await api.Products.get({ price: { min: 0, max: 40, currency: 'PLN' }, limit: 100 });
    expect(cheap.data.length).toBeGreaterThan(0);
    expect(cheap.data.every((x) => Number(x.prices_min.find((m) => m.currency === 'PLN')!.gross) <= 40)).toBe(true);
    const available = await api.Products.get({ available: true, has_cover: true, limit: 3 });
    expect(available.data.every((x) => x.available && x.cover)).toBe(true);
  });

  it("reads a product by slug with its sales as Heseya's Sale objects", async () => {
    const mug = typed(shape.product, await api.Products.getOneBySlug('kubek-ceramiczny-las'), 'Products.getOneBySlug');
    expect(mug.sales.length).toBeGreaterThan(0);
    const backpack = typed(shape.product, await api.Products.getOneBySlug('plecak-miejski'), 'Products.getOneBySlug');
    expect(backpack.sales.some((s) => s.amounts !== null)).toBe(true);
    await expect(api.Products.getOneBySlug('nie-ma-takiego')).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('reads the settings as a list and as a flat map', async () => {
    const list = await api.Settings.get();
    each(shape.setting, list.data, 'Settings.get');
    typed(shape.pagination, list.pagination, 'Settings pagination');
    const record = typed(shape.settingsRecord, await api.Settings.get({ array: true }), 'Settings.get({ array })');
    expect(record.store_name).toBe('Sklep Demo');
    expect(Object.keys(record).sort()).toEqual(list.data.map((s) => s.name).sort());
  });

  it('reads sales channels with the VAT rate in percent', async () => {
    const channels = await api.SalesChannels.get();
    each(shape.salesChannel, channels.data, 'SalesChannels.get');
    const pl = channels.data.find((c) => c.slug === 'pl')!;
    expect(pl.vat_rate).toBe('23');
    typed(shape.salesChannel, await api.SalesChannels.getOne(pl.id), 'SalesChannels.getOne');
  });

  it('lists pages, banners and product sets filtered by metadata, as menus do', async () => {
    const pages = await api.Pages.get({ limit: 100 });
    each(shape.pageListed, pages.data, 'Pages.get');
    const [footer] = pages.data;
    await staff.Pages.updateMetadata(footer!.id, { menu: 'footer', featured: true });
    const menu = await api.Pages.get({ metadata: { menu: 'footer' } });
    expect(menu.data.map((x) => x.slug)).toEqual([footer!.slug]);
    expect((await api.Pages.get({ metadata: { featured: true } })).data.map((x) => x.slug)).toEqual([footer!.slug]);
    expect((await api.Pages.get({ metadata: { menu: 'header' } })).data).toEqual([]);
    typed(shape.page, await api.Pages.getOneBySlug(footer!.slug), 'Pages.getOneBySlug');

    const banners = await api.Banners.get();
    each(shape.banner, banners.data, 'Banners.get');
    await staff.Banners.updateMetadata(banners.data[0]!.id, { place: 'hero' });
    expect((await api.Banners.get({ metadata: { place: 'hero' } } as never)).data.map((b) => b.slug)).toEqual([banners.data[0]!.slug]);
    expect((await api.Banners.get({ metadata: { place: 'footer' } } as never)).data).toEqual([]);
    typed(shape.banner, await api.Banners.getOneBySlug(banners.data[0]!.slug), 'Banners.getOneBySlug');

    const sets = await api.ProductSets.get({ limit: 100 });
    each(shape.productSetListed, sets.data, 'ProductSets.get');
    const kitchen = typed(shape.productSet, await api.ProductSets.getOneBySlug('kuchnia'), 'ProductSets.getOneBySlug');
    await staff.ProductSets.updateMetadata(kitchen.id, { home: true });
    expect((await api.ProductSets.get({ metadata: { home: true } })).data.map((s) => s.slug)).toEqual(['kuchnia']);
  });

  it('lists sortable attributes and the filters', async () => {
    const sortable = await api.Attributes.get({ sortable: true } as never);
    each(shape.attribute, sortable.data, 'Attributes.get');
    expect(sortable.data.map((a) => a.slug).sort()).toEqual(['data-premiery', 'waga']);
    expect(sortable.data.every((a) => a.sortable)).toBe(true);
    each(shape.attribute, await api.Products.getFilters(), 'Products.getFilters');
  });

  it('reads a coupon by its code as a guest', async () => {
    const coupon = typed(shape.coupon, await api.Coupons.getOneBySlug('WITAJ10'), 'Coupons.getOneBySlug');
    expect(coupon).toMatchObject({ code: 'WITAJ10', percentage: '10' });
    const lamp = typed(shape.coupon, await api.Coupons.getOneBySlug('LAMPA50'), 'Coupons.getOneBySlug');
    expect(lamp.target_products.map((x) => x.slug)).toEqual(['lampa-stolowa-lniana']);
    const mugs = typed(shape.coupon, await api.Coupons.getOneBySlug('KUBKI15'), 'Coupons.getOneBySlug');
    expect(mugs.target_sets.map((x) => x.slug)).toEqual(['kuchnia']);
    await expect(api.Coupons.getOneBySlug('NIEZNANY')).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('lists the redirect rules', async () => {
    const redirects = await api.Redirects.get();
    expect(redirects.data.length).toBeGreaterThan(0);
    each(shape.redirect, redirects.data, 'Redirects.get');
    typed(shape.pagination, redirects.pagination, 'Redirects pagination');
  });

  it('changes a product with a partial update, as the SDK sends it, and keeps the rest', async () => {
    const before = await staff.Products.getOneBySlug('komplet-misek-fjord');
    const after = typed(shape.product, await staff.Products.update(before.id, { name: 'Miski Fjord' } as never), 'Products.update');
    expect(after.name).toBe('Miski Fjord');
    expect(after.sets.map((s) => s.id)).toEqual(before.sets.map((s) => s.id));
    expect(after.gallery).toEqual(before.gallery);
    expect(after.quantity).toBe(before.quantity);
  });
});
