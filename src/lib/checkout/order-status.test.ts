import { describe, expect, it } from 'vitest';
import { paymentState, readThankYouQuery, thankYouPayment } from './order-status';

describe('paymentState', () => {
  it('is paid only when the platform says so', () => {
    expect(paymentState({ paid: true, payable: false, payment_status: 'successful' })).toBe('paid');
    expect(paymentState({ paid: false, payable: true, payment_status: 'successful' })).toBe('unpaid');
  });
  it('tells a pending, a failed and a missing online payment apart', () => {
    expect(paymentState({ paid: false, payable: true, payment_status: 'pending', payment_method_type: 'online' })).toBe('pending');
    expect(paymentState({ paid: false, payable: true, payment_status: 'failed', payment_method_type: 'online' })).toBe('failed');
    expect(paymentState({ paid: false, payable: true, payment_status: null })).toBe('unpaid');
  });
  it('knows the bank transfer, the payment on delivery and a canceled order', () => {
    expect(paymentState({ paid: false, payable: true, payment_status: 'pending', payment_method_type: 'offline' })).toBe('transfer');
    // Chosen with the order, nothing recorded yet: still unpaid, waiting for the transfer.
    expect(paymentState({ paid: false, payable: true, payment_status: null, payment_method_type: 'offline' })).toBe('transfer');
    expect(paymentState({ paid: true, payable: false, payment_status: 'successful', payment_method_type: 'offline' })).toBe('paid');
    expect(paymentState({ paid: false, payable: false, payment_status: 'failed', payment_method_type: 'online', status: { cancel: true } })).toBe('canceled');
    expect(paymentState({ paid: false, payable: false, payment_status: null })).toBe('on-delivery');
  });
});

describe('readThankYouQuery', () => {
  it('reads the code and the shipping type', () => {
    expect(readThankYouQuery(new URLSearchParams('code=AB12CD&t=mixed'))).toEqual({ code: 'AB12CD', type: 'mixed', transfer: false });
    expect(readThankYouQuery(new URLSearchParams('code=AB12CD&t=weird&pay=transfer'))).toEqual({ code: 'AB12CD', type: 'default', transfer: true });
  });
  it('shows an unpaid order whose shopper chose the transfer as waiting for it, and nothing else changes', () => {
    expect(thankYouPayment('unpaid', true)).toBe('transfer');
    expect(thankYouPayment('paid', true)).toBe('paid');
    expect(thankYouPayment('canceled', true)).toBe('canceled');
    expect(thankYouPayment('unpaid', false)).toBe('unpaid');
  });
  it('refuses a missing or hostile code', () => {
    expect(readThankYouQuery(new URLSearchParams('t=digital'))).toBeUndefined();
    expect(readThankYouQuery(new URLSearchParams('code=../../x'))).toBeUndefined();
    expect(readThankYouQuery(new URLSearchParams(`code=${'A'.repeat(40)}`))).toBeUndefined();
  });
});
