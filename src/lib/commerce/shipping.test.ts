import { describe, expect, it } from 'vitest';
import { addressForOrder, isAddressComplete } from './address';
import { address, checkoutState, courier, dhlPickup, digitalDelivery, dpdPickup, parcelLocker, shopPoint, unflaggedExternal } from './fixtures/checkout';
import {
  availableShippingMethods,
  digitalShippingMethods,
  isCountryAllowed,
  isFlagOn,
  isParcelLockerAllowed,
  isParcelLockerAllowedForCart,
  addressAsPlaceText,
  orderShippingType,
  pickupPointMetadata,
  pickupProvider,
  salesChannelServesCountry,
  shippingMethodServesCountry,
  shippingPlace,
  shippingPlaceKind,
} from './shipping';

describe('isAddressComplete', () => {
  it('needs address, city, country, name, phone and zip', () => {
    expect(isAddressComplete(address)).toBe(true);
    for (const field of ['address', 'city', 'country', 'name', 'phone', 'zip'] as const) {
      expect(isAddressComplete({ ...address, [field]: undefined })).toBe(false);
      expect(isAddressComplete({ ...address, [field]: '  ' })).toBe(false);
    }
    expect(isAddressComplete(null)).toBe(false);
    expect(isAddressComplete({ ...address, vat: undefined, company_name: null })).toBe(true);
  });

  it('sends known, trimmed, non-empty fields to the platform', () => {
    expect(addressForOrder({ ...address, name: ' Jan ', vat: '', country_name: 'Polska' })).toEqual({ ...address, name: 'Jan' });
    expect(addressForOrder({ ...address, country: 'pl', company_name: ' Firma ', vat: ' 5260250995 ' })).toEqual({
      ...address,
      company_name: 'Firma',
      vat: '5260250995',
    });
  });
});

describe('shippingPlace', () => {
  it('an address method uses the shipping address', () => {
    expect(shippingPlace(checkoutState())).toEqual(address);
  });

  it('a point-type method uses the chosen point id', () => {
    expect(shippingPlace(checkoutState({ shippingMethod: shopPoint, shippingPointId: 'addr-42' }))).toBe('addr-42');
    expect(shippingPlace(checkoutState({ shippingMethod: shopPoint, shippingPointId: null }))).toBeNull();
  });

  it("the parcel-locker method uses the locker name as 'place | tel.: phone'", () => {
    const state = checkoutState({
      shippingMethod: parcelLocker,
      parcelLocker: { name: 'WAW01M', address_details: { street: 'Marszałkowska', building_number: '1', city: 'Warszawa' } },
    });
    expect(shippingPlace(state)).toBe('WAW01M | tel.: +48543234123');
    expect(shippingPlace({ ...state, shippingAddress: {} })).toBe('WAW01M');
    expect(shippingPlace({ ...state, parcelLocker: null })).toBeNull();
  });

  it("both courier-point methods use the point code as 'place | tel.: phone'", () => {
    for (const method of [dpdPickup, dhlPickup]) {
      const state = checkoutState({ shippingMethod: method, courierPoint: { code: 'PL12345', name: 'Kiosk, Długa 5' } });
      expect(shippingPlace(state)).toBe('PL12345 | tel.: +48543234123');
      expect(shippingPlace({ ...state, courierPoint: null })).toBeNull();
    }
  });

  it('no place without a method or for a digital method', () => {
    expect(shippingPlace(checkoutState({ shippingMethod: null }))).toBeNull();
    expect(shippingPlace(checkoutState({ shippingMethod: digitalDelivery }))).toBeNull();
  });

  it('recognises providers by metadata flags', () => {
    expect(pickupProvider(parcelLocker)).toBe('parcelLocker');
    expect(pickupProvider(dpdPickup)).toBe('dpdPickup');
    expect(pickupProvider(dhlPickup)).toBe('dhlPickup');
    expect(pickupProvider(courier)).toBeNull();
    expect(pickupProvider({ metadata: { paczkomat: false } })).toBeNull();
    expect(pickupProvider(null)).toBeNull();
    expect([true, 1, '1', 'true'].every(isFlagOn)).toBe(true);
    expect([false, 0, '0', 'yes', null].some(isFlagOn)).toBe(false);
  });

  it("puts the pickup point in order metadata under Heseya's keys", () => {
    const details = { street: 'Marszałkowska', building_number: '1', flat_number: null, post_code: '00-001', city: 'Warszawa', province: 'mazowieckie' };
    const locker = checkoutState({ shippingMethod: parcelLocker, parcelLocker: { name: 'WAW01M', address_details: details } });
    expect(pickupPointMetadata(locker)).toEqual({ inpost_phone: '+48543234123', inpost_point: 'WAW01M', inpost_point_address: JSON.stringify(details) });
    expect(pickupPointMetadata({ ...locker, parcelLocker: { name: 'X' }, shippingAddress: {} })).toEqual({
      inpost_phone: '',
      inpost_point: 'X',
      inpost_point_address: '{}',
    });
    const dpd = checkoutState({ shippingMethod: dpdPickup, courierPoint: { code: 'PL1', name: 'Kiosk' } });
    const courierKeys = {
      dpd_phone: '+48543234123',
      dpd_point: 'PL1',
      dpd_point_address: 'Kiosk',
      furgonetka_phone: '+48543234123',
      furgonetka_point: 'PL1',
      furgonetka_point_address: 'Kiosk',
    };
    expect(pickupPointMetadata(dpd)).toEqual(courierKeys);
    expect(pickupPointMetadata({ ...dpd, shippingMethod: dhlPickup })).toEqual(courierKeys);
    expect(pickupPointMetadata({ ...dpd, courierPoint: null })).toEqual({});
    expect(pickupPointMetadata(checkoutState())).toEqual({});
    expect(pickupPointMetadata(checkoutState({ shippingMethod: { ...shopPoint, metadata: { paczkomat: true } } }))).toEqual({});
  });
});

