import { describe, expect, it } from 'vitest';
import { channelCountryError, channelServesCountry, countryChoices, defaultCountry } from './channel-countries';
import { address, checkoutState, digitalDelivery, parcelLocker } from './fixtures/checkout';

const ALL = ['CZ', 'DE', 'PL', 'SK'];

describe("the sales channel's country list", () => {
  it('an allow list offers only the listed countries (any case)', () => {
    const channel = { countries: ['de', 'CZ'], countries_block_list: false };
    expect(countryChoices(ALL, channel)).toEqual(['CZ', 'DE']);
    expect(channelServesCountry(channel, 'PL')).toBe(false);
    expect(channelServesCountry(channel, 'de')).toBe(true);
  });

  it('a block list offers every country but the listed ones', () => {
    const channel = { countries: ['PL'], countries_block_list: true };
    expect(countryChoices(ALL, channel)).toEqual(['CZ', 'DE', 'SK']);
    expect(channelServesCountry(channel, 'PL')).toBe(false);
  });

  it('an empty list, or no channel, offers every country', () => {
    expect(countryChoices(ALL, { countries: [], countries_block_list: false })).toEqual(ALL);
    expect(countryChoices(ALL, { countries: [], countries_block_list: true })).toEqual(ALL);
    expect(countryChoices(ALL, null)).toEqual(ALL);
    expect(channelServesCountry(undefined, 'SK')).toBe(true);
  });

  it("keeps a saved address's own country selectable", () => {
    const channel = { countries: ['DE'], countries_block_list: false };
    expect(countryChoices(ALL, channel, 'pl')).toEqual(['DE', 'PL']);
    expect(countryChoices([{ code: 'DE' }, { code: 'PL' }], channel, 'DE')).toEqual([{ code: 'DE' }]);
  });

  it('starts from Poland when served, else from the first served country', () => {
    expect(defaultCountry(ALL, { countries: ['DE', 'PL'], countries_block_list: false })).toBe('PL');
    expect(defaultCountry(ALL, { countries: ['SK', 'DE'], countries_block_list: false })).toBe('DE');
    expect(defaultCountry(ALL, { countries: ['PL'], countries_block_list: true })).toBe('CZ');
    expect(defaultCountry(ALL, {})).toBe('PL');
    // Entries with a code read like codes; a channel serving none of the offered countries starts from Poland.
    expect(defaultCountry([{ code: 'CZ' }, { code: 'DE' }], { countries: ['DE'], countries_block_list: false })).toBe('DE');
    expect(defaultCountry(['CZ'], { countries: ['DE'], countries_block_list: false })).toBe('PL');
  });
});

describe("the checkout's refusal of a country the channel does not serve", () => {
  const onlyGermany = { countries: ['DE'], countries_block_list: false };
  const needs = { physical: true, digital: false };

  it('refuses the delivery address, then the billing address, of an unserved country', () => {
    expect(channelCountryError(checkoutState(), needs, onlyGermany)).toBe('errors.checkout.shippingCountry');
    const german = { ...address, country: 'DE', zip: '10115' };
    expect(channelCountryError(checkoutState({ shippingAddress: german }), needs, onlyGermany)).toBeNull();
    expect(channelCountryError(checkoutState({ shippingAddress: german, billingAddress: { ...address } }), needs, onlyGermany)).toBe(
      'errors.checkout.billingCountry',
    );
  });

  it('a parcel locker has no delivery country; the billing address (the typed one) still counts', () => {
    const locker = checkoutState({ shippingMethod: parcelLocker, parcelLocker: { name: 'WAW01M' } });
    expect(channelCountryError(locker, needs, onlyGermany)).toBe('errors.checkout.shippingCountry');
    expect(channelCountryError({ ...locker, shippingAddress: { ...address, country: 'DE' } }, needs, onlyGermany)).toBeNull();
    expect(
      channelCountryError(checkoutState({ shippingMethod: null, digitalShippingMethod: digitalDelivery }), { physical: false, digital: true }, onlyGermany),
    ).toBe('errors.checkout.shippingCountry');
  });

  it('serves everything without a list', () => {
    expect(channelCountryError(checkoutState(), needs, { countries: [], countries_block_list: false })).toBeNull();
    expect(channelCountryError(checkoutState(), needs, null)).toBeNull();
  });
});
