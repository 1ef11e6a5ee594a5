// The order request (docs/rules.md#order-payload), built from the checkout state and the cart.
import { addressForOrder, isAddressComplete, type AddressShape, type OrderAddress } from './address';
import { cartRequestItems, type CartState } from './cart';
import type { CartRequestItem } from './cart-line-schema';
import { checkoutError, effectiveBillingAddress, type CheckoutState } from './checkout-validation';
import { internationalPhone } from './phone';
import { addressAsPlaceText, pickupPointMetadata, shippingPlace } from './shipping';

export const INVALID_ORDER_DATA = 'Order cannot be made, because data is invalid';

/** Order metadata key of the price-comparison survey consent. */
export const SURVEY_CONSENT_METADATA = 'price_comparison_survey_consent';

/** Order metadata key of a guest's newsletter consent (a signed-in shopper's goes to their personal metadata). */
export const NEWSLETTER_CONSENT_METADATA = 'newsletter_consent';

export interface OrderPayload {
  email: string;
  comment: string;
  shipping_place?: string | OrderAddress;
  items: CartRequestItem[];
  shipping_method_id?: string;
  digital_shipping_method_id?: string;
  invoice_requested: boolean;
  billing_address: OrderAddress;
  coupons: string[];
  /** The sales applied to the cart. The platform validates this name on order creation. */
  sale_ids: string[];
  /** The same ids under the name the spec and older clients use; the platform ignores it. */
  sales_ids: string[];
  sales_channel_id: string;
  currency: string;
  metadata: Record<string, string | boolean>;
}

export interface OrderContext {
  salesChannelId: string;
  currency: string;
  /** Whether the price-comparison survey integration is configured; only then is the consent sent. */
  surveyIntegrationEnabled: boolean;
  /** A guest's order: the newsletter consent goes with it (a signed-in shopper's is saved on the account). */
  guest?: boolean;
}

/**
 * The checkout with every phone as the platform takes it, with the country code: a number typed
 * without one gets the calling code of its address's country; the carrier's phone of a pick-up point
 * (no address of its own) the shop's default country's.
 */
function withCountryCodes(checkout: CheckoutState): CheckoutState {
  const phoned = (address: AddressShape) => (address.phone ? { ...address, phone: internationalPhone(address.phone, address.country) } : address);
  return { ...checkout, shippingAddress: phoned(checkout.shippingAddress), billingAddress: phoned(checkout.billingAddress) };
}

/**
 * Builds the order request. Throws 'Order cannot be made, because data is invalid' when the checkout
 * does not validate (see checkoutError) or the cart is empty.
 */
export function buildOrderPayload(state: CheckoutState, cart: Pick<CartState, 'items' | 'coupons' | 'sales'>, context: OrderContext): OrderPayload {
  const checkout = withCountryCodes(state);
  const needs = {
    digital: cart.items.some((line) => line.product.shipping_digital === true),
    physical: cart.items.some((line) => line.product.shipping_digital !== true),
  };
  const billing = effectiveBillingAddress(checkout);
  if (cart.items.length === 0 || checkoutError(checkout, needs) !== null || !billing) throw new Error(INVALID_ORDER_DATA);

  const place = needs.physical ? shippingPlace(checkout) : null;
  // checkoutError has already refused an incomplete address; this narrows the type. A point-external
  // method takes its place as text on the platform (Heseya refuses anything else), so an address given
  // for one without a provider flag goes as one line.
  const pointExternal = checkout.shippingMethod?.shipping_type === 'point-external';
  const placeForOrder =
    typeof place === 'string' ? place : isAddressComplete(place) ? (pointExternal ? addressAsPlaceText(addressForOrder(place)) : addressForOrder(place)) : null;
  const saleIds = cart.sales.map((sale) => sale.id);
  const metadata: Record<string, string | boolean> = needs.physical ? pickupPointMetadata(checkout) : {};
  if (context.surveyIntegrationEnabled) metadata[SURVEY_CONSENT_METADATA] = checkout.consents.priceComparisonSurvey;
  if (context.guest) metadata[NEWSLETTER_CONSENT_METADATA] = checkout.consents.newsletter;

  return {
    email: checkout.email.trim(),
    comment: checkout.comment.trim(),
    ...(placeForOrder ? { shipping_place: placeForOrder } : {}),
    items: cartRequestItems(cart.items),
    ...(needs.physical && checkout.shippingMethod ? { shipping_method_id: checkout.shippingMethod.id } : {}),
    ...(needs.digital && checkout.digitalShippingMethod ? { digital_shipping_method_id: checkout.digitalShippingMethod.id } : {}),
    invoice_requested: checkout.invoiceRequested,
    billing_address: addressForOrder(billing),
    coupons: cart.coupons.map((coupon) => coupon.code),
    sale_ids: saleIds,
    sales_ids: saleIds,
    sales_channel_id: context.salesChannelId,
    currency: context.currency,
    metadata,
  };
}
