import { describe, expect, it } from 'vitest';
import { amountOf, FALLBACK_VAT_RATE, formatMoney, moneyKey, moneyTexts, purchaseTax, roundDiscount, roundMoney, vatRate } from './money';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money rounding (2 decimals)', () => {
  it('rounds half away from zero without binary noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(10.125)).toBe(10.13);
    expect(roundMoney(-2.345)).toBe(-2.35);
    expect(roundMoney(19.994)).toBe(19.99);
    expect(roundMoney(Number.NaN)).toBe(0);
    expect(roundMoney(1e-7)).toBe(0);
    expect(roundMoney(1.5e21)).toBe(1.5e21);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it('rounds discounts to 2 decimals', () => {
    expect(roundDiscount(33.333333)).toBe(33.33);
  });

  it('reads platform amounts from numbers, strings and price objects', () => {
    expect(amountOf('9.99')).toBe(9.99);
    expect(amountOf({ gross: '23.99' })).toBe(23.99);
    expect(amountOf({ gross: 5 })).toBe(5);
    expect(amountOf(12)).toBe(12);
    expect(amountOf('')).toBe(0);
    expect(amountOf('abc')).toBe(0);
    expect(amountOf(null)).toBe(0);
    expect(amountOf(undefined)).toBe(0);
  });
});

describe('VAT and purchase tax', () => {
  it('falls back to 23% when vat_rate is missing or zero', () => {
    expect(FALLBACK_VAT_RATE).toBe(23);
    expect(vatRate(undefined)).toBe(0.23);
    expect(vatRate(null)).toBe(0.23);
    expect(vatRate(0)).toBe(0.23);
    expect(vatRate('0')).toBe(0.23);
    expect(vatRate('abc')).toBe(0.23);
  });

  it('uses the currency vat_rate given in percent', () => {
    expect(vatRate(8)).toBe(0.08);
    expect(vatRate('5')).toBe(0.05);
    expect(vatRate('0.5')).toBe(0.005);
    expect(vatRate(-1)).toBe(0.23);
  });

  it("reads a sales channel's vat_rate in Heseya's form, a percentage string", () => {
    expect(vatRate('23')).toBe(0.23);
    expect(vatRate('8')).toBe(0.08);
    expect(purchaseTax(100, '23')).toBe(23);
    // A fraction is not Heseya's form: "0.23" is 0.23 %, never 23 %.
    expect(purchaseTax(100, '0.23')).toBe(0.23);
  });

  it('computes the purchase tax as summary × rate rounded to 2 decimals', () => {
    expect(purchaseTax(100, undefined)).toBe(23);
    expect(purchaseTax(99.99, 0)).toBe(23);
    expect(purchaseTax(123.45, 8)).toBe(9.88);
  });
});

describe('formatMoney (the one money formatter)', () => {
  it('formats in the shop locale', () => {
    expect(nbsp(formatMoney(1234.5, 'PLN', 'pl'))).toBe('1234,50 zł');
    expect(nbsp(formatMoney(12345.5, 'PLN', 'pl'))).toBe('12 345,50 zł');
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(nbsp(formatMoney(1234.5, 'pln', 'en'))).toBe('PLN 1,234.50');
  });

  it('rounds before formatting', () => {
    expect(formatMoney(1.005, 'EUR', 'en')).toBe('€1.01');
  });

  it("shows the 'unknown' currency as a plain amount", () => {
    expect(formatMoney(0, 'unknown', 'en')).toBe('0.00');
    expect(formatMoney(0, 'unknown', 'pl')).toBe('0,00');
    expect(formatMoney(3, '', 'en')).toBe('3.00');
    expect(formatMoney(3, 'BTC1', 'en')).toBe('3.00 BTC1');
  });
});

describe('money texts for the browser', () => {
  it("holds formatMoney's text of each amount under the amount as shown", () => {
    const texts = moneyTexts([12.5, 0.1 + 0.2, 1.005], 'PLN', 'pl');
    expect(texts[moneyKey(12.5)]).toBe(formatMoney(12.5, 'PLN', 'pl'));
    expect(texts[moneyKey(0.3)]).toBe(formatMoney(0.3, 'PLN', 'pl'));
    expect(texts[moneyKey(1.01)]).toBe(formatMoney(1.005, 'PLN', 'pl'));
    expect(Object.keys(texts)).toHaveLength(3);
  });
});
