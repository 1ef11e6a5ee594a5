// The strings the cart island uses (islands get only what they use: the cart namespace's page parts).
import type { cart } from '../../i18n/catalogue/cart';
import type { ShippingTimeMessages } from '../../lib/commerce/shipping-time';

type CartMessages = (typeof cart)['en'];

export interface CartText {
  page: CartMessages['page'];
  line: CartMessages['line'];
  coupon: CartMessages['coupon'];
  summary: CartMessages['summary'];
  unavailable: CartMessages['unavailable'];
  processing: CartMessages['processing'];
  shippingTime: ShippingTimeMessages;
}
