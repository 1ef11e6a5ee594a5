import { describe, expect, it } from 'vitest';
import { checkoutError } from '../commerce/checkout-rules';
import type { CheckoutForm } from '../commerce/checkout-form-schema';
import { checkoutFieldErrors, fieldOfCheckoutError, submitErrors, type FieldContext } from './checkout-checks';
import { placeInput, toCheckoutState } from './checkout-form';

const courier = { id: 'courier', shipping_type: 'address' as const, payment_on_delivery: false };
const locker = { id: 'locker', shipping_type: 'point-external' as const, metadata: { paczkomat: true } };
const dpd = { id: 'dpd', shipping_type: 'point-external' as const, metadata: { dpd_pickup: '1' } };
const salon = { id: 'salon', shipping_type: 'point' as const };
const address = { name: 'Jan Nowak', company_name: '', address: 'ul. Polna 3', zip: '80-001', city: 'Gdańsk', country: 'PL', phone: '+48600100200', vat: '' };
const empty = { name: '', company_name: '', address: '', zip: '', city: '', country: 'PL', phone: '', vat: '' };

const form = (patch: Partial<CheckoutForm> = {}): CheckoutForm => ({
  email: 'jan@example.com',
  comment: '',
  shippingMethodId: 'courier',
  digitalShippingMethodId: null,
  shippingAddress: address,
  shippingPointId: null,
  pickupPoint: null,
  saveShipping: false,
  saveBilling: false,
  billingSame: true,
  billingAddress: empty,
  asCompany: false,
  invoiceRequested: false,
  paymentMethodId: 'card',
  statute: true,
  newsletter: false,
  survey: false,
  createAccount: false,
  ...patch,
});
const messages = {
  required: 'required',
  email: 'email',
  phone: 'phone',
  plZip: 'zip',
  streetNumber: 'street and number',
  vatNumber: 'vat',
  max: 'max {max}',
  password: 'password',
  confirmedPassword: 'mismatch',
  checkout: { shippingMethod: 'choose shipping', shippingPlace: 'choose place', paymentMethod: 'choose payment', consent: 'consent' },
};
const context = (patch: Partial<FieldContext> = {}): FieldContext => ({
  physical: true,
  digital: false,
  method: courier,
  digitalMethod: null,
  payOnDelivery: false,
  paymentMethodIds: ['card'],
  ...patch,
});
const physical = { physical: true, digital: false };

describe('toCheckoutState', () => {
  it('uses the delivery address for billing when the box is ticked, with the company and VAT number', () => {
    const state = toCheckoutState(
      form({ asCompany: true, invoiceRequested: true, billingAddress: { ...empty, company_name: 'ACME', vat: 'PL5260250995' } }),
      context(),
    );
    expect(state.billingAddress).toMatchObject({ name: 'Jan Nowak', city: 'Gdańsk', company_name: 'ACME', vat: 'PL5260250995' });
    expect(checkoutError(state, physical)).toBeNull();
  });

  it('sends a parcel locker by its name and a courier point by its code, each with the phone', () => {
    const details = { street: 'Marszałkowska', building_number: '3', flat_number: '', post_code: '00-100', city: 'Warszawa', province: 'mazowieckie' };
    const wawLocker = { provider: 'paczkomat', code: ' WAW01M ', name: 'WAW01M', address: 'Marszałkowska 3, 00-100 Warszawa', details };
    const lockerState = toCheckoutState(
      form({ shippingMethodId: 'locker', pickupPoint: wawLocker, billingSame: false, billingAddress: address }),
      context({ method: locker }),
    );
    expect(lockerState.parcelLocker).toEqual({ name: 'WAW01M', address_details: details });
    expect(lockerState.shippingAddress).toEqual({ phone: '+48600100200' });
    expect(checkoutError(lockerState, physical)).toBeNull();
    // A point of another provider does not count for this method.
    expect(toCheckoutState(form({ shippingMethodId: 'dpd', pickupPoint: wawLocker }), context({ method: dpd })).courierPoint).toBeNull();
    const dpdPoint = { provider: 'dpd_pickup', code: 'PL11033', name: 'Żabka, ul. Puławska 10, 00-111 Warszawa', address: '' };
    const dpdState = toCheckoutState(form({ shippingMethodId: 'dpd', pickupPoint: dpdPoint }), context({ method: dpd }));
    expect(dpdState.courierPoint).toEqual({ code: 'PL11033', name: 'Żabka, ul. Puławska 10, 00-111 Warszawa' });
    // A point is no billing address: billing details are needed.
    expect(checkoutError(dpdState, physical)).toBe('errors.checkout.billingAddress');
  });

  it('asks for the VAT number only with an invoice', () => {
    expect(checkoutError(toCheckoutState(form({ invoiceRequested: true }), context()), physical)).toBe('errors.checkout.billingAddressVat');
  });
});

