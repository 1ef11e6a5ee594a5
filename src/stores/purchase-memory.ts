// The placed order's figures for its thank-you page's purchase event (./analytics-purchase.ts).
import type { AnalyticsOrder } from '../lib/analytics/events';

/** Session storage: the placed order's figures, kept by the checkout for its thank-you page. */
export const PURCHASE_KEY = 'analytics-purchase';

export function rememberPurchase(order: AnalyticsOrder): void {
  try {
    sessionStorage.setItem(PURCHASE_KEY, JSON.stringify(order));
  } catch {
    // storage refused: the purchase goes unreported, the order is placed all the same
  }
}
