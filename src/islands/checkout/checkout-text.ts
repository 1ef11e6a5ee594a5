// The strings the checkout island uses (islands get only what they use, never the whole catalogue).
import type { checkout } from '../../i18n/catalogue/checkout';
import type { FieldMessages } from '../../lib/checkout/checkout-form';
import type { ShippingTimeMessages } from '../../lib/commerce/shipping-time';

type CheckoutMessages = (typeof checkout)['en'];

export interface CheckoutText {
  page: CheckoutMessages['page'];
  summary: CheckoutMessages['summary'];
  errors: CheckoutMessages['errors'];
  placement: Pick<CheckoutMessages['placement'], 'failed' | 'unreachable'>;
  fields: FieldMessages;
  shippingTime: ShippingTimeMessages;
}
