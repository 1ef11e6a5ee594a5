import { describe, expect, it } from 'vitest';
import { channelCurrency, chooseSalesChannel, listedSalesChannels, type SalesChannelShape } from './sales-channel';

const channel = (id: string, slug: string, name: string, status: SalesChannelShape['status'] = 'active'): SalesChannelShape => ({ id, slug, name, status });
const channels = [
  channel('1', 'de', 'Niemcy'),
  channel('2', 'pl', 'Polska'),
  channel('3', 'cz', 'Czechy', 'hidden'),
  channel('4', 'sk', 'Łotwa', 'inactive'),
  channel('5', 'lv', 'Łódź'),
];

describe('sales channel choice', () => {
  it('chooses by id, else slug pl, else the first', () => {
    expect(chooseSalesChannel(channels, '1')?.slug).toBe('de');
    expect(chooseSalesChannel(channels, 'nope')?.slug).toBe('pl');
    expect(chooseSalesChannel(channels)?.slug).toBe('pl');
    expect(chooseSalesChannel([channel('9', 'en', 'English'), channel('8', 'de', 'Deutsch')], null)?.id).toBe('9');
    expect(chooseSalesChannel([])).toBeNull();
  });

  it('lists only active channels sorted by name as the locale sorts', () => {
    expect(listedSalesChannels(channels, 'pl').map((c) => c.name)).toEqual(['Łódź', 'Niemcy', 'Polska']);
    expect(listedSalesChannels([channel('a', 'a', 'b'), channel('b', 'b', 'A')], 'en').map((c) => c.name)).toEqual(['A', 'b']);
    // The locale's collator, made once, sorts the same way the next time.
    expect(listedSalesChannels([...channels].reverse(), 'pl').map((c) => c.name)).toEqual(['Łódź', 'Niemcy', 'Polska']);
  });

  it('uses PLN unless the channel has a default currency', () => {
    expect(channelCurrency({ default_currency: { code: 'EUR' } })).toBe('EUR');
    expect(channelCurrency({ default_currency: null })).toBe('PLN');
    expect(channelCurrency(null)).toBe('PLN');
  });
});
