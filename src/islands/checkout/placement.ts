// Placing the order, loaded when the shopper submits a valid form (the checkout page's JS budget,
// docs/benchmark.md#budgets): the attempt every tab shares (src/stores/checkout-attempt.ts), the placeOrder action,
// what the island shows for each of its answers, and the purchase's memory for the thank-you page.
// The island's own helpers come in as `screen`: importing the modules they live in here would split
// them out of the island's file into files of their own.
import { actions } from 'astro:actions';
import { attemptFor, markPlaced } from '../../stores/checkout-attempt';
import { rememberPurchase } from '../../stores/purchase-memory';
import { processCartSoon } from '../../stores/cart-processing';
import { goHomeIfSessionEnded } from '../../stores/session-ended';
import type { StoredCart } from '../../stores/cart';
import { purchaseFromCheckout } from '../../lib/analytics/purchase';
import { cartRequestItems } from '../../lib/commerce/cart';
import type { CheckoutForm } from '../../lib/commerce/checkout-form-schema';
import type { CheckoutErrorKey } from '../../lib/commerce/checkout-rules';
import type { NewAccountForm } from '../../lib/checkout/checkout-form';
import type { Locale } from '../../i18n/locales';
import { interpolate } from '../../i18n/interpolate';
import type { CheckoutText } from './checkout-text';

export type Notice = { title: string; text?: string | undefined };

export interface PlacementInput {
  locale: Locale;
  cart: StoredCart;
  form: CheckoutForm;
  /** The password of the account a guest creates with the order; null for a signed-in shopper or none wanted. */
  account: NewAccountForm | null;
  /** The total the shopper confirmed after the platform changed it, if it did. */
  changedTotal: { before: number; after: number } | null;
  vatRate: number | null;
  text: CheckoutText;
}

/** What the island does with the answer. */
export interface PlacementScreen {
  money: (amount: number) => string;
  fieldOf: (key: CheckoutErrorKey) => string;
  focusField: (id: string) => void;
  /** Shows the notice and moves the focus to it. */
  showNotice: (notice: Notice) => void;
  /** Shows the notice where it is (the focus goes to a field). */
  setNotice: (notice: Notice) => void;
  setFieldError: (field: string, message: string) => void;
  setChangedTotal: (total: { before: number; after: number }) => void;
  /** The order exists: the cart and the checkout are done, the page goes to `redirect`. */
  finish: (redirect: string) => void;
}

export async function placeOrder({ locale, cart, form, account, changedTotal, vatRate, text }: PlacementInput, screen: PlacementScreen): Promise<void> {
  const attempt = attemptFor(cart);
  // Another tab already placed the order of this cart: its thank-you page, not a second order.
  if ('placed' in attempt) return screen.finish(attempt.placed);
  const { data, error } = await actions.placeOrder({
    locale,
    attemptKey: attempt.key,
    form,
    items: cartRequestItems(cart.items).map((item, index) => ({ ...item, digital: cart.items[index]?.product.shipping_digital === true })),
    coupons: cart.coupons.map((coupon) => coupon.code),
    expectedTotal: changedTotal ? changedTotal.after : cart.summary,
    ...(account ? { account } : {}),
  });
  // The session could not be refreshed (the tokens are gone): home, not a refusal to read.
  if (data?.kind !== 'placed' && goHomeIfSessionEnded()) return;
  if (error || !data) {
    screen.showNotice({ title: error?.message || text.placement.failed });
    return;
  }
  if (data.kind === 'total-changed') {
    const before = changedTotal?.after ?? cart.summary;
    screen.setChangedTotal({ before, after: data.total });
    processCartSoon(0);
    screen.showNotice({ title: interpolate(text.page.totalChanged, { before: screen.money(before), after: screen.money(data.total) }) });
    return;
  }
  if (data.kind === 'coupons-throttled') {
    // Processed again, the cart's own rules take the codes out (or check them once the wait is over).
    processCartSoon(0);
    screen.showNotice({ title: data.title });
    return;
  }
  if (data.kind === 'invalid') {
    screen.setNotice({ title: data.message });
    const field = screen.fieldOf(data.key);
    // A country the sales channel does not serve: only the server knows; said at the field too.
    if (field.endsWith('-country')) screen.setFieldError(field, data.message);
    screen.focusField(field);
    return;
  }
  if (data.kind === 'account') {
    screen.setFieldError(data.field, data.message);
    screen.setNotice({ title: data.message });
    screen.focusField(data.field);
    return;
  }
  if (data.kind === 'failed') {
    screen.showNotice({ title: data.title, text: data.text });
    return;
  }
  // Told to the other tabs before the cart empties there.
  markPlaced(attempt.key, data.thankYou);
  const code = new URL(data.thankYou, location.href).searchParams.get('code');
  if (code) rememberPurchase(purchaseFromCheckout({ code, email: form.email, cart, vatRate, surveyConsent: form.survey, newsletterConsent: form.newsletter }));
  screen.finish(data.redirect);
}
