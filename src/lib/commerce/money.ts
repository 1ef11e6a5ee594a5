// Money rules (docs/rules.md#money-rounding): rounding, VAT fallback, purchase tax and the one money formatter.
import type { Locale } from '../../i18n/locales';
import { INTL_LOCALE } from '../../i18n/locales';

/** Currency code used when a product has no price in the shop's currency. */
export const UNKNOWN_CURRENCY = 'unknown';

/** VAT rate (percent) used when the currency's vat_rate is missing or zero. */
export const FALLBACK_VAT_RATE = 23;

/** A platform amount: a number, a decimal string ("9.99") or a price object with a gross string. */
export type PlatformAmount = number | string | { gross: string | number } | null | undefined;

/** Rounds to 2 decimals (half away from zero), without binary noise: 1.005 → 1.01. */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const sign = amount < 0 ? -1 : 1;
  // Shifting by exponent text avoids 1.005 * 100 = 100.49999…; very small or large numbers fall back.
  const shifted = Number(`${Math.abs(amount)}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(amount) * 100);
  return (sign * cents) / 100 || 0;
}

/** The number behind a platform amount; anything unreadable is 0. */
export function amountOf(value: PlatformAmount): number {
  const raw = typeof value === 'object' && value !== null ? value.gross : value;
  const amount = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : 0;
  return Number.isFinite(amount) ? amount : 0;
}

/** The VAT rate as a fraction (0.23) from the currency's vat_rate in percent ('23'), else FALLBACK_VAT_RATE (docs/rules.md#vat). */
export function vatRate(currencyVatRate: number | string | null | undefined): number {
  const rate = Number(currencyVatRate ?? 0);
  return (Number.isFinite(rate) && rate > 0 ? rate : FALLBACK_VAT_RATE) / 100;
}

/** Tax reported for a purchase: summary × rate, rounded to 2 decimals. */
export function purchaseTax(summary: number, currencyVatRate: number | string | null | undefined): number {
  return roundMoney(summary * vatRate(currencyVatRate));
}

/** A discount amount as shown and reported: rounded to 2 decimals. */
export function roundDiscount(discount: number): number {
  return roundMoney(discount);
}

/**
 * The one money formatter: `formatMoney(12.5, 'PLN', 'pl')` → '12,50 zł'.
 * An unknown or invalid currency code is shown as a plain 2-decimal number followed by the code.
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const value = roundMoney(amount);
  try {
    if (!/^[A-Za-z]{3}$/.test(currency)) throw new RangeError('not an ISO currency');
    return numberFormat(locale, currency.toUpperCase()).format(value);
  } catch {
    const number = numberFormat(locale, null).format(value);
    return currency && currency !== UNKNOWN_CURRENCY ? `${number} ${currency}` : number;
  }
}

/** Money texts by `moneyKey`: amounts a server formatted, for a browser to show without building a formatter. */
export type MoneyTexts = Readonly<Record<string, string>>;

/** The key of an amount in MoneyTexts: the amount as shown (rounded to 2 decimals). */
export const moneyKey = (amount: number): string => String(roundMoney(amount));

/** The amounts formatted by formatMoney, by their keys. */
export function moneyTexts(amounts: readonly number[], currency: string, locale: Locale): MoneyTexts {
  return Object.fromEntries(amounts.map((amount) => [moneyKey(amount), formatMoney(amount, currency, locale)]));
}

// Building an Intl.NumberFormat costs far more than formatting with one, and a page formats
// dozens of prices: keep one per locale and currency (a handful in all).
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, currency: string | null): Intl.NumberFormat {
  const key = `${locale}:${currency ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], currency ? { style: 'currency', currency } : { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    numberFormats.set(key, format);
  }
  return format;
}
