// What the thank-you page says about an order's payment (spec §2, §3 payment status): read from the
// platform, never assumed. Pure, so every case is tested.
import type { OrderShippingType } from '../commerce/shipping';

export interface PublicOrderPayment {
  paid: boolean;
  payable: boolean;
  payment_status?: 'pending' | 'failed' | 'successful' | null | undefined;
  payment_method_type?: string | null | undefined;
}

export type PaymentState = 'paid' | 'pending' | 'failed' | 'on-delivery' | 'transfer' | 'unpaid';

export function paymentState(order: PublicOrderPayment): PaymentState {
  if (order.paid) return 'paid';
  if (order.payment_method_type === 'offline' && order.payment_status === 'pending') return 'transfer';
  if (order.payment_status === 'pending') return 'pending';
  if (order.payment_status === 'failed') return 'failed';
  // No payment started and nothing to pay now: the order is paid on delivery.
  if (!order.payable) return 'on-delivery';
  return 'unpaid';
}

export const ORDER_CODE = /^[A-Za-z0-9-]{4,32}$/;

/** The thank-you page's query: an order code and the shipping type (default when missing or unknown). */
export function readThankYouQuery(search: URLSearchParams): { code: string; type: OrderShippingType } | undefined {
  const code = search.get('code')?.trim() ?? '';
  if (!ORDER_CODE.test(code)) return undefined;
  const t = search.get('t');
  return { code, type: t === 'digital' || t === 'mixed' ? t : 'default' };
}
