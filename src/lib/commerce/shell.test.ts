import { describe, expect, it } from 'vitest';
import { errorText } from './error-page';
import { localeFromAcceptLanguage } from './locale';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it("builds '{page title} - {shop title}'", () => {
    expect(pageTitle('Koszyk', 'Mój Sklep')).toBe('Koszyk - Mój Sklep');
  });
  it("falls back to the shop title 'Store'", () => {
    expect(pageTitle('Cart')).toBe('Cart - Store');
    expect(pageTitle('Cart', '  ')).toBe('Cart - Store');
    expect(pageTitle(undefined, 'Mój Sklep')).toBe('Mój Sklep');
    expect(pageTitle('', null)).toBe('Store');
  });
});

describe('errorText', () => {
  it('prefers the error message, then the status message', () => {
    expect(errorText({ message: 'Product is gone', statusMessage: 'Not Found' })).toBe('Product is gone');
    expect(errorText({ message: '', statusMessage: 'Service Unavailable' })).toBe('Service Unavailable');
    expect(errorText({ message: '   ', statusMessage: undefined })).toBeNull();
    expect(errorText({})).toBeNull();
  });
});

describe('localeFromAcceptLanguage', () => {
  const supported = ['pl', 'en'] as const;
  it('picks the highest-weighted supported language', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,pl;q=0.8', supported)).toBe('en');
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,pl;q=0.8,en;q=0.7', supported)).toBe('pl');
    expect(localeFromAcceptLanguage('en;q=0.3, pl;q=0.7', supported)).toBe('pl');
    expect(localeFromAcceptLanguage('PL', supported)).toBe('pl');
  });
  it('keeps header order between equal weights and ignores q=0', () => {
    expect(localeFromAcceptLanguage('en, pl', supported)).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0, pl;q=0.1', supported)).toBe('pl');
    expect(localeFromAcceptLanguage('en;q=abc, pl;q=0.1', supported)).toBe('pl');
  });
  it('returns null when nothing matches or there is no header', () => {
    expect(localeFromAcceptLanguage('de, fr;q=0.5', supported)).toBeNull();
    expect(localeFromAcceptLanguage('', supported)).toBeNull();
    expect(localeFromAcceptLanguage(null, supported)).toBeNull();
    expect(localeFromAcceptLanguage('*', supported)).toBeNull();
  });
});
