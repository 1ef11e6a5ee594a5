// Per-currency prices as the platform sends them (product prices_base, schema and option prices).
import { amountOf } from './money';

/** One price of a price list: a gross decimal string in a currency. */
export interface PriceEntry {
  gross: string | number;
  currency: string;
}

/** The gross price in a currency, or undefined when the list has none for it. */
export function grossPriceIn(prices: readonly PriceEntry[] | null | undefined, currency: string): number | undefined {
  const entry = (prices ?? []).find((price) => price.currency === currency);
  return entry ? amountOf(entry) : undefined;
}

/** The gross price of something priced either by a list (`prices`) or a single object (`price`); 0 when absent. */
export function pricedIn(priced: { prices?: readonly PriceEntry[] | null; price?: PriceEntry | null }, currency: string): number {
  const list = priced.prices ?? (priced.price ? [priced.price] : []);
  return grossPriceIn(list, currency) ?? 0;
}
