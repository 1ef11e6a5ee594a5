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

/** Per list of sets (the catalogue's is shared by requests until it changes): each set's parent, and its chain to the root. */
const ancestries = new WeakMap<readonly StoredProductSet[], { parents: Map<string, string | null>; chains: Map<string, readonly string[]> }>();

/** The set and its ancestors, nearest first (at most 50, and no set twice in a broken tree). */
function ancestorChain(sets: readonly StoredProductSet[], id: string): readonly string[] {
  let ancestry = ancestries.get(sets);
  if (!ancestry) {
    ancestry = { parents: new Map(sets.map((s) => [s.id, s.parent_id])), chains: new Map() };
    ancestries.set(sets, ancestry);
  }
  let chain = ancestry.chains.get(id);
  if (!chain) {
    const ids: string[] = [];
    for (let current: string | null | undefined = id, guard = 0; current && !ids.includes(current) && guard < 50; guard++) {
      ids.push(current);
      current = ancestry.parents.get(current);
    }
    chain = ids;
    ancestry.chains.set(id, chain);
  }
  return chain;
}

/** Ids of the product's sets and all their ancestors. `sets` is read as it is at the first call with it: not changed after. */
export function setsWithAncestors(sets: readonly StoredProductSet[], ids: readonly string[]): string[] {
  const out = new Set<string>();
  for (const id of ids) for (const ancestor of ancestorChain(sets, id)) out.add(ancestor);
  return [...out];
}
