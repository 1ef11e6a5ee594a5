// The email-marketing integration's (edrone's) event for a storefront event: what is assigned to
// window._edrone before its init(). A purchase whose shopper ticked the checkout's newsletter consent
// subscribes them (edrone's subscriber_status '1') with the order event.
import type { AnalyticsOrder, StorefrontEvent } from './events';

export type EmailMarketingEvent = Record<string, string | number>;

export function emailMarketingEvent(event: StorefrontEvent): EmailMarketingEvent | null {
  switch (event.name) {
    case 'viewContent':
      if (event.contentType === 'homepage') return { action_type: 'homepage_view' };
      return event.contentType === 'category' ? { action_type: 'category_view', product_category_ids: event.id, product_category_names: event.title } : null;
    case 'viewProduct':
      return { action_type: 'product_view', product_ids: event.item.productId, product_titles: event.item.name };
    case 'addToCart':
      return { action_type: 'add_to_cart', product_ids: event.item.productId, product_titles: event.item.name };
    case 'purchase':
      return orderForEmailMarketing(event.order);
    default:
      return null;
  }
}

export const orderForEmailMarketing = (order: AnalyticsOrder): EmailMarketingEvent => ({
  action_type: 'order',
  email: order.email,
  order_id: order.code,
  order_payment_value: order.value,
  base_payment_value: order.value,
  order_currency: order.currency,
  base_currency: order.currency,
  product_ids: order.items.map((item) => item.productId).join('|'),
  product_titles: order.items.map((item) => item.name).join('|'),
  product_counts: order.items.map((item) => item.totalQty).join('|'),
  ...(order.newsletterConsent === true ? { subscriber_status: '1' } : {}),
});
