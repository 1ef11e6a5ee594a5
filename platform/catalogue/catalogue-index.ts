import type { Db } from '../db/database.ts';
import { all, one, run, transaction } from '../db/database.ts';
import type { StoredDiscount } from '../cart/discount-types.ts';
import { fromCents } from './money.ts';
import { applySales, productPrices } from './product-pricing.ts';
import { targetsProduct, discountApplies, type ConditionFacts } from '../cart/conditions.ts';
import type { StoredProduct, StoredProductSet } from './types.ts';

/*
 * Rows derived from each product for the indexed product list (migration 007): name sort keys per
 * language, attribute options, listing prices per currency. Names and options are written with the
 * product (store.ts); listing prices depend on the sales, so they are recomputed for every product when
 * a sale or a category changes (`invalidateListingPrices`) or a sale starts or ends (`ensureListingPrices`).
 */

/** Orders like a Polish collator closely enough: letters with diacritics right after their base letter, punctuation as spaces. */
export function nameSortKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/ł/g, 'l~')
    .normalize('NFD')
    .replace(/([a-z])[\u0328\u0301\u0307]/g, '$1~')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9~]+/g, ' ')
    .trim();
}

export function productNameRows(p: StoredProduct, languages: string[]): { lang: string; nameLower: string; sortKey: string }[] {
  const first = Object.values(p.translations)[0];
  return languages.flatMap((lang) => {
    const name = (p.translations[lang] ?? first)?.name;
    return name === undefined ? [] : [{ lang, nameLower: name.toLowerCase(), sortKey: nameSortKey(name) }];
  });
}

export const languageIsos = (db: Db) => all<{ iso: string }>(db, 'SELECT iso FROM languages').map((l) => l.iso);

/** The listing price (lowest, with the sales running at `now`) of products, per currency; sets' ancestors looked up once. */
export function listingPriceCalculator(sets: StoredProductSet[], discounts: StoredDiscount[], now: Date) {
  const byId = new Map(sets.map((s) => [s.id, s]));
  const ancestors = new Map<string, string[]>();
  const withAncestors = (ids: string[]) => {
    const out = new Set<string>();
    for (const start of ids) {
      let chain = ancestors.get(start);
      if (!chain) {
        chain = [];
        for (let id: string | null | undefined = start, guard = 0; id && guard < 50 && !chain.includes(id); guard++) {
          chain.push(id);
          id = byId.get(id)?.parent_id;
        }
        ancestors.set(start, chain);
      }
      for (const id of chain) out.add(id);
    }
    return [...out];
  };
  const sales = discounts.filter((d) => d.code === null && d.target_type === 'products');
  return (p: StoredProduct, currency: string): number | undefined => {
    if (p.prices_base[currency] === undefined) return undefined;
    const setIds = withAncestors(p.set_ids);
    const facts: ConditionFacts = {
      now,
      currency,
      cartValue: undefined,
      cartLength: undefined,
      couponsCount: undefined,
      productIds: [p.id],
      productSetIds: setIds,
      userId: undefined,
      userRoleIds: [],
      uses: 0,
      usesByUser: 0,
    };
    const applying = sales
      .filter((d) => targetsProduct(d, p.id, setIds) && discountApplies(d, { ...facts, uses: (d as StoredDiscount & { uses?: number }).uses ?? 0 }))
      .sort((a, b) => b.priority - a.priority);
    return applySales(productPrices(p, [], currency).minInitial, applying, currency);
  };
}

/** When the listing prices must be computed again: the next start or end of a sale (soon, for sales by hour or weekday). */
function nextBoundary(discounts: StoredDiscount[], now: Date): string {
  let next = Number.POSITIVE_INFINITY;
  for (const d of discounts) {
    if (d.code !== null || d.target_type !== 'products') continue;
    for (const group of d.condition_groups) {
      for (const c of group.conditions) {
        if (c.type === 'date-between') {
          for (const at of [c.start_at, c.end_at]) {
            const t = at ? Date.parse(at) : Number.NaN;
            if (t > now.getTime()) next = Math.min(next, t);
          }
        } else if (c.type === 'time-between' || c.type === 'weekday-in') next = Math.min(next, now.getTime() + 60_000);
      }
    }
  }
  return Number.isFinite(next) ? new Date(next).toISOString() : '9999-12-31T00:00:00.000Z';
}

const docs = (db: Db) => db.prepare('SELECT data FROM products').iterate() as Iterable<{ data: string }>;

/**
 * Writes listing prices; with `recordHistory`, a price-history row (for the Omnibus lowest price) for each
 * product and currency whose lowest price differs from the last one recorded, as the price tracker would.
 */