describe('shippingPlaceKind (the point, the locker, the courier point, otherwise the address)', () => {
  it('follows the method type and, for point-external, the provider flag', () => {
    expect(shippingPlaceKind(shopPoint)).toBe('point');
    expect(shippingPlaceKind(parcelLocker)).toBe('parcelLocker');
    expect(shippingPlaceKind(dpdPickup)).toBe('courierPoint');
    expect(shippingPlaceKind(dhlPickup)).toBe('courierPoint');
    expect(shippingPlaceKind(courier)).toBe('address');
    expect(shippingPlaceKind(digitalDelivery)).toBeNull();
    expect(shippingPlaceKind(null)).toBeNull();
  });

  it('a point-external method with none of the three flags takes the address, not a picker', () => {
    expect(shippingPlaceKind(unflaggedExternal)).toBe('address');
    expect(shippingPlaceKind({ shipping_type: 'point-external', metadata: { paczkomat: false, dpd_pickup: '0' } })).toBe('address');
    expect(shippingPlace(checkoutState({ shippingMethod: unflaggedExternal }))).toEqual(address);
    expect(pickupPointMetadata(checkoutState({ shippingMethod: unflaggedExternal }))).toEqual({});
  });

  it("a provider flag on an address method does not make it a pickup method (as Heseya's storefront reads it)", () => {
    expect(shippingPlaceKind({ ...courier, metadata: { paczkomat: true } })).toBe('address');
  });

  it('writes an address as one line of text for a point-external method', () => {
    expect(addressAsPlaceText(address)).toBe('Jan Kowalski, Gdańska 89/1, 85-005 Bydgoszcz, PL | tel.: +48543234123');
    expect(addressAsPlaceText({ ...address, company_name: 'Firma', phone: '' })).toBe('Jan Kowalski, Firma, Gdańska 89/1, 85-005 Bydgoszcz, PL');
  });
});

