import { describe, expect, it } from 'vitest';
import { addCoupon, emptyCart, type CartState } from './cart';
import { addToCart } from './cart-add';
import { address, checkoutState, digitalDelivery, dpdPickup, parcelLocker, unflaggedExternal } from './fixtures/checkout';
import { product, sizeSchema } from './fixtures/products';
import { buildOrderPayload, INVALID_ORDER_DATA } from './order-payload';

const now = Date.UTC(2026, 10, 21);
const context = { salesChannelId: 'ch-pl', currency: 'PLN', surveyIntegrationEnabled: false };
const lamp = product({ schemas: [sizeSchema] });
const ebook = product({ id: 'ebook', name: 'E-book', shipping_digital: true });
const cartWith = (...products: (typeof lamp)[]): CartState => {
  let cart = emptyCart();
  for (const p of products) cart = addToCart(cart, { product: p, currency: 'PLN', now, schemaValues: { size: 'size-l' } });
  return { ...addCoupon(cart, 'LATO'), sales: [{ id: 'sale-1', value: 5 }] };
};

describe('order payload', () => {
  it('builds the order request from checkout and cart', () => {
    const cart = cartWith(lamp);
    const payload = buildOrderPayload(checkoutState({ comment: ' Proszę dzwonić ' }), cart, context);
    expect(payload).toEqual({
      email: 'jan@example.com',
      comment: 'Proszę dzwonić',
      shipping_place: address,
      items: [{ cartitem_id: cart.items[0]!.id, product_id: 'prod-1', quantity: 1, schemas: { size: 'size-l' } }],
      shipping_method_id: 'ship-courier',
      invoice_requested: false,
      billing_address: address,
      coupons: ['LATO'],
      sale_ids: ['sale-1'],
      sales_ids: ['sale-1'],
      sales_channel_id: 'ch-pl',
      currency: 'PLN',
      metadata: {},
    });
  });

  it('sends the pickup point and the phone for a parcel locker', () => {
    const details = { street: 'Marszałkowska', building_number: '1', post_code: '00-001', city: 'Warszawa' };
    const state = checkoutState({ shippingMethod: parcelLocker, parcelLocker: { name: 'WAW01M', address_details: details } });
    const payload = buildOrderPayload(state, cartWith(lamp), context);
    expect(payload.shipping_place).toBe('WAW01M | tel.: +48543234123');
    expect(payload.metadata).toEqual({ inpost_phone: '+48543234123', inpost_point: 'WAW01M', inpost_point_address: JSON.stringify(details) });
  });

  it('sends every phone with its country code: a number typed without one gets its address’s country’s (a carrier’s phone Poland’s)', () => {
    const state = checkoutState({
      shippingAddress: { ...address, phone: '600 100 200' },
      billingAddress: { ...address, country: 'DE', zip: '10115', phone: '030 1234567' },
    });
    const payload = buildOrderPayload(state, cartWith(lamp), context);
    expect(payload.shipping_place).toMatchObject({ phone: '+48600100200' });
    expect(payload.billing_address).toMatchObject({ phone: '+49301234567' });
    const locker = buildOrderPayload(
      checkoutState({ shippingMethod: parcelLocker, shippingAddress: { phone: '600 100 200' }, billingAddress: address, parcelLocker: { name: 'WAW01M' } }),
      cartWith(lamp),
      context,
    );
    expect(locker.shipping_place).toBe('WAW01M | tel.: +48600100200');
    expect(locker.metadata).toMatchObject({ inpost_phone: '+48600100200' });
  });

  it('sends the courier point for a courier-point method', () => {
    const payload = buildOrderPayload(checkoutState({ shippingMethod: dpdPickup, courierPoint: { code: 'PL1', name: 'Kiosk' } }), cartWith(lamp), context);
    expect(payload.shipping_place).toBe('PL1 | tel.: +48543234123');
    expect(payload.metadata).toMatchObject({ dpd_point: 'PL1', furgonetka_point: 'PL1', furgonetka_point_address: 'Kiosk' });
  });

  it('a point-external method without a provider flag: the address, as one line of text (what the platform takes for such a method)', () => {
    const payload = buildOrderPayload(checkoutState({ shippingMethod: unflaggedExternal }), cartWith(lamp), context);
    expect(payload.shipping_place).toBe('Jan Kowalski, Gdańska 89/1, 85-005 Bydgoszcz, PL | tel.: +48543234123');
    expect(payload.metadata).toEqual({});
    expect(() =>
      buildOrderPayload(checkoutState({ shippingMethod: unflaggedExternal, shippingAddress: { phone: '+48543234123' } }), cartWith(lamp), context),
    ).toThrow(INVALID_ORDER_DATA);
  });

  it('sends the survey consent only when the survey integration is on', () => {
    const state = checkoutState({ consents: { statute: true, newsletter: false, priceComparisonSurvey: true } });
    expect(buildOrderPayload(state, cartWith(lamp), context).metadata).toEqual({});
    expect(buildOrderPayload(state, cartWith(lamp), { ...context, surveyIntegrationEnabled: true }).metadata).toEqual({
      price_comparison_survey_consent: true,
    });
  });

  it("carries a guest's newsletter consent in the order metadata, and a signed-in shopper's not at all", () => {
    const consented = checkoutState({ consents: { statute: true, newsletter: true, priceComparisonSurvey: false } });
    const declined = checkoutState({ consents: { statute: true, newsletter: false, priceComparisonSurvey: false } });
    expect(buildOrderPayload(consented, cartWith(lamp), { ...context, guest: true }).metadata).toEqual({ newsletter_consent: true });
    expect(buildOrderPayload(declined, cartWith(lamp), { ...context, guest: true }).metadata).toEqual({ newsletter_consent: false });
    expect(buildOrderPayload(consented, cartWith(lamp), { ...context, guest: false }).metadata).toEqual({});
    const digitalOnly = checkoutState({
      shippingMethod: null,
      digitalShippingMethod: digitalDelivery,
      consents: { statute: true, newsletter: true, priceComparisonSurvey: false },
    });
    expect(buildOrderPayload(digitalOnly, cartWith(ebook), { ...context, guest: true }).metadata).toEqual({ newsletter_consent: true });
  });

  it('digital-only orders have no shipping place or method, only the digital method', () => {
    const payload = buildOrderPayload(checkoutState({ shippingMethod: null, digitalShippingMethod: digitalDelivery }), cartWith(ebook), context);
    expect(payload).not.toHaveProperty('shipping_place');
    expect(payload).not.toHaveProperty('shipping_method_id');
    expect(payload.digital_shipping_method_id).toBe('ship-digital');
    expect(payload.billing_address).toEqual(address);
  });

  it('mixed orders carry both methods', () => {
    const payload = buildOrderPayload(checkoutState({ digitalShippingMethod: digitalDelivery }), cartWith(lamp, ebook), context);
    expect(payload).toMatchObject({ shipping_method_id: 'ship-courier', digital_shipping_method_id: 'ship-digital' });
  });

  it("refuses with 'Order cannot be made, because data is invalid'", () => {
    expect(INVALID_ORDER_DATA).toBe('Order cannot be made, because data is invalid');
    expect(() => buildOrderPayload(checkoutState({ email: '' }), cartWith(lamp), context)).toThrow('Order cannot be made, because data is invalid');
    expect(() => buildOrderPayload(checkoutState(), emptyCart(), context)).toThrow(INVALID_ORDER_DATA);
  });
});
