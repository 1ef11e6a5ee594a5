import { describe, expect, it } from 'vitest';
import { lowestBeforeCurrentPrice, type PriceChange } from '../price-tracker/omnibus.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const change = (price: string, days: number): PriceChange => ({ price, at: daysAgo(days) });

describe('lowestBeforeCurrentPrice (EU Omnibus: the lowest price of the 30 days before the reduction)', () => {
  it('leaves the sale out: the figure is the regular price before it, not the sale price', () => {
    const history = [change('53.90', 45), change('49.00', 40), change('39.20', 5)];
    expect(lowestBeforeCurrentPrice(history, '39.20', NOW)).toEqual({ price: '49.00', since: daysAgo(5) });
    // The bulk call has no current price: the last recorded one is current.
    expect(lowestBeforeCurrentPrice(history, undefined, NOW)?.price).toBe('49.00');
  });

  it('the window is the 30 days before the reduction took effect, with the price in force when it opened', () => {
    // Reduced 10 days ago: the window runs from 40 to 10 days ago; 19.00 (until 41 days ago) is outside.
    const history = [change('19.00', 60), change('59.00', 41), change('45.00', 25), change('50.00', 20), change('29.00', 10)];
    expect(lowestBeforeCurrentPrice(history, '29.00', NOW)?.price).toBe('45.00');
    // A cheaper spell inside the window counts even though the price went back up before the sale.
    expect(lowestBeforeCurrentPrice([change('249.00', 45), change('209.00', 10), change('249.00', 5)], '249.00', NOW)?.price).toBe('209.00');
    // The price in force at the window's opening counts although it was set before it.
    expect(lowestBeforeCurrentPrice([change('35.00', 90), change('30.00', 2)], '30.00', NOW)?.price).toBe('35.00');
  });

  it('a current price the history has not recorded yet took effect now', () => {
    const history = [change('60.00', 50), change('49.00', 20)];
    expect(lowestBeforeCurrentPrice(history, '39.99', NOW)).toEqual({ price: '49.00', since: NOW.toISOString() });
    expect(lowestBeforeCurrentPrice(history, 39.99, NOW)?.price).toBe('49.00');
  });

  it('a repeated record of the current price does not move the start of the reduction', () => {
    const history = [change('49.00', 40), change('39.20', 5), change('39.20', 1)];
    expect(lowestBeforeCurrentPrice(history, '39.2', NOW)).toEqual({ price: '49.00', since: daysAgo(5) });
  });

  it('history in any order; future and malformed records ignored', () => {
    const history = [change('39.20', 5), change('abc', 7), change('49.00', 40), change('10.00', -3)];
    expect(lowestBeforeCurrentPrice(history, undefined, NOW)?.price).toBe('49.00');
  });

  it('a price with no earlier one known is its own figure; no history, no figure', () => {
    expect(lowestBeforeCurrentPrice([change('45.00', 3)], undefined, NOW)).toEqual({ price: '45.00', since: daysAgo(3) });
    expect(lowestBeforeCurrentPrice([], '45.00', NOW)).toBeNull();
  });
});
