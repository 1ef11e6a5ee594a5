// Delivery prices by cart value (the platform's price ranges of a shipping method): what delivery costs
// at least for a cart of this value, and how much more the shopper must spend to get it free.
import { grossPriceIn, type PriceEntry } from './prices';
import { roundMoney } from './money';

/** Methods that bring the parcel to the shopper (a pickup at the shop's own point is not delivery). */
const DELIVERY_TYPES = new Set(['address', 'point-external']);

/** A price range as the platform sends it: from `start` (cart value) on, delivery costs `value`. */
export interface PriceRangeShape {
  start: readonly PriceEntry[] | PriceEntry;
  value: readonly PriceEntry[] | PriceEntry;
}

export interface ShippingMethodPricesShape {
  shipping_type: string;
  public?: boolean | null;
  price_ranges?: readonly PriceRangeShape[] | null;
}

/** A delivery method's ranges in one currency, ascending by start: what the cart page needs. */
export type DeliveryRanges = { start: number; value: number }[];

const inCurrency = (price: readonly PriceEntry[] | PriceEntry, currency: string) =>
  grossPriceIn(Array.isArray(price) ? price : [price as PriceEntry], currency);

/** The ranges of each public delivery method in the currency (methods without a price in it are left out). */
export function deliveryRanges(methods: readonly ShippingMethodPricesShape[], currency: string): DeliveryRanges[] {
  return methods
    .filter((method) => method.public !== false && DELIVERY_TYPES.has(method.shipping_type))
    .map((method) =>
      (method.price_ranges ?? [])
        .flatMap((range) => {
          const start = inCurrency(range.start, currency);
          const value = inCurrency(range.value, currency);
          return start === undefined || value === undefined ? [] : [{ start, value }];
        })
        .sort((a, b) => a.start - b.start),
    )
    .filter((ranges) => ranges.length > 0);
}

/** A method's price for a cart value: the range with the greatest start not above the value. */
export function deliveryPrice(ranges: DeliveryRanges, cartValue: number): number | undefined {
  let price: number | undefined;
  for (const range of ranges) if (range.start <= cartValue) price = range.value;
  return price;
}

/** The cheapest delivery for a cart value, or undefined when no method has a price. */
export function cheapestDelivery(methods: readonly DeliveryRanges[], cartValue: number): number | undefined {
  const prices = methods.map((ranges) => deliveryPrice(ranges, cartValue)).filter((price): price is number => price !== undefined);
  return prices.length ? Math.min(...prices) : undefined;
}

/** The lowest cart value from which some delivery method is free, or undefined when none ever is. */
export function freeDeliveryFrom(methods: readonly DeliveryRanges[]): number | undefined {
  const starts = methods.flatMap((ranges) => ranges.filter((range) => range.value === 0).map((range) => range.start));
  return starts.length ? Math.min(...starts) : undefined;
}

/** How much more to spend for free delivery: 0 once reached, undefined when no method is ever free. */
export function missingForFreeDelivery(methods: readonly DeliveryRanges[], cartValue: number): number | undefined {
  const threshold = freeDeliveryFrom(methods);
  return threshold === undefined ? undefined : roundMoney(Math.max(0, threshold - cartValue));
}
