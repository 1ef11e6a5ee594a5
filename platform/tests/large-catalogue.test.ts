import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { signingKey } from '../auth/tokens.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { refreshListingPrices } from '../catalogue/catalogue-index.ts';
import { loadDiscounts, loadSets } from '../catalogue/store.ts';
import { NO_PASSWORD } from '../auth/passwords.ts';
import { PRODUCT_DEFS } from '../seed/demo-products.ts';
import { parseResetArgs } from '../reset.ts';
import { ConfigError, readConfig } from '../config.ts';
import { startTestPlatform, type TestPlatform } from './harness.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function seeded(products: number): Db {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-large-'));
  dirs.push(dataDir);
  const db = openDatabase(dataDir);
  migrate(db);
  seedIfEmpty(
    { db, key: signingKey(db), publicUrl: () => '', dataDir, demo: true, allowedOrigins: [] },
    { adminEmail: 'admin@example.com', passwordHashes: { admin: NO_PASSWORD, customer: NO_PASSWORD }, products },
  );
  return db;
}

const count = (db: Db, sql: string) => (db.prepare(sql).get() as { n: number }).n;
type Doc = { translations: Record<string, { name: string; description_html: string }>; attributes: unknown[]; schemas: unknown[] };

describe('a large demo catalogue', () => {
  let db: Db;
  beforeAll(() => {
    db = seeded(3000);
  }, 60_000);
  afterAll(() => db.close());

  it('holds exactly the asked number of products, the demo ones among them', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM products')).toBe(3000);
    const demo = db
      .prepare(`SELECT COUNT(*) AS n FROM products WHERE slug IN (${PRODUCT_DEFS.map(() => '?').join(',')})`)
      .get(...PRODUCT_DEFS.map((d) => d.slug)) as { n: number };
    expect(demo.n).toBe(PRODUCT_DEFS.length);
    expect(count(db, "SELECT COUNT(*) AS n FROM users WHERE email = 'klient@example.com'")).toBe(1);
    expect(count(db, 'SELECT COUNT(*) AS n FROM orders')).toBeGreaterThan(0);
  });

  it('names and describes every product in Polish and English, with attributes', () => {
    const rows = db.prepare('SELECT data FROM products ORDER BY sort DESC LIMIT 200').all() as { data: string }[];
    for (const { data } of rows) {
      const p = JSON.parse(data) as Doc;
      expect(p.translations.pl?.name).toBeTruthy();
      expect(p.translations.en?.name).toBeTruthy();
      expect(p.translations.pl?.name).not.toBe(p.translations.en?.name);
      expect(p.translations.en?.description_html).toContain('<p>');
      expect(p.attributes.length).toBeGreaterThanOrEqual(4);
    }
    expect(rows.some((r) => (JSON.parse(r.data) as Doc).schemas.length > 0)).toBe(true);
    expect(count(db, 'SELECT COUNT(DISTINCT slug) AS n FROM products')).toBe(3000);
  });

  it('spreads products over a category tree four levels deep with a few hundred categories', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_sets')).toBeGreaterThan(300);
    const depth = count(
      db,
      `WITH RECURSIVE d(id, level) AS (SELECT id, 1 FROM product_sets WHERE parent_id IS NULL
      UNION ALL SELECT s.id, d.level + 1 FROM product_sets s JOIN d ON s.parent_id = d.id) SELECT MAX(level) AS n FROM d`,
    );
    expect(depth).toBe(4);
    expect(count(db, 'SELECT COUNT(DISTINCT set_id) AS n FROM product_set_products')).toBeGreaterThan(300);
  });

  it('has sales and a price history for the Omnibus lowest price', () => {
    expect(count(db, "SELECT COUNT(*) AS n FROM discounts WHERE data LIKE '%Wyprzedaż −%'")).toBeGreaterThanOrEqual(5);
    expect(count(db, 'SELECT COUNT(DISTINCT product_id) AS n FROM price_history')).toBe(3000);
    // Products on sale have a lower latest price than 30 days before.
    expect(count(db, `SELECT COUNT(*) AS n FROM price_history h WHERE recorded_at > datetime('now', '-20 days')`)).toBeGreaterThan(0);
  });

  it('is the same every time', { timeout: 60_000 }, () => {
    const other = seeded(3000);
    const digest = (d: Db) =>
      d
        .prepare("SELECT group_concat(slug || ':' || json_extract(data, '$.prices_base.PLN'), ',') AS s FROM (SELECT slug, data FROM products ORDER BY id)")
        .get() as { s: string };
    expect(digest(other).s).toBe(digest(db).s);
    other.close();
  });

  it('has the listing prices, their validity and the search index a full refresh and a rebuild give', () => {
    // The seed writes listing prices as it writes products and builds the search index in one pass after
    // them: both must be what the catalogue's own upkeep computes from the stored products.
    const listing = (d: Db) =>
      d
        .prepare("SELECT product_id || ':' || currency || ':' || price_min AS row FROM listing_prices ORDER BY product_id, currency")
        .all()
        .map((r) => (r as { row: string }).row);
    const validUntil = (d: Db) =>
      (d.prepare("SELECT value FROM catalogue_state WHERE key = 'prices_valid_until'").get() as { value: string } | undefined)?.value;
    const found = (d: Db, term: string) =>
      d
        .prepare('SELECT rowid FROM product_search WHERE product_search MATCH ? ORDER BY rowid')
        .all(`"${term}"`)
        .map((r) => (r as { rowid: number }).rowid);
    const terms = ['kubek', 'bałtyk', 'linen', 'z drewna', 'kurtka', 'koc wełniany'];
    const seededPrices = listing(db);
    const seededValidity = validUntil(db);
    const seededSearch = terms.map((t) => found(db, t));
    expect(seededPrices.length).toBeGreaterThan(2 * 2990);
    expect(seededValidity).toBeDefined();
    expect(seededSearch.every((rows) => rows.length > 0)).toBe(true);
    expect(
      count(db, "SELECT COUNT(*) AS n FROM products p LEFT JOIN listing_prices l ON l.product_id = p.id AND l.currency = 'PLN' WHERE l.product_id IS NULL"),
    ).toBe(0);

    // The price history stays the seed's own: the refresh below records none.
    const history = count(db, 'SELECT COUNT(*) AS n FROM price_history');
    refreshListingPrices(db, loadSets(db), loadDiscounts(db), ['PLN', 'EUR'], new Date(), false);
    db.exec("INSERT INTO product_search (product_search) VALUES ('integrity-check')");
    db.exec("INSERT INTO product_search (product_search) VALUES ('rebuild')");
    expect(listing(db)).toEqual(seededPrices);
    expect(validUntil(db)).toBe(seededValidity);
    expect(terms.map((t) => found(db, t))).toEqual(seededSearch);
    expect(count(db, 'SELECT COUNT(*) AS n FROM price_history')).toBe(history);
  });

  it('stays the small demo by default', () => {
    const small = seeded(0);
    expect(count(small, 'SELECT COUNT(*) AS n FROM products')).toBe(PRODUCT_DEFS.length);
    small.close();
  });
});

