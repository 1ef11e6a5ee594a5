import type { MoneyByCurrency } from '../catalogue/money.ts';
import type { Translations, Metadata } from '../catalogue/types.ts';

export const DISCOUNT_TARGETS = ['order-value', 'products', 'shipping-price', 'cheapest-product'] as const;
export type DiscountTarget = (typeof DISCOUNT_TARGETS)[number];

export type DiscountCondition =
  | { type: 'order-value'; min_values: MoneyByCurrency | null; max_values: MoneyByCurrency | null; is_in_range: boolean }
  | { type: 'user-in-role'; roles: string[]; is_allow_list: boolean }
  | { type: 'user-in'; users: string[]; is_allow_list: boolean }
  | { type: 'product-in-set'; product_sets: string[]; is_allow_list: boolean }
  | { type: 'product-in'; products: string[]; is_allow_list: boolean }
  | { type: 'date-between'; start_at: string | null; end_at: string | null; is_in_range: boolean }
  | { type: 'time-between'; start_at: string | null; end_at: string | null; is_in_range: boolean }
  | { type: 'max-uses'; max_uses: number }
  | { type: 'max-uses-per-user'; max_uses: number }
  | { type: 'weekday-in'; weekday: boolean[] }
  | { type: 'cart-length'; min_value: number | null; max_value: number | null }
  | { type: 'coupons-count'; min_value: number | null; max_value: number | null };

export const CONDITION_TYPES = [
  'order-value',
  'user-in-role',
  'user-in',
  'product-in-set',
  'product-in',
  'date-between',
  'time-between',
  'max-uses',
  'max-uses-per-user',
  'weekday-in',
  'cart-length',
  'coupons-count',
] as const;

/** A sale applies by itself; a coupon (a discount with a code) only when the shopper enters its code. */
export type StoredDiscount = {
  id: string;
  code: string | null;
  translations: Translations<{ name: string; description: string; description_html?: string }>;
  percentage: string | null;
  amounts: MoneyByCurrency | null;
  target_type: DiscountTarget;
  target_is_allow_list: boolean;
  target_products: string[];
  target_sets: string[];
  target_shipping_methods: string[];
  condition_groups: { conditions: DiscountCondition[] }[];
  priority: number;
  active: boolean;
  metadata: Metadata;
  metadata_private?: Metadata;
};
