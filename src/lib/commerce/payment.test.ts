import { describe, expect, it } from 'vitest';
import { assertCanPay } from './payment';

const offered = [{ id: 'pay-card' }, { id: 'pay-transfer' }];

describe('payment preconditions (spec §4)', () => {
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
