import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/database.ts';
import type { StoredAttribute, StoredProduct, StoredProductSet } from './types.ts';
import type { StoredDiscount } from '../cart/discount-types.ts';
import { ensureListingPrices, invalidateListingPrices, languageIsos, productNameRows, writeListingPrices } from './catalogue-index.ts';

const docs = <T>(db: Db, sql: string, ...params: string[]): T[] => all<{ data: string }>(db, sql, ...params).map((r) => JSON.parse(r.data) as T);

export const loadProducts = (db: Db) => docs<StoredProduct>(db, 'SELECT data FROM products ORDER BY sort, created_at, id');
export const loadProduct = (db: Db, where: { id: string } | { slug: string }): StoredProduct | undefined => {
  const row =
    'id' in where
      ? one<{ data: string }>(db, 'SELECT data FROM products WHERE id = ?', where.id)
      : one<{ data: string }>(db, 'SELECT data FROM products WHERE slug = ?', where.slug);
  return row ? (JSON.parse(row.data) as StoredProduct) : undefined;
};
export const loadSets = (db: Db) => docs<StoredProductSet>(db, 'SELECT data FROM product_sets ORDER BY sort');
export const loadAttributes = (db: Db) => docs<StoredAttribute>(db, 'SELECT data FROM attributes ORDER BY sort');
export const loadDiscounts = (db: Db) =>
  all<{ data: string; uses: number }>(db, 'SELECT data, uses FROM discounts').map((r) => ({ ...(JSON.parse(r.data) as StoredDiscount), uses: r.uses }));

function searchText(p: StoredProduct): string {
  return Object.values(p.translations)
    .flatMap((t) => [t.name, t.description_short, t.description_html.replace(/<[^>]+>/g, ' ')])
    .join(' ')
    .toLowerCase();
}

/**
 * Writes a product with its set links and listing prices; callers wrap this in a transaction.
 * `recordHistory`: a price-history row when its lowest price changed (the demo seed writes its own history).
 */
export function saveProduct(db: Db, p: StoredProduct, sort = 0, recordHistory = true): void {
  productWriter(db)(p, sort);
  writeListingPrices(db, p, loadSets(db), loadDiscounts(db), currencyCodesOf(db), recordHistory);
}

const currencyCodesOf = (db: Db) => all<{ code: string }>(db, 'SELECT code FROM currencies').map((c) => c.code);

/** The listing prices, computed again first when a sale or category changed or a sale started or ended. */
export function currentListingPrices(db: Db, now = new Date()): void {
  ensureListingPrices(db, () => ({ sets: loadSets(db), discounts: loadDiscounts(db), currencies: currencyCodesOf(db) }), now);
}

/** As productAvailable (product-view.ts): sellable and in stock or not tracked. */
const listedAvailable = (p: StoredProduct) => p.metadata.purchase_kind !== 'unavailable' && (p.quantity === null || p.quantity > 0);

/**
 * The statements that write a product, prepared once: the bulk seed of a large catalogue writes
 * thousands of products with one writer. `fresh`: the product is new (no old set links to delete).
 */
export function productWriter(db: Db): (p: StoredProduct, sort?: number, fresh?: boolean) => void {
  const upsert = db.prepare(`INSERT INTO products (id, slug, public, sort, created_at, updated_at, search_text, data, available, has_cover)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, public = excluded.public, updated_at = excluded.updated_at,
    search_text = excluded.search_text, data = excluded.data, available = excluded.available, has_cover = excluded.has_cover`);
  const unlink = db.prepare('DELETE FROM product_set_products WHERE product_id = ?');
  const link = db.prepare('INSERT OR IGNORE INTO product_set_products (product_id, set_id) VALUES (?, ?)');
  const unname = db.prepare('DELETE FROM product_names WHERE product_id = ?');
  const name = db.prepare('INSERT INTO product_names (product_id, lang, name_lower, sort_key) VALUES (?, ?, ?, ?)');
  const unoption = db.prepare('DELETE FROM product_attribute_options WHERE product_id = ?');
  const option = db.prepare('INSERT OR IGNORE INTO product_attribute_options (option_id, product_id) VALUES (?, ?)');
  const languages = languageIsos(db);
  return (p, sort = 0, fresh = false) => {
    const now = new Date().toISOString();
    upsert.run(
      p.id,
      p.slug,
      p.public ? 1 : 0,
      sort,
      p.created_at,
      now,
      searchText(p),
      JSON.stringify(p),
      listedAvailable(p) ? 1 : 0,
      p.cover_id !== null ? 1 : 0,
    );
    if (!fresh) {
      unlink.run(p.id);
      unname.run(p.id);
      unoption.run(p.id);
    }
    for (const setId of p.set_ids) link.run(p.id, setId);
    for (const n of productNameRows(p, languages)) name.run(p.id, n.lang, n.nameLower, n.sortKey);
    for (const a of p.attributes) for (const o of a.option_ids) option.run(o, p.id);
  };
}

/**
 * Runs `work`, a bulk write of many products inside the caller's transaction, with the full-text index's
 * row-by-row insert trigger off, then builds the index again from every product in one pass and puts the
 * trigger back as it was: the same index, at a fraction of the cost for thousands of products (the
 * trigger's per-row upkeep of FTS5's totals dominates a bulk insert). Inside a transaction only, so a
 * failure rolls the trigger back with everything else.
 */
export function withSearchIndexRebuiltAfter<T>(db: Db, work: () => T): T {
  if (!db.isTransaction) throw new Error('withSearchIndexRebuiltAfter needs a transaction');
  const trigger = one<{ sql: string }>(db, "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'products_search_insert'");
  if (!trigger) return work();
  db.exec('DROP TRIGGER products_search_insert');
  const result = work();
  db.exec("INSERT INTO product_search (product_search) VALUES ('rebuild')");
  db.exec(trigger.sql);
  return result;
}

export function saveSet(db: Db, s: StoredProductSet): void {
  invalidateListingPrices(db);
  run(
    db,
    `INSERT INTO product_sets (id, slug, parent_id, sort, public, data) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, parent_id = excluded.parent_id, sort = excluded.sort,
    public = excluded.public, data = excluded.data`,
    s.id,
    s.slug,
    s.parent_id,
    s.sort,
    s.public ? 1 : 0,
    JSON.stringify(s),
  );
}

export function saveAttribute(db: Db, a: StoredAttribute, sort = 0): void {
  run(
    db,
    `INSERT INTO attributes (id, slug, sort, data) VALUES (?, ?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, data = excluded.data`,
    a.id,
    a.slug,
    sort,
    JSON.stringify(a),
  );
}

export function saveDiscount(db: Db, d: StoredDiscount): void {
  invalidateListingPrices(db);
  run(
    db,
    `INSERT INTO discounts (id, code, data) VALUES (?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET code = excluded.code, data = excluded.data`,
    d.id,
    d.code,
    JSON.stringify(d),
  );
}
