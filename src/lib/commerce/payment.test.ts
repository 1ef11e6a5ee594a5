import { describe, expect, it } from 'vitest';
import { assertCanPay, offeredPaymentMethods, paymentKind } from './payment';

const offered = [{ id: 'pay-card' }, { id: 'pay-transfer' }];

describe('payment preconditions', () => {
  it('lets a payable order be paid with an offered method', () => {
    expect(() => assertCanPay({ payable: true, paid: false }, 'pay-card', offered)).not.toThrow();
  });
  it("refuses an order that is not payable: 'Order is not payable'", () => {
    expect(() => assertCanPay({ payable: false }, 'pay-card', offered)).toThrow('Order is not payable');
    expect(() => assertCanPay({}, 'pay-card', offered)).toThrow('Order is not payable');
  });
  it("refuses a method the order is not offered: 'This payment method is not available for this order'", () => {
    expect(() => assertCanPay({ payable: true }, 'pay-blik', offered)).toThrow('This payment method is not available for this order');
  });
  it("refuses paying twice: 'Order already paid'", () => {
    expect(() => assertCanPay({ payable: false, paid: true }, 'pay-card', offered)).toThrow('Order already paid');
  });
});

describe('offeredPaymentMethods', () => {
  const card = { id: 'card', alias: 'card', type: 'online' };
  const transfer = { id: 'tr', alias: 'bank-transfer', type: 'offline' };
  const cod = { id: 'cod', alias: 'cod', type: 'on-delivery' };

  it('offers nothing for payment on delivery', () => {
    expect(offeredPaymentMethods({ payment_on_delivery: true, payment_methods: [card, cod] }, true)).toEqual([]);
  });
  it('offers the traditional transfer only when the setting allows it', () => {
    expect(offeredPaymentMethods({ payment_on_delivery: false, payment_methods: [card, transfer] }, true)).toEqual([card, transfer]);
    expect(offeredPaymentMethods({ payment_on_delivery: false, payment_methods: [card, transfer] }, false)).toEqual([card]);
  });
  it('never offers an on-delivery method as a payment to make now', () => {
    expect(offeredPaymentMethods({ payment_on_delivery: false, payment_methods: [card, cod] }, true)).toEqual([card]);
    expect(offeredPaymentMethods(null, true)).toEqual([]);
  });
  it('tells the kinds apart', () => {
    expect([card, transfer, cod, { id: 'x', alias: 'traditional-transfer' }].map(paymentKind)).toEqual(['online', 'transfer', 'on-delivery', 'transfer']);
  });
});
