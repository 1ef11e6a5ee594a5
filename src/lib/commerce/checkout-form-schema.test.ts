// The checkout form has one definition (the zod schema the placeOrder action reads) and one light
// parser for the browser's stored copy. Both must take and refuse the same forms: a form the browser
// keeps but the server refuses cannot be placed, and one the server takes but the browser drops is lost
// on a reload. The fixtures include the values where the two used to differ.
import { describe, expect, it } from 'vitest';
import { addressFormSchema, checkoutFormSchema, type CheckoutForm } from './checkout-form-schema';
import { addressFormValue, checkoutFormValue, decodeCheckoutForm, emptyCheckoutForm } from './checkout-form-value';

const address = {
  name: 'Jan Kowalski',
  company_name: '',
  address: 'Gdańska 89/1',
  zip: '85-005',
  city: 'Bydgoszcz',
  country: 'PL',
  phone: '+48543234123',
  vat: '',
};
const filled: CheckoutForm = {
  ...emptyCheckoutForm(),
  email: 'jan@example.com',
  shippingMethodId: 'ship-courier',
  shippingAddress: address,
  billingAddress: { ...address, company_name: 'Kowalski sp. z o.o.', vat: '5260250995' },
  asCompany: true,
  paymentMethodId: 'pay-card',
  statute: true,
};
const withAddress = (patch: Partial<typeof address>) => ({ ...filled, billingAddress: { ...filled.billingAddress, ...patch } });
const locker = { provider: 'paczkomat', code: 'KRA01M', name: 'KRA01M', address: 'Długa 1, 31-147 Kraków' };
const lockerDetails = { street: 'Długa', building_number: '1', flat_number: '', post_code: '31-147', city: 'Kraków', province: 'małopolskie' };

/** [what it is, the stored or posted value, whether the form holds it] */
const fixtures: [string, unknown, boolean][] = [
  ['a fresh form', emptyCheckoutForm(), true],
  ['a filled form', filled, true],
  ['a key the form does not know (dropped)', { ...filled, attemptKey: 'x' }, true],
  // The VAT number: Heseya takes at most 15 characters on every address.
  ['a VAT number of 15 characters', withAddress({ vat: 'PL 526 025 0995' }), true],
  ['a VAT number of 16 characters', withAddress({ vat: 'PL 526-025-09-95' }), false],
  ['a VAT number of 32 characters', withAddress({ vat: '5'.repeat(32) }), false],
  // The country: two capital letters, as the form's select and the platform name it.
  ['the country PL', withAddress({ country: 'PL' }), true],
  ['the country in small letters', withAddress({ country: 'pl' }), false],
  ['a three-letter country', withAddress({ country: 'POL' }), false],
  ['no country', withAddress({ country: '' }), false],
  // The phone: Heseya takes at most 20 characters.
  ['a phone of 20 characters', withAddress({ phone: '+48 (600) 100 200   ' }), true],
  ['a phone of 21 characters', withAddress({ phone: '+48 (600) 100 200    ' }), false],
  ['a zip code of 16 characters', withAddress({ zip: '1'.repeat(16) }), true],
  ['a zip code of 17 characters', withAddress({ zip: '1'.repeat(17) }), false],
  ['a name of 256 characters', withAddress({ name: 'a'.repeat(256) }), false],
  ['an address without its VAT number', { ...filled, billingAddress: { ...address, vat: undefined } }, false],
  ['an e-mail of 255 characters', { ...filled, email: `${'a'.repeat(243)}@example.com` }, true],
  ['an e-mail of 256 characters', { ...filled, email: `${'a'.repeat(244)}@example.com` }, false],
  ['a comment of 5000 characters', { ...filled, comment: 'a'.repeat(5000) }, true],
  ['a comment of 5001 characters', { ...filled, comment: 'a'.repeat(5001) }, false],
  // A choice is a platform id or nothing yet; an empty id is no choice the platform gave.
  ['no payment method chosen yet', { ...filled, paymentMethodId: null }, true],
  ['an empty id', { ...filled, shippingMethodId: '' }, false],
  ['an id of 128 characters', { ...filled, shippingMethodId: 'a'.repeat(128) }, true],
  ['an id of 129 characters', { ...filled, shippingMethodId: 'a'.repeat(129) }, false],
  ['an id that is a number', { ...filled, shippingMethodId: 7 }, false],
  ['a parcel locker without its address parts', { ...filled, pickupPoint: locker }, true],
  ['a parcel locker with no address parts', { ...filled, pickupPoint: { ...locker, details: null } }, true],
  ['a parcel locker with its address parts', { ...filled, pickupPoint: { ...locker, details: lockerDetails } }, true],
  ['a locker post code of 17 characters', { ...filled, pickupPoint: { ...locker, details: { ...lockerDetails, post_code: '1'.repeat(17) } } }, false],
  ['a locker code of 65 characters', { ...filled, pickupPoint: { ...locker, code: 'K'.repeat(65) } }, false],
  ['a consent given as text', { ...filled, statute: 'true' }, false],
  ['a form without its consents', { ...filled, statute: undefined }, false],
  ['an address that is a list', { ...filled, shippingAddress: [address] }, false],
  ['a list', [filled], false],
  ['nothing', null, false],
  ['a text', 'form', false],
];

