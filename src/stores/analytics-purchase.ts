// The purchase event of a thank-you page (loaded by src/stores/analytics.ts on that page only): the
// public order there has no lines or e-mail, so the checkout kept them (./purchase-memory.ts); sent once
// per order however often the page is shown.
import type { AnalyticsOrder } from '../lib/analytics/events';
import { PURCHASE_KEY, SENT_PURCHASES_KEY, track } from './analytics';

export function trackPurchaseOnce(code: string): void {
  try {
    const order = JSON.parse(sessionStorage.getItem(PURCHASE_KEY) || 'null') as AnalyticsOrder | null;
    const sent = JSON.parse(localStorage.getItem(SENT_PURCHASES_KEY) || '[]') as string[];
    if (!order || order.code !== code || sent.includes(code)) return;
    localStorage.setItem(SENT_PURCHASES_KEY, JSON.stringify([...sent, code].slice(-50)));
    sessionStorage.removeItem(PURCHASE_KEY);
    track({ name: 'purchase', order });
  } catch {
    // unreadable storage: nothing to report
  }
}
