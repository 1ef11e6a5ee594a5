import { describe, expect, it } from 'vitest';
import { decodeCheckoutForm, emptyCheckoutForm } from '../lib/commerce/checkout-form-value';

describe('decodeCheckoutForm', () => {
  it('keeps a valid stored form', () => {
    const form = { ...emptyCheckoutForm(), email: 'jan@example.com', shippingMethodId: 'm1', statute: true };
    expect(decodeCheckoutForm(JSON.stringify(form))).toEqual(form);
  });

  it('starts afresh on anything else: nothing, broken JSON, a wrong shape, a hostile value', () => {
    expect(decodeCheckoutForm(null)).toEqual(emptyCheckoutForm());
    expect(decodeCheckoutForm('{nope')).toEqual(emptyCheckoutForm());
    expect(decodeCheckoutForm(JSON.stringify({ email: 5 }))).toEqual(emptyCheckoutForm());
    expect(decodeCheckoutForm(JSON.stringify({ ...emptyCheckoutForm(), email: 'x'.repeat(300) }))).toEqual(emptyCheckoutForm());
    // A form stored before the attempt moved to local storage: its key is dropped, the rest kept.
    expect(
      decodeCheckoutForm(JSON.stringify({ ...emptyCheckoutForm(), email: 'jan@example.com', attemptKey: '0b9f3e0c-7a6e-4a43-9d8e-1f2a3b4c5d6e' })),
    ).toEqual({ ...emptyCheckoutForm(), email: 'jan@example.com' });
  });
});
