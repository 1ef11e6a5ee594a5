// The purchase event's order (with its purchase tax, docs/rules.md#vat) from what the checkout knows when the
// order is placed: its code, the form's e-mail and consents, the cart's figures and the shop's VAT rate
// (the sales channel's currency vat_rate, a percent string in Heseya's form, read into the shell).
import type { CartState } from '../commerce/cart';
import { cartAnalytics } from './cart-items';
import type { AnalyticsOrder } from './events';

/** The shell's vat_rate ('8', 8, missing) as the checkout passes it on: a number in percent, or null. */
export function checkoutVatRate(shellVatRate: string | number | null | undefined): number | null {
  const rate = Number(shellVatRate ?? Number.NaN);
  return Number.isFinite(rate) ? rate : null;
}

export interface PlacedCheckout {
  code: string;
  email: string;
  cart: CartState;
  vatRate: number | null;
  surveyConsent: boolean;
  newsletterConsent: boolean;
}

export function purchaseFromCheckout(placed: PlacedCheckout): AnalyticsOrder {
  return {
    code: placed.code,
    email: placed.email,
    shipping: placed.cart.shippingPrice,
    surveyConsent: placed.surveyConsent,
    newsletterConsent: placed.newsletterConsent,
    vatRate: placed.vatRate,
    ...cartAnalytics(placed.cart),
  };
}
