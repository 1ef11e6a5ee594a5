import { describe, expect, it } from 'vitest';
import { saleDiscountsIn, salePrice } from './sale-price';

// The demo shop's sales (platform/seed/demo-shop.ts): the kitchen sale −20 %, the summer deal −30 zł / −7 €.
const KITCHEN = { percentage: '20', amounts: null };
const SUMMER = {
  percentage: null,
  amounts: [
    { value: '30.00', currency: 'PLN' },
    { value: '7.00', currency: 'EUR' },
  ],
};

describe('the price of a product on sale', () => {
  it('takes a percentage off: 49,00 zł − 20 % = 39,20 zł', () => {
    expect(salePrice(49, saleDiscountsIn([KITCHEN], 'PLN'))).toBe(39.2);
  });

  it('takes a percentage off the configured price, rounded to the grosz like the cart: 113,99 zł − 20 % = 91,19 zł', () => {
    expect(salePrice(113.99, [{ percentage: 20 }])).toBe(91.19); // 22,798 off → 22,80
    expect(salePrice(24.99, [{ percentage: 20 }])).toBe(19.99); // 4,998 off → 5,00
    expect(salePrice(0.1 + 0.2, [{ percentage: 50 }])).toBe(0.15);
  });

  it('takes a fixed amount off in the shop currency: 79,00 zł − 30 zł = 49,00 zł, 19,00 € − 7 € = 12,00 €', () => {
    expect(salePrice(79, saleDiscountsIn([SUMMER], 'PLN'))).toBe(49);
    expect(salePrice(19, saleDiscountsIn([SUMMER], 'EUR'))).toBe(12);
  });

  it('applies several sales in order, each to the price left by the previous one', () => {
    const both = saleDiscountsIn([KITCHEN, SUMMER], 'PLN');
    expect(both).toEqual([{ percentage: 20 }, { amount: 30 }]);
    expect(salePrice(100, both)).toBe(50); // 100 − 20 % = 80, − 30 = 50
    expect(salePrice(100, saleDiscountsIn([SUMMER, KITCHEN], 'PLN'))).toBe(56); // 100 − 30 = 70, − 20 % = 56
    expect(salePrice(59.99, [{ percentage: 10 }, { percentage: 10 }])).toBe(48.59); // 59,99 − 6,00 = 53,99; − 5,40 = 48,59
  });

  it('never goes below 0', () => {
    expect(salePrice(19, saleDiscountsIn([SUMMER], 'PLN'))).toBe(0);
    expect(salePrice(40, [{ amount: 30 }, { amount: 30 }, { percentage: 50 }])).toBe(0);
    expect(salePrice(49, [{ percentage: 150 }])).toBe(0);
    expect(salePrice(0, [{ percentage: 20 }, { amount: 5 }])).toBe(0);
    expect(salePrice(-5, [{ amount: 5 }])).toBe(0);
  });

  it('leaves the price unchanged without sales, or in a currency a fixed-amount sale has no amount in', () => {
    expect(salePrice(49, [])).toBe(49);
    expect(saleDiscountsIn([SUMMER], 'USD')).toEqual([]);
    expect(salePrice(49, saleDiscountsIn([SUMMER], 'USD'))).toBe(49);
    expect(saleDiscountsIn(null, 'PLN')).toEqual([]);
    expect(saleDiscountsIn(undefined, 'PLN')).toEqual([]);
  });

  it('reads the sales as the platform lists them, and drops what takes nothing off', () => {
    expect(saleDiscountsIn([{ percentage: '12.5' }, { percentage: 5 }, { amounts: [{ gross: '2.50', currency: 'PLN' }] }], 'PLN')).toEqual([
      { percentage: 12.5 },
      { percentage: 5 },
      { amount: 2.5 },
    ]);
    expect(
      saleDiscountsIn(
        [{ percentage: '0' }, { percentage: '', amounts: [] }, { percentage: 'abc' }, { amounts: [{ value: '0.00', currency: 'PLN' }] }, {}],
        'PLN',
      ),
    ).toEqual([]);
  });
});
