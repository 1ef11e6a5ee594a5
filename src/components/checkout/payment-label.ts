// The one wording of an order's payment on the shopper's pages (status, pay, transfer and thank-you):
// every label says paid or unpaid first (orders are labelled paid or unpaid), then why.
import { catalogue } from '../../i18n/messages';
import type { Locale } from '../../i18n/locales';
import type { PublicOrder } from '../../lib/checkout/order-payment';

export function paymentLabel(payment: PublicOrder['payment'], locale: Locale): string {
  const text = catalogue(locale).payment.status;
  return {
    paid: text.paid,
    pending: text.paymentPending,
    failed: text.paymentFailed,
    'on-delivery': text.onDelivery,
    transfer: text.transferPending,
    unpaid: text.unpaid,
    canceled: text.canceled,
  }[payment];
}
