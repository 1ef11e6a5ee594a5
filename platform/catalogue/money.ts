/** Amounts are handled in integer cents and leave the platform as decimal strings with 2 places. */
export type Cents = number;
export type MoneyByCurrency = Record<string, string>;
export type PriceOut = { gross: string; net: string; currency: string };

export const toCents = (value: string | number | undefined): Cents => {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '0');
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};
export const fromCents = (cents: Cents): string => (Math.round(cents) / 100).toFixed(2);

/**
 * A sales channel's or currency's `vat_rate` as a fraction: Heseya gives it in percent ("23"); a missing,
 * unreadable or negative rate is `fallback` (percent).
 */
export function vatFraction(percent: string | number | null | undefined, fallback = 0): number {
  const n = Number(percent ?? Number.NaN);
  return (Number.isFinite(n) && n >= 0 ? n : fallback) / 100;
}

/** Net from gross for a VAT rate like 0.23. */
export function priceOut(grossCents: Cents, currency: string, vatRate: number): PriceOut {
  return { gross: fromCents(grossCents), net: fromCents(grossCents / (1 + vatRate)), currency };
}

export function priceWithVat(grossCents: Cents, currency: string, vatRate: number) {
  return { ...priceOut(grossCents, currency, vatRate), vat_rate: vatRate.toFixed(2) };
}

export const priceOf = (money: MoneyByCurrency | undefined, currency: string): Cents => toCents(money?.[currency]);
