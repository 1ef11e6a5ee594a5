import { describe, expect, it } from 'vitest';
import { CHECKOUT_ERROR_KEYS, checkoutError, checkoutErrorMessage, effectiveBillingAddress } from './checkout-validation';
import { address, cashOnDelivery, checkoutState, digitalDelivery, parcelLocker, shopPoint } from './fixtures/checkout';

const physical = { physical: true, digital: false };
const digitalOnly = { physical: false, digital: true };
const mixed = { physical: true, digital: true };

describe('checkout validation in the spec order', () => {
  it('passes a complete checkout', () => {
    expect(checkoutError(checkoutState(), physical)).toBeNull();
  });

  it('1. email required and valid', () => {
    expect(checkoutError(checkoutState({ email: '' }), physical)).toBe('errors.checkout.email');
    expect(checkoutError(checkoutState({ email: 'jan@' }), physical)).toBe('errors.checkout.email');
    // email comes first even when everything else is missing too
    expect(checkoutError(checkoutState({ email: ' ', shippingMethod: null, paymentMethodId: null }), physical)).toBe('errors.checkout.email');
  });

  it('2. shipping method required (a digital one for digital goods)', () => {
    expect(checkoutError(checkoutState({ shippingMethod: null, paymentMethodId: null }), physical)).toBe('errors.checkout.shippingMethod');
    expect(checkoutError(checkoutState(), mixed)).toBe('errors.checkout.shippingMethod');
    expect(checkoutError(checkoutState({ digitalShippingMethod: digitalDelivery }), mixed)).toBeNull();
    expect(checkoutError(checkoutState({ shippingMethod: null, digitalShippingMethod: digitalDelivery }), digitalOnly)).toBeNull();
    expect(checkoutError(checkoutState({ shippingMethod: null }), { physical: false, digital: false })).toBe('errors.checkout.shippingMethod');
  });

  it('3. shipping place required', () => {
    expect(checkoutError(checkoutState({ shippingMethod: shopPoint }), physical)).toBe('errors.checkout.shippingPlace');
    expect(checkoutError(checkoutState({ shippingMethod: shopPoint, shippingPointId: 'addr-1' }), physical)).toBeNull();
    expect(checkoutError(checkoutState({ shippingMethod: parcelLocker }), physical)).toBe('errors.checkout.shippingPlace');
  });

  it('4. an address place must be complete', () => {
    expect(checkoutError(checkoutState({ shippingAddress: { ...address, zip: '' } }), physical)).toBe('errors.checkout.shippingAddress');
  });

  it('5. billing address complete, else the shipping address is used', () => {
    expect(effectiveBillingAddress(checkoutState())).toEqual(address);
    const billing = { ...address, name: 'Firma Sp. z o.o.', vat: '5260250995' };
    expect(effectiveBillingAddress(checkoutState({ billingAddress: billing }))).toEqual(billing);
    const locker = checkoutState({ shippingMethod: parcelLocker, parcelLocker: { name: 'WAW01M' }, shippingAddress: { phone: '+48123456789' } });
    expect(checkoutError(locker, physical)).toBe('errors.checkout.billingAddress');
    expect(checkoutError({ ...locker, billingAddress: billing }, physical)).toBeNull();
    expect(effectiveBillingAddress({ billingAddress: {}, shippingAddress: {} })).toBeNull();
  });

  it('6. an invoice needs the VAT number on the billing address', () => {
    expect(checkoutError(checkoutState({ invoiceRequested: true }), physical)).toBe('errors.checkout.billingAddressVat');
    expect(checkoutError(checkoutState({ invoiceRequested: true, billingAddress: { ...address, vat: '  ' } }), physical)).toBe(
      'errors.checkout.billingAddressVat',
    );
    expect(checkoutError(checkoutState({ invoiceRequested: true, billingAddress: { ...address, vat: 'PL5260250995' } }), physical)).toBeNull();
  });

  it('7. payment method required unless paid on delivery', () => {
    expect(checkoutError(checkoutState({ paymentMethodId: null }), physical)).toBe('errors.checkout.paymentMethod');
    expect(checkoutError(checkoutState({ paymentMethodId: null, shippingMethod: cashOnDelivery }), physical)).toBeNull();
    expect(checkoutError(checkoutState({ paymentMethodId: null, digitalShippingMethod: { ...digitalDelivery, payment_on_delivery: true } }), digitalOnly)).toBe(
      'errors.checkout.paymentMethod',
    );
  });

  it('8. the statute consent must be given', () => {
    expect(checkoutError(checkoutState({ consents: { statute: false, newsletter: true, priceComparisonSurvey: true } }), physical)).toBe(
      'errors.checkout.consent',
    );
  });
});

describe('checkout error messages', () => {
  it('has a message for every key in both languages', () => {
    for (const key of CHECKOUT_ERROR_KEYS) {
      expect(checkoutErrorMessage('en', key)).not.toBe(checkoutErrorMessage('pl', key));
    }
  });
  it('says what to do', () => {
    expect(checkoutErrorMessage('en', 'errors.checkout.email')).toBe('Please enter a valid email address.');
    expect(checkoutErrorMessage('pl', 'errors.checkout.email')).toBe('Podaj poprawny adres e-mail.');
    expect(checkoutErrorMessage('en', 'errors.checkout.consent')).toBe('Please accept all required consents.');
    expect(checkoutErrorMessage('pl', 'errors.checkout.consent')).toBe('Zaakceptuj wszystkie wymagane zgody.');
    expect(checkoutErrorMessage('pl', 'errors.checkout.billingAddressVat')).toBe('Uzupełnij numer NIP, jeśli chcesz otrzymać fakturę.');
    expect(checkoutErrorMessage('en', 'errors.checkout.shippingMethod')).toBe('Please choose a shipping method.');
    expect(checkoutErrorMessage('pl', 'errors.checkout.paymentMethod')).toBe('Wybierz metodę płatności.');
  });
});