describe('asking for a large catalogue', () => {
  it('reads --products and PLATFORM_DEMO_PRODUCTS, refusing anything but a whole number', () => {
    expect(parseResetArgs([])).toEqual({ products: 0 });
    expect(parseResetArgs(['--products', '100000'])).toEqual({ products: 100000 });
    expect(() => parseResetArgs(['--products', '1e5'])).toThrow(ConfigError);
    expect(() => parseResetArgs(['--products', '-3'])).toThrow();
    expect(() => parseResetArgs(['--produkty', '3'])).toThrow();
    expect(readConfig({ PLATFORM_DEMO: '1', PLATFORM_DEMO_PRODUCTS: '10000' }).demoProducts).toBe(10000);
    expect(readConfig({ PLATFORM_DEMO: '1' }).demoProducts).toBe(0);
    expect(() => readConfig({ PLATFORM_DEMO_PRODUCTS: 'many' })).toThrow(/PLATFORM_DEMO_PRODUCTS/);
    expect(() => readConfig({ PLATFORM_DEMO_PRODUCTS: '2.5' })).toThrow(/PLATFORM_DEMO_PRODUCTS/);
  });

  describe('a platform started with PLATFORM_DEMO_PRODUCTS on an empty database', () => {
    let platform: TestPlatform;
    beforeAll(async () => {
      platform = await startTestPlatform(undefined, { demoProducts: 2000 });
    }, 60_000);
    afterAll(() => platform.stop());

    it('serves the generated catalogue and still the demo products', async () => {
      const list = await platform.call('GET', '/products?limit=1');
      expect(list.body.meta.total).toBe(1998); // the non-public prototype lamp and the archive's mug are hidden
      expect((await platform.call('GET', '/products/koc-welniany')).status).toBe(200);
      const tree = await platform.call('GET', '/product-sets?root=1&tree=1&limit=100');
      expect(tree.status).toBe(200);
      const slug = (platform.db.prepare("SELECT slug FROM products WHERE slug LIKE 'kubek-%' ORDER BY sort DESC LIMIT 1").get() as { slug: string }).slug;
      const product = await platform.call('GET', `/products/${slug}`, { headers: { 'accept-language': 'en' } });
      expect(product.body.data.name).toMatch(/mug/);
    });
  });
});