const served = (value: unknown) => checkoutFormSchema.safeParse(value);
const stored = (value: unknown) => checkoutFormValue(value);
const refusedByStore = (result: unknown) => typeof result === 'symbol';

describe('the checkout form: the server and the stored copy agree', () => {
  it.each(fixtures)('%s', (_, value, holds) => {
    const server = served(value);
    const browser = stored(value);
    expect(server.success).toBe(holds);
    expect(!refusedByStore(browser)).toBe(holds);
    // What both keep of it is the same form.
    if (server.success) expect(browser).toEqual(server.data);
  });

  it('a fresh form has every field of the schema and nothing else', () => {
    expect(checkoutFormSchema.strict().safeParse(emptyCheckoutForm()).success).toBe(true);
    expect(emptyCheckoutForm()).toMatchObject({
      billingSame: true,
      statute: false,
      paymentMethodId: null,
      email: '',
      shippingAddress: { country: 'PL', vat: '' },
    });
  });

  it('an address alone: the same verdicts', () => {
    for (const [patch, holds] of [
      [{}, true],
      [{ vat: 'x'.repeat(16) }, false],
      [{ country: 'de' }, false],
      [{ phone: '1'.repeat(21) }, false],
    ] as const) {
      const value = { ...address, ...patch };
      expect(addressFormSchema.safeParse(value).success).toBe(holds);
      expect(!refusedByStore(addressFormValue(value))).toBe(holds);
    }
  });
});

describe('reading the stored form back', () => {
  it('keeps a whole form', () => {
    expect(decodeCheckoutForm(JSON.stringify(filled))).toEqual(filled);
  });

  it('empties only the field the form cannot hold and keeps what the shopper typed elsewhere', () => {
    const typed = withAddress({ vat: 'PL 526-025-09-95' });
    expect(decodeCheckoutForm(JSON.stringify(typed))).toEqual(withAddress({ vat: '' }));
    expect(decodeCheckoutForm(JSON.stringify(withAddress({ country: 'xx' })))).toEqual(withAddress({ country: 'PL' }));
    expect(decodeCheckoutForm(JSON.stringify({ ...filled, comment: 'a'.repeat(5001), paymentMethodId: '' }))).toEqual({
      ...filled,
      comment: '',
      paymentMethodId: null,
    });
    expect(decodeCheckoutForm(JSON.stringify({ ...filled, shippingAddress: 'Gdańska 89/1' }))).toEqual({
      ...filled,
      shippingAddress: emptyCheckoutForm().shippingAddress,
    });
  });

  it('what it reads back is always a form the server takes', () => {
    for (const [, value] of fixtures) {
      expect(served(decodeCheckoutForm(JSON.stringify(value) ?? null)).success).toBe(true);
    }
  });

  it('starts afresh on storage that holds no form', () => {
    for (const raw of [null, '', '{nope', '[]', '"form"', '7']) expect(decodeCheckoutForm(raw)).toEqual(emptyCheckoutForm());
  });
});
