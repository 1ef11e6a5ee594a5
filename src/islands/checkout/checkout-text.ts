// The strings the checkout island uses (islands get only what they use, never the whole catalogue).
import type { checkout } from '../../i18n/catalogue/checkout';
import type { checkoutOptions } from '../../i18n/catalogue/checkout-options';
import type { FieldMessages } from '../../lib/checkout/checkout-checks';

type CheckoutMessages = (typeof checkout)['en'];

export interface CheckoutText {
  page: CheckoutMessages['page'];
  summary: CheckoutMessages['summary'];
  errors: CheckoutMessages['errors'];
  placement: Pick<CheckoutMessages['placement'], 'failed' | 'unreachable'>;
  fields: FieldMessages;
  options: (typeof checkoutOptions)['en'];
}
