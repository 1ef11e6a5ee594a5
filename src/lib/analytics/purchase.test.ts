// The purchase event from the checkout's data, through to the tax the analytics tag receives (docs/rules.md#vat:
// purchase tax = summary × the currency's vat_rate, or the fallback rate when missing or zero).
import { describe, expect, it } from 'vitest';
import { emptyCart, type CartLine, type CartState } from '../commerce/cart';
import { tagEvent } from './events';
import { emailMarketingEvent } from './email-marketing';
import { checkoutVatRate, purchaseFromCheckout } from './purchase';

const line: CartLine = {
  id: 'line-1',
  product: { id: 'p-1', name: 'Lampa', prices_base: [] },
  quantity: 2,
  schemas: [],
  currency: 'PLN',
  createdAt: 0,
  children: [],
  price: 60,
  priceDiscounted: 50,
};
const cart: CartState = { ...emptyCart(), items: [line], totalValue: 100, summary: 120, shippingPrice: 20 };

const placed = (shellVatRate: string | null | undefined, newsletterConsent = false) =>
  purchaseFromCheckout({ code: 'ABC123', email: 'anna@example.com', cart, vatRate: checkoutVatRate(shellVatRate), surveyConsent: false, newsletterConsent });

const taxOf = (shellVatRate: string | null | undefined) => tagEvent({ name: 'purchase', order: placed(shellVatRate) })?.params.tax;

describe('the purchase event from the checkout', () => {
  it("taxes the summary at the sales channel's vat_rate as the shell reads it (Heseya's percent string)", () => {
    expect(taxOf('8')).toBe(9.6);
    expect(taxOf('5')).toBe(6);
    expect(taxOf('23')).toBe(27.6);
  });

  it('falls back to 23 % when the rate is missing or zero', () => {
    expect(taxOf(undefined)).toBe(27.6);
    expect(taxOf(null)).toBe(27.6);
    expect(taxOf('0')).toBe(27.6);
  });

  it("carries the order's code, e-mail, shipping, value and lines", () => {
    const params = tagEvent({ name: 'purchase', order: placed('8') })?.params;
    expect(params).toMatchObject({ transaction_id: 'ABC123', value: 120, shipping: 20, currency: 'PLN' });
    expect(params?.items).toEqual([{ item_id: 'p-1', item_name: 'Lampa', affiliation: 'website', price: 50, quantity: 2, discount: 10 }]);
  });
});

describe('the email-marketing order event', () => {
  it("subscribes the shopper (subscriber_status '1') when they ticked the newsletter consent", () => {
    expect(emailMarketingEvent({ name: 'purchase', order: placed('23', true) })).toMatchObject({
      action_type: 'order',
      email: 'anna@example.com',
      order_id: 'ABC123',
      subscriber_status: '1',
    });
  });

  it('says nothing about the subscription without the consent', () => {
    const event = emailMarketingEvent({ name: 'purchase', order: placed('23', false) });
    expect(event).toMatchObject({ action_type: 'order', order_id: 'ABC123', product_ids: 'p-1', product_counts: '2' });
    expect(event).not.toHaveProperty('subscriber_status');
  });
});
