import { describe, expect, it } from 'vitest';
import { tagEvent, tagManagerEvent, type AnalyticsItem, type StorefrontEvent } from './events';

const mug: AnalyticsItem = { productId: 'p-1', name: 'Kubek', price: 39.99, initialPrice: 49.99, totalQty: 2 };

describe('storefront events in the analytics tag words', () => {
  it('names each event by its analytics tag name, with items of affiliation website', () => {
    const cart = { items: [mug], value: 79.98, currency: 'PLN' };
    const cases: [StorefrontEvent, string][] = [
      [{ name: 'viewProduct', item: mug, currency: 'PLN' }, 'view_item'],
      [{ name: 'viewProductList', list: { id: 'dom', name: 'Dom' }, items: [mug], currency: 'PLN' }, 'view_item_list'],
      [{ name: 'addToCart', item: mug, currency: 'PLN' }, 'add_to_cart'],
      [{ name: 'removeFromCart', item: mug, currency: 'PLN' }, 'remove_from_cart'],
      [{ name: 'viewCart', ...cart }, 'view_cart'],
      [{ name: 'initiateCheckout', ...cart }, 'begin_checkout'],
      [{ name: 'addShippingInfo', shippingTier: 'Kurier', ...cart }, 'add_shipping_info'],
      [{ name: 'addPaymentInfo', paymentType: 'Przelew', ...cart }, 'add_payment_info'],
    ];
    for (const [event, name] of cases) {
      const tag = tagEvent(event);
      expect(tag?.name).toBe(name);
      expect((tag?.params.items as { affiliation: string }[] | undefined)?.every((item) => item.affiliation === 'website')).toBe(true);
    }
    expect(tagEvent({ name: 'addToCart', item: mug, currency: 'PLN' })?.params).toEqual({
      currency: 'PLN',
      value: 79.98,
      items: [{ item_id: 'p-1', item_name: 'Kubek', affiliation: 'website', price: 39.99, quantity: 2, discount: 10 }],
    });
  });

  it('login and sign-up say the method is email', () => {
    expect(tagEvent({ name: 'login' })).toEqual({ name: 'login', params: { method: 'email' } });
    expect(tagEvent({ name: 'register' })).toEqual({ name: 'sign_up', params: { method: 'email' } });
  });

  it('a purchase reports tax as summary × the currency VAT rate, 23 % when missing or 0, to 2 decimals', () => {
    const order = { code: 'ABC123', email: 'a@example.com', items: [mug], value: 99.99, currency: 'PLN', shipping: 20.01 };
    expect(tagEvent({ name: 'purchase', order: { ...order, vatRate: 8 } })?.params).toMatchObject({
      transaction_id: 'ABC123',
      affiliation: 'website',
      value: 99.99,
      tax: 8,
      shipping: 20.01,
      currency: 'PLN',
    });
    expect(tagEvent({ name: 'purchase', order })?.params.tax).toBe(23);
    expect(tagEvent({ name: 'purchase', order: { ...order, vatRate: 0 } })?.params.tax).toBe(23);
    expect(tagEvent({ name: 'purchase', order: { ...order, value: 10.05 } })?.params.tax).toBe(2.31);
  });

  it('events the analytics tag does not take give nothing to it', () => {
    expect(tagEvent({ name: 'search', query: 'kubek' })).toBeNull();
    expect(tagEvent({ name: 'viewContent', contentType: 'homepage', id: 'home', title: 'home' })).toBeNull();
    expect(tagEvent({ name: 'addToWishlist', productId: 'p-1' })).toBeNull();
  });
});

describe('the tag manager takes every analytics-tag event and the storefront events without one', () => {
  it('passes the analytics tag events on unchanged', () => {
    expect(tagManagerEvent({ name: 'addToCart', item: mug, currency: 'PLN' })).toEqual(tagEvent({ name: 'addToCart', item: mug, currency: 'PLN' }));
  });

  it('choosing a product option is customize_product with the configured item', () => {
    expect(tagManagerEvent({ name: 'customizeProduct', item: { ...mug, totalQty: 1 }, currency: 'PLN' })).toEqual({
      name: 'customize_product',
      params: {
        currency: 'PLN',
        value: 39.99,
        items: [{ item_id: 'p-1', item_name: 'Kubek', affiliation: 'website', price: 39.99, quantity: 1, discount: 10 }],
      },
    });
  });

  it('adding to the wishlist is add_to_wishlist with the product', () => {
    expect(tagManagerEvent({ name: 'addToWishlist', productId: 'p-1' })).toEqual({
      name: 'add_to_wishlist',
      params: { items: [{ item_id: 'p-1', affiliation: 'website' }] },
    });
  });

  it('a search or a content view is not an ecommerce event', () => {
    expect(tagManagerEvent({ name: 'search', query: 'kubek' })).toBeNull();
    expect(tagManagerEvent({ name: 'viewContent', contentType: 'blog', id: 'post', title: 'Post' })).toBeNull();
  });
});
