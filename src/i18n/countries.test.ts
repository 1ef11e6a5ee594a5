import { describe, expect, it } from 'vitest';
import { COUNTRIES, countriesSorted, countryName, isCountryCode } from './countries';

describe('countries', () => {
  it('lists every ISO 3166-1 alpha-2 country once, with Polish and English names', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name.pl).not.toBe('');
      expect(country.name.en).not.toBe('');
    }
  });

  it('names a country in the locale, whatever the case of the code', () => {
    expect(countryName('PL', 'pl')).toBe('Polska');
    expect(countryName('pl', 'en')).toBe('Poland');
    expect(countryName('DE', 'pl')).toBe('Niemcy');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('XX', 'en')).toBe('XX');
    expect(isCountryCode('cz')).toBe(true);
    expect(isCountryCode('EU')).toBe(false);
  });

  it('sorts by the locale’s alphabet', () => {
    const polish = countriesSorted('pl').map((c) => c.name.pl);
    expect(polish.indexOf('Łotwa')).toBeGreaterThan(polish.indexOf('Luksemburg'));
    expect(polish.indexOf('Łotwa')).toBeLessThan(polish.indexOf('Madagaskar'));
    expect(countriesSorted('en')[0]!.name.en).toBe('Afghanistan');
  });
});
