// The storefront's analytics events (docs/rules.md#analytics-queue) and how they read in the analytics
// tag's words (view_item, view_item_list, add_to_cart, remove_from_cart, add_shipping_info, add_payment_info,
// begin_checkout, login and sign_up with method email, purchase, view_cart; item affiliation 'website').
// Pure: the pages and islands build events, src/stores/analytics.ts queues them, the tags send them.
import { purchaseTax, roundMoney } from '../commerce/money';

/** An analytics view of a product or cart line (productId, name, price, initialPrice, totalQty). */
export interface AnalyticsItem {
  productId: string;
  name: string;
  price: number;
  initialPrice?: number;
  totalQty: number;
}

interface Priced {
  items: AnalyticsItem[];
  value: number;
  currency: string;
}

export interface AnalyticsOrder extends Priced {
  code: string;
  email: string;
  shipping: number;
  /** The currency's VAT rate in percent; missing or 0 means the fallback (docs/rules.md#vat). */
  vatRate?: number | null;
  /** The shopper agreed to the price-comparison survey (order metadata). */
  surveyConsent?: boolean;
  /** The shopper ticked the checkout's newsletter consent (the email-marketing integration subscribes them). */
  newsletterConsent?: boolean;
}

export type StorefrontEvent =
  | { name: 'viewProduct'; item: AnalyticsItem; currency: string }
  | { name: 'viewProductList'; list: { id: string; name: string }; items: AnalyticsItem[]; currency: string }
  | { name: 'customizeProduct'; item: AnalyticsItem; currency: string }
  | { name: 'addToCart'; item: AnalyticsItem; currency: string }
  | { name: 'removeFromCart'; item: AnalyticsItem; currency: string }
  | ({ name: 'viewCart' } & Priced)
  | { name: 'addToWishlist'; productId: string }
  | ({ name: 'initiateCheckout' } & Priced)
  | ({ name: 'addShippingInfo'; shippingTier: string } & Priced)
  | ({ name: 'addPaymentInfo'; paymentType: string } & Priced)
  | { name: 'purchase'; order: AnalyticsOrder }
  | { name: 'search'; query: string }
  | { name: 'register' }
  | { name: 'login' }
  | { name: 'viewContent'; contentType: 'homepage' | 'category' | 'page' | 'blog'; id: string; title: string };

export type StorefrontEventName = StorefrontEvent['name'];

/** An item in the analytics tag's shape. */
export interface TagItem {
  item_id: string;
  item_name: string;
  affiliation: 'website';
  price: number;
  quantity: number;
  discount?: number;
}

export const tagItem = (item: AnalyticsItem): TagItem => ({
  item_id: item.productId,
  item_name: item.name,
  affiliation: 'website',
  price: item.price,
  quantity: item.totalQty,
  ...(item.initialPrice !== undefined && item.initialPrice > item.price ? { discount: roundMoney(item.initialPrice - item.price) } : {}),
});

const value = (item: AnalyticsItem) => roundMoney(item.price * item.totalQty);

/** The analytics tag's event for a storefront event, or null when the tag takes none (the list in the file's header). */
export function tagEvent(event: StorefrontEvent): { name: string; params: Record<string, unknown> } | null {
  switch (event.name) {
    case 'viewProduct':
      return { name: 'view_item', params: { currency: event.currency, value: value(event.item), items: [tagItem(event.item)] } };
    case 'viewProductList':
      return { name: 'view_item_list', params: { item_list_id: event.list.id, item_list_name: event.list.name, items: event.items.map(tagItem) } };
    case 'addToCart':
      return { name: 'add_to_cart', params: { currency: event.currency, value: value(event.item), items: [tagItem(event.item)] } };
    case 'removeFromCart':
      return { name: 'remove_from_cart', params: { currency: event.currency, value: value(event.item), items: [tagItem(event.item)] } };
    case 'viewCart':
      return { name: 'view_cart', params: { currency: event.currency, value: event.value, items: event.items.map(tagItem) } };
    case 'initiateCheckout':
      return { name: 'begin_checkout', params: { currency: event.currency, value: event.value, items: event.items.map(tagItem) } };
    case 'addShippingInfo':
      return {
        name: 'add_shipping_info',
        params: { currency: event.currency, value: event.value, shipping_tier: event.shippingTier, items: event.items.map(tagItem) },
      };
    case 'addPaymentInfo':
      return {
        name: 'add_payment_info',
        params: { currency: event.currency, value: event.value, payment_type: event.paymentType, items: event.items.map(tagItem) },
      };
    case 'purchase':
      return {
        name: 'purchase',
        params: {
          transaction_id: event.order.code,
          affiliation: 'website',
          currency: event.order.currency,
          value: event.order.value,
          tax: purchaseTax(event.order.value, event.order.vatRate),
          shipping: event.order.shipping,
          items: event.order.items.map(tagItem),
        },
      };
    case 'login':
      return { name: 'login', params: { method: 'email' } };
    case 'register':
      return { name: 'sign_up', params: { method: 'email' } };
    default:
      return null;
  }
}

/**
 * The tag manager's event: the analytics tag's events, and the storefront events that have
 * no name there (choosing a product option, adding to the wishlist), in the same ecommerce shape under
 * GA4's recommended names, so that a tag-manager container can act on them.
 */
export function tagManagerEvent(event: StorefrontEvent): { name: string; params: Record<string, unknown> } | null {
  const tag = tagEvent(event);
  if (tag) return tag;
  switch (event.name) {
    case 'customizeProduct':
      return { name: 'customize_product', params: { currency: event.currency, value: value(event.item), items: [tagItem(event.item)] } };
    case 'addToWishlist':
      return { name: 'add_to_wishlist', params: { items: [{ item_id: event.productId, affiliation: 'website' }] } };
    default:
      return null;
  }
}
