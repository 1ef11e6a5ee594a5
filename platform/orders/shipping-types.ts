import type { MoneyByCurrency } from '../catalogue/money.ts';

export const SHIPPING_TYPES = ['digital', 'address', 'point', 'point-external'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];

/**
 * Metadata flags the storefront reads on a shipping method:
 * `paczkomat` (InPost parcel locker), `dpd_pickup` and `dhl_pickup` (the two courier pick-up point providers).
 * Product metadata `paczkomat` allows a product into a parcel locker when restrict_paczkomat_delivery is '1'.
 */
export type StoredShippingMethod = {
  id: string;
  sort: number;
  translations: Record<string, { name: string; description: string }>;
  shipping_type: ShippingType;
  payment_on_delivery: boolean;
  public: boolean;
  /** Price by cart value: the range with the highest `start` not above the cart value wins. */
  price_ranges: { start: MoneyByCurrency; value: MoneyByCurrency }[];
  shipping_time_min: number;
  shipping_time_max: number;
  countries: string[];
  is_block_list_countries: boolean;
  payment_method_ids: string[];
  shipping_points: { id: string; name: string; address: string; zip: string; city: string; country: string; phone: string }[];
  metadata: Record<string, string | number | boolean>;
};

export type PaymentKind = 'online' | 'offline' | 'on-delivery';
export type StoredPaymentMethod = {
  id: string;
  alias: string;
  kind: PaymentKind;
  public: boolean;
  icon: string | null;
  translations: Record<string, { name: string }>;
};
