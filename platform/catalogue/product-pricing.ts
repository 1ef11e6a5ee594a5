import type { Db } from '../db/database.ts';
import { all, run } from '../db/database.ts';
import { fromCents, priceOf, type Cents } from './money.ts';
import type { StoredProduct, StoredProductSet } from './types.ts';
import type { StoredDiscount } from '../cart/discount-types.ts';
import { discountAmount, discountApplies, targetsProduct, type ConditionFacts } from '../cart/conditions.ts';
import { minimalSchemaPrice } from '../cart/schema-pricing.ts';
import { loadDiscounts, loadProducts, loadSets, setsWithAncestors } from './store.ts';

export type ProductPrices = { base: Cents; minInitial: Cents; min: Cents; maxInitial: Cents; max: Cents };

/** Product-targeted sales (no code) whose conditions hold outside any cart: the price shown on listings. */
export function listingSales(discounts: StoredDiscount[], product: StoredProduct, sets: StoredProductSet[], currency: string, now: Date): StoredDiscount[] {
  const setIds = setsWithAncestors(sets, product.set_ids);
  const facts: ConditionFacts = {
    now, currency, cartValue: undefined, cartLength: undefined, couponsCount: undefined,
    productIds: [product.id], productSetIds: setIds, userId: undefined, userRoleIds: [], uses: 0, usesByUser: 0,
  };
  return discounts
    .filter((d) => d.code === null && d.target_type === 'products' && targetsProduct(d, product.id, setIds))
    .filter((d) => discountApplies(d, { ...facts, uses: (d as StoredDiscount & { uses?: number }).uses ?? 0 }))
    .sort((a, b) => b.priority - a.priority);
}

export function applySales(price: Cents, sales: StoredDiscount[], currency: string): Cents {
  let current = price;
  for (const s of sales) current -= discountAmount(s, current, currency);
  return Math.max(0, current);
}

export function productPrices(product: StoredProduct, sales: StoredDiscount[], currency: string): ProductPrices {
  const base = priceOf(product.prices_base, currency);
  const minInitial = base + minimalSchemaPrice(product.schemas, currency);
  const maxExtra = product.schemas
    .filter((s) => s.type === 'select')
    .reduce((sum, s) => sum + Math.max(0, ...s.options.map((o) => priceOf(o.prices, currency))), 0);
  const maxInitial = base + maxExtra;
  return { base, minInitial, min: applySales(minInitial, sales, currency), maxInitial, max: applySales(maxInitial, sales, currency) };
}

/**
 * Appends a price-history row for every product and currency whose lowest price changed (used by the
 * price tracker). `discounts`: the sales to consider (all stored ones by default; the demo seed
 * replays its history with the sales that had started then).
 */
export function recordPriceChanges(db: Db, currencies: string[], now = new Date(), discounts: StoredDiscount[] = loadDiscounts(db)): void {
  const sets = loadSets(db);
  const latest = new Map(
    all<{ product_id: string; currency: string; price_min: string }>(db,
      `SELECT product_id, currency, price_min FROM price_history h WHERE recorded_at = (
        SELECT MAX(recorded_at) FROM price_history WHERE product_id = h.product_id AND currency = h.currency)`)
      .map((r) => [`${r.product_id}/${r.currency}`, r.price_min]),
  );
  for (const product of loadProducts(db)) {
    for (const currency of currencies) {
      if (product.prices_base[currency] === undefined) continue;
      const min = fromCents(productPrices(product, listingSales(discounts, product, sets, currency, now), currency).min);
      if (latest.get(`${product.id}/${currency}`) === min) continue;
      run(db, 'INSERT INTO price_history (product_id, currency, price_min, recorded_at) VALUES (?, ?, ?, ?)', product.id, currency, min, now.toISOString());
    }
  }
}
