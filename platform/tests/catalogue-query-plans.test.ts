import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all } from '../db/database.ts';
import { catalogueContext } from '../catalogue/catalogue-context.ts';
import { productListStatements } from '../catalogue/product-query.ts';
import type { ListPosition } from '../catalogue/list-positions.ts';
import { optionId } from '../seed/demo-attributes.ts';
import { startTestPlatform, type TestPlatform } from './harness.ts';

// The product list's queries must use indexes, whatever the size of the catalogue: a `SCAN` of the
// products table (or of a table as large) would make each page cost more as the catalogue grows.
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform(undefined, { demoProducts: 1500 });
}, 60_000);
afterAll(() => platform.stop());

const BIG_TABLES = ['products', 'product_set_products', 'product_names', 'product_attribute_options', 'listing_prices', 'price_history'];

function plans(query: Record<string, string | string[]>, page = 1, withCount = true, after?: ListPosition): string[] {
  const cc = catalogueContext(
    { db: platform.db, key: '' as never, publicUrl: () => '', dataDir: platform.dataDir, demo: true, allowedOrigins: [] },
    { lang: 'pl', defaultLang: 'pl', viewer: { kind: 'guest' } as never, permissions: new Set(), channelId: undefined },
  );
  const statements = productListStatements(cc, query, 'PLN', page, 12, after);
  if (!statements) throw new Error('no statements');
  return [...(withCount ? [statements.count] : []), statements.page].flatMap((s) =>
    all<{ detail: string }>(platform.db, `EXPLAIN QUERY PLAN ${s.sql}`, ...s.params).map((r) => r.detail),
  );
}

const fullScans = (details: string[]) =>
  details.filter((d) => BIG_TABLES.some((t) => new RegExp(`^SCAN (${t}|p|lp|pn)\\b(?! USING (COVERING )?INDEX)`).test(d)));