describe('checkoutFieldErrors', () => {
  it('lists the invalid fields in the order they appear, with their validation messages', () => {
    const errors = checkoutFieldErrors(
      form({ email: 'jan@', shippingAddress: { ...address, zip: '80001', phone: '12' }, paymentMethodId: null, statute: false }),
      context(),
      messages,
    );
    expect(errors).toEqual([
      ['checkout-email', 'email'],
      ['shipping-zip', 'zip'],
      ['shipping-phone', 'phone'],
      ['payment-method', 'choose payment'],
      ['consent-statute', 'consent'],
    ]);
  });

  it('needs the street name and the house number in the delivery and the billing address', () => {
    const errors = checkoutFieldErrors(
      form({ shippingAddress: { ...address, address: 'ul. Polna' }, billingSame: false, billingAddress: { ...address, address: '3' } }),
      context(),
      messages,
    );
    expect(errors).toEqual([
      ['shipping-address', 'street and number'],
      ['billing-address', 'street and number'],
    ]);
  });

  it('checks only the fields on screen: no payment for payment on delivery, the point instead of an address', () => {
    expect(checkoutFieldErrors(form({ paymentMethodId: null }), context({ payOnDelivery: true, paymentMethodIds: [] }), messages)).toEqual([]);
    expect(checkoutFieldErrors(form({ shippingAddress: empty, billingAddress: address }), context({ method: salon }), messages)).toEqual([
      ['shipping-point', 'choose place'],
    ]);
  });

  it('takes a foreign zip as it is and a foreign VAT number by the EU rule', () => {
    const foreign = { ...address, country: 'DE', zip: '10115' };
    expect(
      checkoutFieldErrors(
        form({ shippingAddress: foreign, asCompany: true, billingAddress: { ...empty, company_name: 'GmbH', vat: 'DE123456789' } }),
        context(),
        messages,
      ),
    ).toEqual([]);
    expect(checkoutFieldErrors(form({ invoiceRequested: true, billingAddress: { ...empty, vat: 'DE123456789' } }), context(), messages)).toEqual([
      ['billing-vat', 'vat'],
    ]);
  });
});

