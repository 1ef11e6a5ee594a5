import { priceOf, type Cents } from '../catalogue/money.ts';
import type { DiscountCondition, StoredDiscount } from './discount-types.ts';

/** What a discount's conditions are checked against. */
export type ConditionFacts = {
  now: Date;
  currency: string;
  /** Cart value before order-value discounts; undefined when judging a product price out of a cart. */
  cartValue: Cents | undefined;
  cartLength: number | undefined;
  couponsCount: number | undefined;
  productIds: string[] | undefined;
  productSetIds: string[] | undefined;
  userId: string | undefined;
  userRoleIds: string[];
  uses: number;
  usesByUser: number;
};

const inList = (hit: boolean, allow: boolean) => (allow ? hit : !hit);
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export function conditionHolds(c: DiscountCondition, f: ConditionFacts): boolean {
  switch (c.type) {
    case 'order-value': {
      if (f.cartValue === undefined) return false;
      const min = c.min_values?.[f.currency] !== undefined ? priceOf(c.min_values, f.currency) : undefined;
      const max = c.max_values?.[f.currency] !== undefined ? priceOf(c.max_values, f.currency) : undefined;
      const inside = (min === undefined || f.cartValue >= min) && (max === undefined || f.cartValue <= max);
      return c.is_in_range ? inside : !inside;
    }
    case 'user-in-role':
      return inList(
        c.roles.some((r) => f.userRoleIds.includes(r)),
        c.is_allow_list,
      );
    case 'user-in':
      return inList(f.userId !== undefined && c.users.includes(f.userId), c.is_allow_list);
    case 'product-in-set':
      return (
        f.productSetIds !== undefined &&
        inList(
          c.product_sets.some((s) => f.productSetIds!.includes(s)),
          c.is_allow_list,
        )
      );
    case 'product-in':
      return (
        f.productIds !== undefined &&
        inList(
          c.products.some((p) => f.productIds!.includes(p)),
          c.is_allow_list,
        )
      );
    case 'date-between': {
      const t = f.now.getTime();
      const inside = (!c.start_at || t >= Date.parse(c.start_at)) && (!c.end_at || t <= Date.parse(c.end_at));
      return c.is_in_range ? inside : !inside;
    }
    case 'time-between': {
      const m = f.now.getUTCHours() * 60 + f.now.getUTCMinutes();
      const inside = (!c.start_at || m >= minutesOf(c.start_at)) && (!c.end_at || m <= minutesOf(c.end_at));
      return c.is_in_range ? inside : !inside;
    }
    case 'max-uses':
      return f.uses < c.max_uses;
    case 'max-uses-per-user':
      return f.userId !== undefined && f.usesByUser < c.max_uses;
    case 'weekday-in':
      // Sunday first, like JavaScript's getUTCDay.
      return c.weekday[f.now.getUTCDay()] === true;
    case 'cart-length':
      return f.cartLength !== undefined && (c.min_value === null || f.cartLength >= c.min_value) && (c.max_value === null || f.cartLength <= c.max_value);
    case 'coupons-count':
      return f.couponsCount !== undefined && (c.min_value === null || f.couponsCount >= c.min_value) && (c.max_value === null || f.couponsCount <= c.max_value);
  }
}

/** Groups are alternatives; inside a group every condition must hold. No groups: always. */
export function discountApplies(d: StoredDiscount, f: ConditionFacts): boolean {
  if (!d.active) return false;
  if (d.condition_groups.length === 0) return true;
  return d.condition_groups.some((g) => g.conditions.every((c) => conditionHolds(c, f)));
}

/** Discount amount off `base` cents for one application (percentage or a fixed amount per currency). */
export function discountAmount(d: StoredDiscount, base: Cents, currency: string): Cents {
  if (base <= 0) return 0;
  if (d.percentage !== null) return Math.min(base, Math.round((base * Number(d.percentage)) / 100));
  return Math.min(base, priceOf(d.amounts ?? undefined, currency));
}

export function targetsProduct(d: StoredDiscount, productId: string, setIds: string[]): boolean {
  const hit = d.target_products.includes(productId) || d.target_sets.some((s) => setIds.includes(s));
  return d.target_is_allow_list ? hit : !hit;
}