describe('the product list uses indexes (no full scan of the products)', () => {
  const material = optionId('material', 'drewno');
  const cases: [string, Record<string, string | string[]>][] = [
    ['a category', { sets: ['wyposazenie'] }],
    ['a category, an attribute filter, sorted by price, a deep page', { sets: ['wyposazenie'], 'attribute[material]': material, sort: 'price:asc' }],
    ['a category sorted by name', { sets: ['wyposazenie'], sort: 'name:asc' }],
    ['a category sorted by the newest', { sets: ['wyposazenie'], sort: 'created_at:desc' }],
    ["a category in the set's order (Heseya's set.<slug>)", { sets: ['wyposazenie'], sort: 'set.wyposazenie' }],
    ['a category sorted by the price in a named currency', { sets: ['wyposazenie'], sort: 'price:EUR:desc' }],
    ['a price range in a category', { sets: ['wyposazenie'], 'price[min]': '10', 'price[max]': '90' }],
    ['a search', { search: 'kubek' }],
    ['a search of two words, sorted by price', { search: 'kubek las', sort: 'price:desc' }],
    ['a product by slug', { slug: 'koc-welniany' }],
    ['products by id', { ids: 'a,b,c' }],
  ];
  for (const [name, query] of cases) {
    it(name, () => {
      const details = plans(query, 50);
      expect(details.length).toBeGreaterThan(0);
      expect(fullScans(details), details.join('\n')).toEqual([]);
    });
  }

  // Without any filter the total is the number of visible products: counting it reads them all (an
  // index of them, not the documents); the page itself walks an index and stops after its rows.
  for (const [name, query] of [
    ['the whole catalogue, newest first', { sort: 'created_at:desc' }],
    ['the whole catalogue sorted by price', { sort: 'price:asc' }],
    ["the home page's featured products (available, with a cover)", { available: '1', has_cover: '1' }],
    ["the home page's new products", { sort: 'created_at:desc', available: '1' }],
  ] as const) {
    it(`${name} (the page)`, () => {
      expect(fullScans(plans(query, 50, false))).toEqual([]);
    });
  }

  // A page of the whole catalogue after a known row (list-positions.ts) starts at that row in the index:
  // no row before it is read. (A category's page reads the category's products by id, as it always did.)
  it('the page after a known row of the default order seeks to it', () => {
    const after = { sort: 1500, created_at: '2025-03-01T00:00:00.000Z', id: 'f' };
    for (const query of [{}, { available: '1', has_cover: '1' }] as Record<string, string>[]) {
      const details = plans(query, 50, false, after);
      expect(fullScans(details)).toEqual([]);
      expect(details.join('\n')).toMatch(/^SEARCH p USING COVERING INDEX products_order_listing \(\(sort,created_at,id\)>\(\?,\?,\?\)\)$/m);
      expect(details.join('\n')).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('would notice a full scan', () => {
    const details = all<{ detail: string }>(platform.db, "EXPLAIN QUERY PLAN SELECT data FROM products p WHERE json_extract(data, '$.quantity') > 3").map(
      (r) => r.detail,
    );
    expect(fullScans(details)).not.toEqual([]);
  });

  it('reads a product by its slug through the unique index', () => {
    const details = all<{ detail: string }>(platform.db, 'EXPLAIN QUERY PLAN SELECT data FROM products WHERE slug = ?', 'koc-welniany').map((r) => r.detail);
    expect(details.join('\n')).toMatch(/USING INDEX/);
  });
});

describe('the indexed list answers like the in-memory filter', () => {
  it('a category page with a filter and a sort', async () => {
    const material = optionId('material', 'drewno');
    const indexed = await platform.call('GET', `/products?sets[]=wyposazenie&attribute[material]=${material}&sort=price:asc&limit=24&page=2`);
    // `public=1` is not covered by the indexed query: the same list through the in-memory filter.
    const token = await platform.login();
    const memory = await platform.call('GET', `/products?sets[]=wyposazenie&attribute[material]=${material}&sort=price:asc&limit=24&page=2&public=1`, {
      token,
    });
    expect(indexed.status).toBe(200);
    expect(indexed.body.meta.total).toBe(memory.body.meta.total);
    expect(indexed.body.data.map((p: { prices_min: { gross: string }[] }) => p.prices_min[0]!.gross)).toEqual(
      memory.body.data.map((p: { prices_min: { gross: string }[] }) => p.prices_min[0]!.gross),
    );
  });

  // Paged in order, each page after the first starts after the row before it (list-positions.ts); paged
  // backwards with another size, most pages are found by their offset: both are the in-memory filter's list.
  it('the whole catalogue in the default order, paged forwards and backwards', async () => {
    const token = await platform.login();
    const memory: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await platform.call('GET', `/products?limit=500&page=${page}&public=1`, { token });
      memory.push(...answer.body.data.map((p: { slug: string }) => p.slug));
      if (page >= answer.body.meta.last_page) break;
    }
    const forwards: string[] = [];
    for (let page = 1; page <= Math.ceil(memory.length / 100); page += 1) {
      forwards.push(...(await platform.call('GET', `/products?limit=100&page=${page}`)).body.data.map((p: { slug: string }) => p.slug));
    }
    const backwards: string[][] = [];
    for (let page = Math.ceil(memory.length / 150); page >= 1; page -= 1) {
      backwards.unshift((await platform.call('GET', `/products?limit=150&page=${page}`)).body.data.map((p: { slug: string }) => p.slug));
    }
    expect(memory.length).toBeGreaterThan(1000);
    expect(new Set(forwards).size).toBe(forwards.length);
    expect(forwards).toEqual(memory);
    expect(backwards.flat()).toEqual(memory);
  });

  it('a search', async () => {
    const indexed = await platform.call('GET', '/products?search=kubek%20bawe&limit=50');
    const token = await platform.login();
    const memory = await platform.call('GET', '/products?search=kubek%20bawe&limit=50&public=1', { token });
    expect(indexed.body.meta.total).toBeGreaterThan(0);
    expect(indexed.body.data.map((p: { slug: string }) => p.slug)).toEqual(memory.body.data.map((p: { slug: string }) => p.slug));
  });

  it('a search with control characters (a NUL, an escape, a header injection) answers an empty list, not a 500', async () => {
    const hostile = encodeURIComponent('kubek\u0000bawe\u0007\u001b[31m\r\nSet-Cookie: x=1');
    const answer = await platform.call('GET', `/products?search=${hostile}&limit=5`);
    expect(answer.status).toBe(200);
    expect(answer.body.meta.total).toBe(0);
    const control = await platform.call('GET', `/products?search=${encodeURIComponent('kubek\u0007')}&limit=5`);
    expect(control.status).toBe(200);
  });
});
