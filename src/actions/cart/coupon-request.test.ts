// The discount codes' rules are the same at both doors that send codes to the platform: the cart's
// processing and placing an order read a request's codes alike and refuse them in the same words.
import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => import('../testing/astro-actions'));

const { readCouponRequest, couponRequestOrRefuse, throttledCouponsMessage } = await import('./coupon-request');
const { processCartInput } = await import('../../lib/cart/cart-input');
const { placeOrderInput } = await import('../../lib/checkout/checkout-input');
const { emptyCheckoutForm } = await import('../../lib/commerce/checkout-form-value');

const line = { cartitem_id: 'line-1', product_id: 'product-1', quantity: 1, schemas: {} };
const codes = (count: number) => Array.from({ length: count }, (_, i) => `KOD${i}`);

/** The two doors' requests for the same cart and codes. */
const doors = {
  cart: (items: (typeof line)[], coupons: unknown[], extra: Record<string, unknown> = {}) =>
    processCartInput.safeParse({ locale: 'en', items, coupons, ...extra }),
  checkout: (items: (typeof line)[], coupons: unknown[], extra: Record<string, unknown> = {}) =>
    placeOrderInput.safeParse({
      locale: 'en',
      attemptKey: 'attempt-key-0123456789',
      form: emptyCheckoutForm(),
      items: items.map((item) => ({ ...item, digital: false })),
      coupons,
      expectedTotal: 10,
      ...extra,
    }),
};

describe.each(Object.entries(doors))('the discount codes of a request through the %s', (_, parse) => {
  it('takes up to five codes on a cart with products', () => {
    expect(readCouponRequest(parse([line], codes(5)))).toMatchObject({ ok: true, data: { coupons: codes(5) } });
    expect(readCouponRequest(parse([line], []))).toMatchObject({ ok: true });
  });

  it('refuses a sixth code, whatever else is wrong with the request', () => {
    expect(readCouponRequest(parse([line], codes(6)))).toEqual({ ok: false, problem: 'too-many' });
    expect(readCouponRequest(parse([line], codes(6), { expectedTotal: -1, session: '<>' }))).toEqual({ ok: false, problem: 'too-many' });
  });

  it('refuses codes on an empty cart', () => {
    expect(readCouponRequest(parse([], ['WITAJ10']))).toEqual({ ok: false, problem: 'empty-cart' });
  });

  it('tells a request malformed otherwise', () => {
    expect(readCouponRequest(parse([line], ['  ']))).toEqual({ ok: false, problem: 'malformed' });
    expect(readCouponRequest(parse([{ ...line, quantity: 0 }], ['WITAJ10']))).toEqual({ ok: false, problem: 'malformed' });
  });
});

describe('couponRequestOrRefuse', () => {
  it('refuses in the shopper’s language: the codes’ own message, else the door’s', () => {
    expect(() => couponRequestOrRefuse(doors.checkout([line], codes(6)), 'en', 'checkout.errors.invalidForm')).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: 'A cart can hold at most 5 discount codes. Remove one to add another.' }),
    );
    expect(() => couponRequestOrRefuse(doors.checkout([], ['WITAJ10']), 'pl', 'checkout.errors.invalidForm')).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: 'Dodaj produkty do koszyka, zanim wpiszesz kod rabatowy.' }),
    );
    expect(() => couponRequestOrRefuse(doors.cart([line], ['  ']), 'en', 'cart.processing.badRequest')).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST' }),
    );
    expect(couponRequestOrRefuse(doors.cart([line], ['WITAJ10']), 'en', 'cart.processing.badRequest').coupons).toEqual(['WITAJ10']);
  });
});

describe('throttledCouponsMessage', () => {
  it('is the cart’s sentence for each code, with the whole minutes to wait', () => {
    expect(throttledCouponsMessage('en', ['ZGADUJE'], 14 * 60_000 + 1)).toBe(
      'The code “ZGADUJE” was not checked: too many wrong discount codes were tried from your network. Please try again in 15 min.',
    );
    expect(throttledCouponsMessage('pl', ['A', 'B'], 1)).toBe(
      'Nie sprawdziliśmy kodu „A”: z Twojej sieci wpisano zbyt wiele błędnych kodów rabatowych. Spróbuj ponownie za 1 min. Nie sprawdziliśmy kodu „B”: z Twojej sieci wpisano zbyt wiele błędnych kodów rabatowych. Spróbuj ponownie za 1 min.',
    );
  });
});
