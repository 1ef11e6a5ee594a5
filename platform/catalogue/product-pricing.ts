import { priceOf, type Cents } from './money.ts';
import type { StoredProduct, StoredProductSet } from './types.ts';
import type { StoredDiscount } from '../cart/discount-types.ts';
import { discountAmount, discountApplies, targetsProduct, type ConditionFacts } from '../cart/conditions.ts';
import { minimalSchemaPrice } from '../cart/schema-pricing.ts';

export type ProductPrices = { base: Cents; minInitial: Cents; min: Cents; maxInitial: Cents; max: Cents };

/** Product-targeted sales (no code) whose conditions hold outside any cart: the price shown on listings. */
export function listingSales(discounts: StoredDiscount[], product: StoredProduct, sets: StoredProductSet[], currency: string, now: Date): StoredDiscount[] {
  const setIds = setsWithAncestors(sets, product.set_ids);
  const facts: ConditionFacts = {
    now,
    currency,
    cartValue: undefined,
    cartLength: undefined,
    couponsCount: undefined,
    productIds: [product.id],
    productSetIds: setIds,
    userId: undefined,
    userRoleIds: [],
    uses: 0,
    usesByUser: 0,
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

/** Ids of the product's sets and all their ancestors. */
export function setsWithAncestors(sets: StoredProductSet[], ids: string[]): string[] {
  const byId = new Map(sets.map((s) => [s.id, s]));
  const out = new Set<string>();
  for (let id of ids) {
    for (let guard = 0; id && !out.has(id) && guard < 50; guard++) {
      out.add(id);
      id = byId.get(id)?.parent_id ?? '';
    }
  }
  return [...out];
}
