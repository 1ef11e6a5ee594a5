import { describe, expect, it } from 'vitest';
import { cheapestDelivery, deliveryPrice, deliveryRanges, freeDeliveryFrom, missingForFreeDelivery, type ShippingMethodPricesShape } from './delivery-price';

const prices = (PLN: string, EUR: string) => [
  { gross: PLN, currency: 'PLN' },
  { gross: EUR, currency: 'EUR' },
];
// The demo shop's methods: a courier free from 400 zł, a parcel locker, a pickup at the shop (free, not delivery), e-mail.
const methods: ShippingMethodPricesShape[] = [
  {
    shipping_type: 'address',
    public: true,
    price_ranges: [
      { start: prices('400', '95'), value: prices('0', '0') },
      { start: prices('0', '0'), value: prices('14.99', '4.99') },
    ],
  },
  { shipping_type: 'point-external', public: true, price_ranges: [{ start: prices('0', '0'), value: prices('11.99', '3.99') }] },
  { shipping_type: 'point', public: true, price_ranges: [{ start: prices('0', '0'), value: prices('0', '0') }] },
  { shipping_type: 'digital', public: true, price_ranges: [{ start: prices('0', '0'), value: prices('0', '0') }] },
  { shipping_type: 'address', public: false, price_ranges: [{ start: prices('0', '0'), value: prices('1', '1') }] },
];

describe('delivery price by cart value', () => {
  const pln = deliveryRanges(methods, 'PLN');

  it('keeps public delivery methods only, their ranges in the currency, ascending', () => {
    expect(pln).toEqual([
      [
        { start: 0, value: 14.99 },
        { start: 400, value: 0 },
      ],
      [{ start: 0, value: 11.99 }],
    ]);
    expect(deliveryRanges(methods, 'USD')).toEqual([]);
    expect(
      deliveryRanges([{ shipping_type: 'address', price_ranges: [{ start: { gross: '0', currency: 'EUR' }, value: { gross: '5', currency: 'EUR' } }] }], 'EUR'),
    ).toEqual([[{ start: 0, value: 5 }]]);
    expect(deliveryRanges([{ shipping_type: 'address', price_ranges: null }], 'PLN')).toEqual([]);
  });

  it('prices a method by the range the cart value falls in', () => {
    expect(deliveryPrice(pln[0]!, 0)).toBe(14.99);
    expect(deliveryPrice(pln[0]!, 399.99)).toBe(14.99);
    expect(deliveryPrice(pln[0]!, 400)).toBe(0);
    expect(deliveryPrice([{ start: 50, value: 3 }], 10)).toBeUndefined();
  });

  it('finds the cheapest delivery', () => {
    expect(cheapestDelivery(pln, 100)).toBe(11.99);
    expect(cheapestDelivery(pln, 450)).toBe(0);
    expect(cheapestDelivery([], 100)).toBeUndefined();
  });

  it('says how much more to spend for free delivery, 0 once reached, nothing when never free', () => {
    expect(freeDeliveryFrom(pln)).toBe(400);
    expect(missingForFreeDelivery(pln, 123.45)).toBe(276.55);
    expect(missingForFreeDelivery(pln, 400)).toBe(0);
    expect(missingForFreeDelivery(pln, 512)).toBe(0);
    expect(missingForFreeDelivery([pln[1]!], 100)).toBeUndefined();
  });
});
