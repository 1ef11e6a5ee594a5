// What the thank-you page says about an order's payment (pending, failed or successful): read from the
// platform, never assumed. Pure, so every case is tested.
import type { OrderShippingType } from '../commerce/shipping';

export interface PublicOrderPayment {
  paid: boolean;
  payable: boolean;
  payment_status?: 'pending' | 'failed' | 'successful' | null | undefined;
  payment_method_type?: string | null | undefined;
  status?: { cancel?: boolean | undefined } | null | undefined;
}

export type PaymentState = 'paid' | 'pending' | 'failed' | 'on-delivery' | 'transfer' | 'unpaid' | 'canceled';

export function paymentState(order: PublicOrderPayment): PaymentState {
  if (order.paid) return 'paid';
  // Canceled unpaid (e.g. left unpaid too long): nothing is paid and nothing can be.
  if (order.status?.cancel === true) return 'canceled';
  // The shopper chose the bank transfer: the order stays unpaid until staff record the money.
  if (order.payment_method_type === 'offline') return 'transfer';
  if (order.payment_status === 'pending') return 'pending';
  if (order.payment_status === 'failed') return 'failed';
  // No payment started and nothing to pay now: the order is paid on delivery.
  if (!order.payable) return 'on-delivery';
  return 'unpaid';
}

export const ORDER_CODE = /^[A-Za-z0-9-]{4,32}$/;

/**
 * The thank-you page's query: an order code, the shipping type (default when missing or unknown) and
 * whether the shopper chose the bank transfer (`pay=transfer`: a platform whose public order view does
 * not name the payment method, as Heseya's, still gets the transfer's page).
 */
export function readThankYouQuery(search: URLSearchParams): { code: string; type: OrderShippingType; transfer: boolean } | undefined {
  const code = search.get('code')?.trim() ?? '';
  if (!ORDER_CODE.test(code)) return undefined;
  const t = search.get('t');
  return { code, type: t === 'digital' || t === 'mixed' ? t : 'default', transfer: search.get('pay') === 'transfer' };
}

/** The state the thank-you page shows: an unpaid order the shopper chose to pay by transfer waits for it. */
export const thankYouPayment = (state: PaymentState, transferChosen: boolean): PaymentState => (state === 'unpaid' && transferChosen ? 'transfer' : state);
