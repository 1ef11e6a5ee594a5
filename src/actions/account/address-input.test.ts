import { describe, expect, it } from 'vitest';
import { addressInput, savedAddressBody } from './address-input';

const errorsOf = (input: unknown) => {
  const result = addressInput.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const HOME = { name: 'Anna Kowalska', address: 'Kwiatowa 1/2', zip: '00-950', city: 'Warszawa', country: 'PL', phone: '600 700 800' };
const ID = '0b6f3c2e-8c1a-4d6b-9a0e-1f2d3c4b5a69';

describe('address input (form rules and messages)', () => {
  it('accepts a Polish address, trimming the fields; the country defaults to PL', () => {
    expect(addressInput.parse({ locale: 'pl', kind: 'shipping', ...HOME, name: ' Anna Kowalska ', country: '' })).toMatchObject({
      intent: 'save',
      kind: 'shipping',
      name: 'Anna Kowalska',
      country: 'PL',
      default: false,
    });
  });

  it('requires every field but the VAT number, in the shopper’s language', () => {
    expect(errorsOf({ locale: 'en', kind: 'billing' })).toEqual({
      name: 'This field is required',
      address: 'This field is required',
      zip: 'This field is required',
      city: 'This field is required',
      phone: 'This field is required',
    });
    expect(errorsOf({ locale: 'pl', kind: 'shipping', ...HOME, city: '  ' })).toEqual({ city: 'To pole jest wymagane' });
  });

  it('the zip code has the XX-XXX format in Poland only', () => {
    expect(errorsOf({ locale: 'en', kind: 'shipping', ...HOME, zip: '00950' })).toEqual({ zip: 'Zip code is incorrect. It should have the format "XX-XXX".' });
    expect(errorsOf({ locale: 'pl', kind: 'shipping', ...HOME, zip: '00950' })).toEqual({
      zip: 'Kod pocztowy jest niepoprawny. Powinien mieć format „XX-XXX”.',
    });
    expect(errorsOf({ locale: 'en', kind: 'shipping', ...HOME, country: 'de', zip: '10115' })).toEqual({});
  });

  it('needs the street name and the house number', () => {
    expect(errorsOf({ locale: 'en', kind: 'shipping', ...HOME, address: 'Kwiatowa' })).toEqual({ address: 'Give the street name and the house number.' });
    expect(errorsOf({ locale: 'pl', kind: 'billing', ...HOME, address: '12' })).toEqual({ address: 'Podaj nazwę ulicy i numer domu.' });
  });

  it('sends the phone with its country code: the address’s country’s when typed without one', () => {
    expect(savedAddressBody({ kind: 'shipping', ...HOME, vat: '' }, false).address.phone).toBe('+48600700800');
    expect(savedAddressBody({ kind: 'shipping', ...HOME, country: 'DE', phone: '030 1234567', vat: '' }, false).address.phone).toBe('+49301234567');
    expect(savedAddressBody({ kind: 'shipping', ...HOME, country: 'DE', phone: '+48 600 700 800', vat: '' }, false).address.phone).toBe('+48600700800');
  });

  it('checks the phone number', () => {
    expect(errorsOf({ locale: 'en', kind: 'shipping', ...HOME, phone: '12ab' })).toEqual({ phone: 'The phone number is incorrect' });
    expect(errorsOf({ locale: 'pl', kind: 'shipping', ...HOME, phone: '12ab' })).toEqual({ phone: 'Numer telefonu jest niepoprawny' });
  });

  it('checks the VAT number of a billing address: a NIP for Poland, an EU VAT number elsewhere; shipping ignores it', () => {
    expect(errorsOf({ locale: 'en', kind: 'billing', ...HOME, vat: '123' })).toEqual({ vat: 'Provided VAT Number is incorrect' });
    expect(errorsOf({ locale: 'pl', kind: 'billing', ...HOME, vat: 'DE123456789' })).toEqual({ vat: 'Podany numer NIP jest niepoprawny' });
    expect(errorsOf({ locale: 'en', kind: 'billing', ...HOME, vat: '526-025-09-95' })).toEqual({});
    expect(errorsOf({ locale: 'en', kind: 'billing', ...HOME, country: 'DE', zip: '10115', vat: 'DE123456789' })).toEqual({});
    expect(errorsOf({ locale: 'en', kind: 'shipping', ...HOME, vat: '123' })).toEqual({});
  });

  it('keeps the VAT number within Heseya’s 15 characters, with a message in the shopper’s language', () => {
    expect(errorsOf({ locale: 'en', kind: 'billing', ...HOME, vat: 'PL 526 025 09 95' })).toEqual({
      vat: 'The maximum number of characters has been exceeded. The allowed number of characters is 15',
    });
    expect(errorsOf({ locale: 'pl', kind: 'billing', ...HOME, vat: 'PL 526 025 09 95' }).vat).toMatch(/15/);
    expect(errorsOf({ locale: 'en', kind: 'billing', ...HOME, vat: 'PL 5260250995' })).toEqual({});
  });

  it('leaves an empty VAT number out of the saved address, and out of every shipping address', () => {
    const body = (kind: 'shipping' | 'billing', vat: string) => savedAddressBody({ kind, ...HOME, vat }, false).address;
    expect(body('billing', '')).not.toHaveProperty('vat');
    expect(body('shipping', '5260250995')).not.toHaveProperty('vat');
    expect(body('billing', '5260250995')).toMatchObject({ vat: '5260250995' });
  });

  it('refuses overlong values and an unknown country', () => {
    expect(errorsOf({ locale: 'en', kind: 'shipping', ...HOME, city: 'x'.repeat(256) }).city).toMatch(/255/);
    expect(errorsOf({ locale: 'en', kind: 'shipping', ...HOME, country: 'XX' })).toEqual({ country: 'Country is not valid.' });
  });

  it('deleting or making the default needs the address id, and nothing else', () => {
    expect(addressInput.parse({ locale: 'en', kind: 'billing', intent: 'delete', id: ID })).toMatchObject({ intent: 'delete', id: ID });
    expect(Object.keys(errorsOf({ locale: 'en', kind: 'billing', intent: 'default' }))).toEqual(['id']);
    expect(addressInput.safeParse({ locale: 'en', kind: 'billing', intent: 'delete', id: 'not-an-id' }).success).toBe(false);
    expect(addressInput.safeParse({ locale: 'en', kind: 'other', ...HOME }).success).toBe(false);
  });
});
