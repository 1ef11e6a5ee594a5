// What every section of the checkout form gets from the island (src/islands/Checkout.tsx): the form as
// src/stores/checkout.ts holds it, the errors on screen, the page's text and the island's dispatchers.
// A section renders and dispatches; the state and the checks stay with the island and its stores.
import type { AddressForm, CheckoutForm } from '../../lib/commerce/checkout-form-schema';
import type { CheckoutText } from './checkout-text';

export interface SectionProps {
  form: CheckoutForm;
  errors: Readonly<Record<string, string | undefined>>;
  text: CheckoutText;
  /** Updates the form (a confirmed changed total no longer holds); with a field's id, checks that field. */
  change: (patch: Partial<CheckoutForm>, id?: string) => void;
  /** Updates one of the two addresses (a confirmed changed total no longer holds). */
  changeAddress: (which: 'shippingAddress' | 'billingAddress', patch: Partial<AddressForm>) => void;
  /** Checks one field as its value now stands (docs/rules.md#form-validation). */
  commit: (id: string) => void;
}
