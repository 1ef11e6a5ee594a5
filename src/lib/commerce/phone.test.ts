import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../i18n/countries';
import { callingCode, internationalPhone } from './phone';

describe('callingCode', () => {
  it('knows the calling code of every country the forms offer', () => {
    for (const country of COUNTRIES) expect(callingCode(country.code), country.code).toMatch(/^[1-9]\d{0,2}$/);
    expect(callingCode('pl')).toBe('48');
    expect(callingCode('DE')).toBe('49');
    expect(callingCode('XX')).toBeNull();
  });
});

describe('internationalPhone (the server takes a phone with its country code)', () => {
  it('gives a number typed without a code the calling code of its country', () => {
    expect(internationalPhone('600 700 800', 'PL')).toBe('+48600700800');
    expect(internationalPhone(' 600-700-800 ', 'pl')).toBe('+48600700800');
    expect(internationalPhone('030 1234567', 'DE')).toBe('+49301234567');
    expect(internationalPhone('07911 123456', 'GB')).toBe('+447911123456');
    expect(internationalPhone('(555) 123-4567', 'US')).toBe('+15551234567');
  });

  it('keeps the leading 0 where the country dials it after the code (Italy)', () => {
    expect(internationalPhone('06 1234 5678', 'IT')).toBe('+390612345678');
  });

  it('keeps the code a number carries, with + or the international 00', () => {
    expect(internationalPhone('+49 30 1234567', 'PL')).toBe('+49301234567');
    expect(internationalPhone('+48 (600) 700-800', 'DE')).toBe('+48600700800');
    expect(internationalPhone('0048 600 700 800', 'DE')).toBe('+48600700800');
    // A Polish number typed with its code but no '+': 48 and nine digits.
    expect(internationalPhone('48 600 700 800', 'PL')).toBe('+48600700800');
    expect(internationalPhone('486007008', 'PL')).toBe('+48486007008');
  });

  it('takes the shop’s default country (Poland) when the country is unknown or missing', () => {
    expect(internationalPhone('600700800', undefined)).toBe('+48600700800');
    expect(internationalPhone('600700800', 'XX')).toBe('+48600700800');
  });

  it('leaves an empty phone empty', () => {
    expect(internationalPhone('', 'PL')).toBe('');
    expect(internationalPhone('  ', 'PL')).toBe('');
    expect(internationalPhone(null, 'PL')).toBe('');
  });
});
