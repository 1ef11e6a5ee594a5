import { describe, expect, it } from 'vitest';
import { grossPriceIn, pricedIn } from './prices';

describe('per-currency prices', () => {
  const list = [
    { gross: '9.99', currency: 'PLN' },
    { gross: 2.5, currency: 'EUR' },
  ];
  it('reads the gross price in a currency', () => {
    expect(grossPriceIn(list, 'PLN')).toBe(9.99);
    expect(grossPriceIn(list, 'EUR')).toBe(2.5);
    expect(grossPriceIn(list, 'USD')).toBeUndefined();
    expect(grossPriceIn(null, 'PLN')).toBeUndefined();
  });
  it('reads a price list or a single price object, 0 when absent', () => {
    expect(pricedIn({ prices: list }, 'EUR')).toBe(2.5);
    expect(pricedIn({ price: { gross: '4', currency: 'PLN' } }, 'PLN')).toBe(4);
    expect(pricedIn({ price: { gross: '4', currency: 'PLN' } }, 'EUR')).toBe(0);
    expect(pricedIn({ prices: null, price: null }, 'PLN')).toBe(0);
  });
});
