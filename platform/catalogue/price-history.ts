// The price history the price tracker reads: a row per product and currency whenever its lowest listing price changes.
import type { Db } from '../db/database.ts';
import { all, run } from '../db/database.ts';
import type { StoredDiscount } from '../cart/discount-types.ts';
import { fromCents } from './money.ts';
import { listingSales, productPrices } from './product-pricing.ts';
import { loadDiscounts, loadProducts, loadSets } from './store.ts';

/**
 * Appends a price-history row for every product and currency whose lowest price changed (used by the
 * price tracker). `discounts`: the sales to consider (all stored ones by default; the demo seed
 * replays its history with the sales that had started then).
 */
export function recordPriceChanges(db: Db, currencies: string[], now = new Date(), discounts: StoredDiscount[] = loadDiscounts(db)): void {
  const sets = loadSets(db);
  const latest = new Map(
    all<{ product_id: string; currency: string; price_min: string }>(
      db,
      `SELECT product_id, currency, price_min FROM price_history h WHERE recorded_at = (
        SELECT MAX(recorded_at) FROM price_history WHERE product_id = h.product_id AND currency = h.currency)`,
    ).map((r) => [`${r.product_id}/${r.currency}`, r.price_min]),
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