function priceWriter(db: Db, recordHistory: boolean, now: Date) {
  const insert = db.prepare('INSERT OR REPLACE INTO listing_prices (product_id, currency, price_min) VALUES (?, ?, ?)');
  const latest = db.prepare('SELECT price_min FROM price_history WHERE product_id = ? AND currency = ? ORDER BY recorded_at DESC LIMIT 1');
  const history = db.prepare('INSERT INTO price_history (product_id, currency, price_min, recorded_at) VALUES (?, ?, ?, ?)');
  const at = now.toISOString();
  return (productId: string, currency: string, min: number) => {
    insert.run(productId, currency, min);
    if (!recordHistory) return;
    const value = fromCents(min);
    if ((latest.get(productId, currency) as { price_min: string } | undefined)?.price_min !== value) history.run(productId, currency, value, at);
  };
}

/**
 * Writes listing prices product by product, as a bulk writer goes (`write`), then marks them valid until
 * the next start or end of a sale (`finish`): the same rows a refresh would write, without a second pass
 * over the catalogue. `sets` and `discounts` must be every one that exists; callers wrap it in a transaction.
 */
export function listingPriceWriter(
  db: Db,
  sets: StoredProductSet[],
  discounts: StoredDiscount[],
  currencies: string[],
  now = new Date(),
  recordHistory = true,
) {
  const price = listingPriceCalculator(sets, discounts, now);
  const write = priceWriter(db, recordHistory, now);
  return {
    write(p: StoredProduct): void {
      for (const currency of currencies) {
        const min = price(p, currency);
        if (min !== undefined) write(p.id, currency, min);
      }
    },
    finish(): void {
      run(db, "INSERT OR REPLACE INTO catalogue_state (key, value) VALUES ('prices_valid_until', ?)", nextBoundary(discounts, now));
    },
  };
}

/** Computes every product's listing prices again (one pass over the catalogue). */
export function refreshListingPrices(
  db: Db,
  sets: StoredProductSet[],
  discounts: StoredDiscount[],
  currencies: string[],
  now = new Date(),
  recordHistory = true,
): void {
  transaction(db, () => {
    run(db, 'DELETE FROM listing_prices');
    const prices = listingPriceWriter(db, sets, discounts, currencies, now, recordHistory);
    for (const { data } of docs(db)) prices.write(JSON.parse(data) as StoredProduct);
    prices.finish();
  });
}

/** One product's listing prices (after it is saved), when the others are current. */
export function writeListingPrices(
  db: Db,
  p: StoredProduct,
  sets: StoredProductSet[],
  discounts: StoredDiscount[],
  currencies: string[],
  recordHistory = true,
  now = new Date(),
): void {
  const price = listingPriceCalculator(sets, discounts, now);
  run(db, 'DELETE FROM listing_prices WHERE product_id = ?', p.id);
  const write = priceWriter(db, recordHistory, now);
  for (const currency of currencies) {
    const min = price(p, currency);
    if (min !== undefined) write(p.id, currency, min);
  }
}

export function invalidateListingPrices(db: Db): void {
  run(db, "DELETE FROM catalogue_state WHERE key = 'prices_valid_until'");
}

/** Recomputes the listing prices when a sale changed, started or ended since they were computed; cheap otherwise. */
export function ensureListingPrices(
  db: Db,
  load: () => { sets: StoredProductSet[]; discounts: StoredDiscount[]; currencies: string[] },
  now = new Date(),
): void {
  const valid = one<{ value: string }>(db, "SELECT value FROM catalogue_state WHERE key = 'prices_valid_until'");
  if (valid && valid.value > now.toISOString()) return;
  const { sets, discounts, currencies } = load();
  refreshListingPrices(db, sets, discounts, currencies, now);
}

/** After migration 007 on an existing database: writes the derived rows of every product once. */
export function reindexIfNeeded(db: Db): void {
  if (!one(db, "SELECT key FROM catalogue_state WHERE key = 'reindex'")) return;
  const languages = languageIsos(db);
  transaction(db, () => {
    run(db, 'DELETE FROM product_names');
    run(db, 'DELETE FROM product_attribute_options');
    const names = db.prepare('INSERT INTO product_names (product_id, lang, name_lower, sort_key) VALUES (?, ?, ?, ?)');
    const options = db.prepare('INSERT OR IGNORE INTO product_attribute_options (option_id, product_id) VALUES (?, ?)');
    const flags = db.prepare('UPDATE products SET available = ?, has_cover = ? WHERE id = ?');
    for (const { data } of [...docs(db)]) {
      const p = JSON.parse(data) as StoredProduct;
      flags.run(p.metadata.purchase_kind !== 'unavailable' && (p.quantity === null || p.quantity > 0) ? 1 : 0, p.cover_id !== null ? 1 : 0, p.id);
      for (const n of productNameRows(p, languages)) names.run(p.id, n.lang, n.nameLower, n.sortKey);
      for (const a of p.attributes) for (const o of a.option_ids) options.run(o, p.id);
    }
    run(db, "DELETE FROM catalogue_state WHERE key IN ('reindex', 'prices_valid_until')");
  });
}
