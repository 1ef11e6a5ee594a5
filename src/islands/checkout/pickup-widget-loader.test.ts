import { describe, expect, it } from 'vitest';
import { decodeCheckoutForm, emptyCheckoutForm } from '../../lib/commerce/checkout-form-value';
import { lockerPoint } from './pickup-widget-loader';

const machine = {
  name: 'GDA01M',
  address: { line1: 'Grunwaldzka 5', line2: '80-174 Gdańsk' },
  address_details: { street: 'Grunwaldzka', building_number: '5', flat_number: null, post_code: '80-174', city: 'Gdańsk', province: 'pomorskie' },
};

describe("the parcel-locker widget's machine", () => {
  it('becomes the form’s point: the name as the code, the address lines, the address details', () => {
    expect(lockerPoint(machine)).toEqual({
      provider: 'paczkomat',
      code: 'GDA01M',
      name: 'GDA01M',
      address: 'Grunwaldzka 5, 80-174 Gdańsk',
      details: { street: 'Grunwaldzka', building_number: '5', flat_number: '', post_code: '80-174', city: 'Gdańsk', province: 'pomorskie' },
    });
    expect(lockerPoint({ ...machine, name: '' })).toBeNull();
    expect(lockerPoint({ name: 42 })).toMatchObject({ code: '42', address: '', details: { street: '' } });
  });

  it('is kept within the stored form’s limits, so an odd widget answer never resets what the shopper typed', () => {
    const long = lockerPoint({
      name: 'X'.repeat(500),
      address: { line1: 'a'.repeat(300), line2: 'b'.repeat(300) },
      address_details: { post_code: '1'.repeat(40), city: { toString: () => 'x' } },
    })!;
    const stored = JSON.stringify({ ...emptyCheckoutForm(), email: 'jan@example.com', pickupPoint: long });
    expect(decodeCheckoutForm(stored).pickupPoint).toEqual(long);
    expect(decodeCheckoutForm(stored).email).toBe('jan@example.com');
  });
});
