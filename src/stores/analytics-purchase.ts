// The purchase event of a thank-you page (loaded by src/stores/analytics.ts on that page only): the
// public order there has no lines or e-mail, so the checkout kept them (./purchase-memory.ts); sent once
// per order however often the page is shown.
import type { AnalyticsOrder } from '../lib/analytics/events';
import { PURCHASE_KEY } from './purchase-memory';

/** Local storage: the orders whose purchase was sent (once per order). */
const SENT_PURCHASES_KEY = 'analytics-purchases-sent';

/** The kept figures of the order `code` when its purchase is still to be sent, marked as sent; else null. */
export function takePurchase(code: string): AnalyticsOrder | null {
  try {
    const order = JSON.parse(sessionStorage.getItem(PURCHASE_KEY) || 'null') as AnalyticsOrder | null;
    const sent = JSON.parse(localStorage.getItem(SENT_PURCHASES_KEY) || '[]') as string[];
    if (!order || order.code !== code || sent.includes(code)) return null;
    localStorage.setItem(SENT_PURCHASES_KEY, JSON.stringify([...sent, code].slice(-50)));
    sessionStorage.removeItem(PURCHASE_KEY);
    return order;
  } catch {
    // unreadable storage: nothing to report
    return null;
  }
}