describe('pick-up points, the survey and a new account', () => {
  it("asks for a point of the method's own provider and the phone", () => {
    const lockerForm = form({ shippingMethodId: 'locker', billingSame: false, billingAddress: address, shippingAddress: { ...empty, phone: '' } });
    expect(checkoutFieldErrors(lockerForm, context({ method: locker }), messages)).toEqual([
      ['pickup-point', 'choose place'],
      ['shipping-phone', 'required'],
    ]);
    const chosen = {
      ...lockerForm,
      pickupPoint: { provider: 'paczkomat', code: 'GDA01M', name: 'Paczkomat GDA01M', address: 'ul. Grunwaldzka 5' },
      shippingAddress: { ...empty, phone: '600100200' },
    };
    expect(checkoutFieldErrors(chosen, context({ method: locker }), messages)).toEqual([]);
    expect(checkoutFieldErrors(chosen, context({ method: dpd }), messages)).toEqual([['pickup-point', 'choose place']]);
  });

  it('keeps the VAT number within Heseya’s 15 characters', () => {
    const company = (vat: string) => form({ asCompany: true, billingAddress: { ...address, company_name: 'ACME', vat } });
    expect(checkoutFieldErrors(company('PL 526 025 09 95'), context(), messages)).toEqual([['billing-vat', 'max 15']]);
    expect(checkoutFieldErrors(company('PL5260250995'), context(), messages)).toEqual([]);
  });

  it('carries the survey consent into the state', () => {
    expect(toCheckoutState(form({ survey: true }), context()).consents.priceComparisonSurvey).toBe(true);
  });

  it('checks the password of a new account by the password rules', () => {
    const wants = form({ createAccount: true });
    expect(checkoutFieldErrors(wants, context(), messages, { password: ' short ', confirmation: 'other' })).toEqual([
      ['account-password', 'password'],
      ['account-password-confirmation', 'mismatch'],
    ]);
    expect(checkoutFieldErrors(wants, context(), messages, { password: 'a-long-enough-secret', confirmation: 'a-long-enough-secret' })).toEqual([]);
    expect(checkoutFieldErrors(form(), context(), messages, { password: '', confirmation: 'x' })).toEqual([]);
  });
});

describe('submitErrors', () => {
  it('gives every invalid field and the first checkout rule the form breaks', () => {
    expect(submitErrors(form(), context(), messages)).toEqual({ invalid: [], key: null });
    expect(submitErrors(form({ email: 'jan@', statute: false }), context(), messages)).toEqual({
      invalid: [
        ['checkout-email', 'email'],
        ['consent-statute', 'consent'],
      ],
      key: 'errors.checkout.email',
    });
    // A rule no field shows: digital goods without a digital method.
    expect(submitErrors(form(), context({ digital: true }), messages).key).toBe('errors.checkout.shippingMethod');
  });

  it('checks the password of a new account only when one is given', () => {
    const creating = form({ createAccount: true });
    expect(submitErrors(creating, context(), messages, { password: 'short', confirmation: 'short' }).invalid.map(([id]) => id)).toEqual(['account-password']);
    expect(submitErrors(creating, context(), messages).invalid).toEqual([]);
  });
});

describe('fieldOfCheckoutError', () => {
  it('sends each key to its field', () => {
    expect(fieldOfCheckoutError('errors.checkout.email', [], context())).toBe('checkout-email');
    expect(fieldOfCheckoutError('errors.checkout.shippingMethod', [], context({ method: null }))).toBe('shipping-method');
    expect(fieldOfCheckoutError('errors.checkout.shippingPlace', [], context({ method: salon }))).toBe('shipping-point');
    expect(fieldOfCheckoutError('errors.checkout.shippingPlace', [], context({ method: locker }))).toBe('pickup-point');
    expect(fieldOfCheckoutError('errors.checkout.shippingAddress', ['checkout-email', 'shipping-zip'], context())).toBe('shipping-zip');
    expect(fieldOfCheckoutError('errors.checkout.consent', [], context())).toBe('consent-statute');
  });

  it('knows what the shopper gives as the place', () => {
    expect([courier, locker, dpd, salon].map((method) => placeInput({ physical: true, method }))).toEqual(['address', 'pickup', 'pickup', 'point']);
    // A point-external method with none of the three provider flags asks for the address.
    const external = { id: 'external', shipping_type: 'point-external' as const, metadata: {} };
    expect(placeInput({ physical: true, method: external })).toBe('address');
    const fields = checkoutFieldErrors(
      form({ shippingMethodId: 'external', shippingAddress: { ...empty, phone: '+48600100200' } }),
      context({ method: external }),
      messages,
    );
    expect(fields.map(([id]) => id)).toEqual(['shipping-name', 'shipping-address', 'shipping-zip', 'shipping-city']);
    const state = toCheckoutState(form({ shippingMethodId: 'external' }), context({ method: external }));
    expect(state.shippingAddress).toMatchObject({ name: 'Jan Nowak', city: 'Gdańsk' });
    expect(checkoutError(state, physical)).toBeNull();
    expect(placeInput({ physical: false, method: courier })).toBeNull();
  });
});