describe('country allow/block rule', () => {
  it('allows everything without a list', () => {
    expect(isCountryAllowed([], true, 'DE')).toBe(true);
    expect(isCountryAllowed(null, false, 'DE')).toBe(true);
  });
  it('an allow list allows listed countries only', () => {
    expect(isCountryAllowed([{ code: 'PL' }, { code: 'DE' }], false, 'de')).toBe(true);
    expect(isCountryAllowed([{ code: 'PL' }], false, 'CZ')).toBe(false);
  });
  it('a block list allows the countries not listed', () => {
    expect(isCountryAllowed(['RU', 'BY'], true, 'RU')).toBe(false);
    expect(isCountryAllowed(['RU', 'BY'], true, 'PL')).toBe(true);
  });
  it('applies to shipping methods and sales channels', () => {
    expect(shippingMethodServesCountry({ ...courier, countries: [{ code: 'PL' }], is_block_list_countries: false }, 'PL')).toBe(true);
    expect(shippingMethodServesCountry({ ...courier, countries: [{ code: 'PL' }], is_block_list_countries: true }, 'PL')).toBe(false);
    expect(salesChannelServesCountry({ countries: ['PL', 'CZ'], countries_block_list: false }, 'CZ')).toBe(true);
    expect(salesChannelServesCountry({ countries: ['PL', 'CZ'], countries_block_list: true }, 'CZ')).toBe(false);
    expect(salesChannelServesCountry({}, 'CZ')).toBe(true);
  });
});

describe('parcel-locker restriction', () => {
  const allows = { metadata: { paczkomat: true } };
  const refuses = { metadata: { paczkomat: false } };
  it("is allowed when the setting is not '1'", () => {
    expect(isParcelLockerAllowed({}, [refuses])).toBe(true);
    expect(isParcelLockerAllowed({ restrict_paczkomat_delivery: '0' }, [refuses])).toBe(true);
  });
  it('with the setting on, only when every product allows it', () => {
    expect(isParcelLockerAllowed({ restrict_paczkomat_delivery: '1' }, [allows, { metadata: { paczkomat: '1' } }])).toBe(true);
    expect(isParcelLockerAllowed({ restrict_paczkomat_delivery: '1' }, [allows, refuses])).toBe(false);
    expect(isParcelLockerAllowed({ restrict_paczkomat_delivery: '1' }, [allows, {}])).toBe(false);
  });
  it('checks every cart item, digital lines included', () => {
    const line = (metadata: Record<string, unknown> | undefined, shipping_digital = false) => ({ product: { metadata, shipping_digital } });
    expect(isParcelLockerAllowedForCart(true, [line({ paczkomat: '1' }), line({ paczkomat: '1' }, true)])).toBe(true);
    expect(isParcelLockerAllowedForCart(true, [line({ paczkomat: '1' }), line({}, true)])).toBe(false);
    expect(isParcelLockerAllowedForCart(false, [line({}, true)])).toBe(true);
  });
  it('filters the methods a shopper can choose', () => {
    const methods = [courier, parcelLocker, digitalDelivery, { ...dpdPickup, countries: [{ code: 'DE' }] }];
    expect(availableShippingMethods(methods, { country: 'PL', parcelLockerAllowed: true }).map((m) => m.id)).toEqual(['ship-courier', 'ship-locker']);
    expect(availableShippingMethods(methods, { country: 'PL', parcelLockerAllowed: false }).map((m) => m.id)).toEqual(['ship-courier']);
    expect(availableShippingMethods(methods, { country: 'DE', parcelLockerAllowed: false }).map((m) => m.id)).toEqual(['ship-courier', 'ship-dpd']);
  });
});

describe('digital shipping', () => {
  it('digital goods need a digital method', () => {
    expect(() => digitalShippingMethods([courier], true)).toThrow(
      'Store does not have configured digital shipping method, which is required to make an order.',
    );
    expect(digitalShippingMethods([courier, digitalDelivery], true)).toEqual([digitalDelivery]);
    expect(digitalShippingMethods([courier], false)).toEqual([]);
  });

  it('names the order shipping type digital, default or mixed', () => {
    expect(orderShippingType([{ shipping_digital: true }, { shipping_digital: true }])).toBe('digital');
    expect(orderShippingType([{ shipping_digital: false }, {}])).toBe('default');
    expect(orderShippingType([{ shipping_digital: true }, { shipping_digital: null }])).toBe('mixed');
    expect(orderShippingType([])).toBe('default');
  });
});
