// The placed order's figures for its thank-you page's purchase event (./analytics-purchase.ts).
import type { AnalyticsOrder } from '../lib/analytics/events';
import { PURCHASE_KEY } from './analytics';

export function rememberPurchase(order: AnalyticsOrder): void {
  try {
    sessionStorage.setItem(PURCHASE_KEY, JSON.stringify(order));
  } catch {
    // storage refused: the purchase goes unreported, the order is placed all the same
  }
}
