// The price of a product on sale, as the platform computes it (rounded as docs/rules.md#money-rounding says): the sales that apply
// to the product outside a cart are taken in the platform's order (highest priority first), each off the
// price left by the previous one; a percentage is rounded to the grosz, a fixed amount never takes more
// than the price, and the price never goes below 0.
import { amountOf, roundMoney } from './money';

/** What the rule needs of one sale, already in the shop's currency: a percentage off, or a fixed amount off one item. */
export type SaleDiscount = { percentage: number } | { amount: number };

/** A sale as the platform's product detail lists it (`sales` of a product). */
export interface ListedSale {
  percentage?: string | number | null | undefined;
  /** The fixed amount off per currency (the platform sends `value`; `gross` is read too). */
  amounts?: readonly { value?: string | number; gross?: string | number; currency: string }[] | null | undefined;
}

/**
 * The product's sales in one currency, in the order given. A sale with neither a percentage nor an amount in
 * this currency takes nothing off and is left out, so an unknown currency leaves the price unchanged.
 */
export function saleDiscountsIn(sales: readonly ListedSale[] | null | undefined, currency: string): SaleDiscount[] {
  const discounts: SaleDiscount[] = [];
  for (const sale of sales ?? []) {
    const percentage = sale.percentage === null || sale.percentage === undefined || sale.percentage === '' ? Number.NaN : Number(sale.percentage);
    if (Number.isFinite(percentage)) {
      if (percentage > 0) discounts.push({ percentage });
      continue;
    }
    const entry = sale.amounts?.find((candidate) => candidate.currency === currency);
    const amount = entry ? amountOf(entry.value ?? entry.gross) : 0;
    if (amount > 0) discounts.push({ amount });
  }
  return discounts;
}

/** The amount one sale takes off `price`: never more than the price, nothing off a free item. */
function saleAmount(sale: SaleDiscount, price: number): number {
  if (price <= 0) return 0;
  const off = 'percentage' in sale ? roundMoney((price * sale.percentage) / 100) : roundMoney(sale.amount);
  return Math.min(price, Math.max(0, off));
}

/** `price` after the sales, each applied to the price left by the previous one; rounded to 2 decimals, never below 0. */
export function salePrice(price: number, sales: readonly SaleDiscount[]): number {
  let current = roundMoney(price);
  for (const sale of sales) current = roundMoney(current - saleAmount(sale, current));
  return Math.max(0, current);
}
