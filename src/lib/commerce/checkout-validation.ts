// Checkout validation (docs/rules.md#checkout-order; the rules are in checkout-rules.ts) and the messages of its error keys.
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import type { CheckoutErrorKey } from './checkout-rules';

export * from './checkout-rules';

/** The shopper-facing text for a checkout error key, in the locale. */
export function checkoutErrorMessage(locale: Locale, key: CheckoutErrorKey): string {
  const name = key.slice('errors.checkout.'.length) as 'email';
  return t(locale, `checkout.errors.${name}`);
}
