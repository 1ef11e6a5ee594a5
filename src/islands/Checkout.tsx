// The checkout island (/checkout): the form of the checkout state (src/stores/checkout.ts, kept
// in session storage), the shipping methods the cart may use (country rule, parcel-locker restriction,
// digital goods), the place (address, point or point code), billing, payment, consents and the summary.
// The island holds what the page shows beside the form (errors, the notice, a changed total, placing),
// derives the form's shape from the cart and the chosen methods, and renders one component per section
// (./checkout/*Section.tsx, ./checkout/PlaceOrder.tsx), which render and dispatch.
// Fields are checked on blur and change (docs/rules.md#form-validation); the submit runs the checkout
// checks in order (docs/rules.md#checkout-order), shows the first key's message and moves focus to the
// first invalid field. The checks load once the shopper first focuses the form. Placing goes through the
// placeOrder action with the idempotency key of the attempt every tab shares (./checkout/placement.ts and
// src/stores/checkout-attempt.ts, loaded on submit or when the cart empties under the page, to keep them out
// of the page's first load).
import { startTransition, useEffect, useRef, useState, type FormEvent } from 'react';
import { showNotifications } from '../stores/notification-area';
import { startCartAlerts } from '../stores/cart-alerts';
import { startConsentForms } from '../stores/consent-forms';
import { startAnalytics, track } from '../stores/analytics';
import { cartAnalytics } from '../lib/analytics/cart-items';
import { watchNewBuild } from '../lib/new-build';
import { startErrorReporting } from '../stores/error-reporting';
import { useStore } from '@nanostores/react';
import { $cart, type StoredCart } from '../stores/cart';
import { $cartFigures, processCartSoon, setProcessingShipping } from '../stores/cart-processing';
import { $checkout, $newAccount, resetCheckout, updateAddress, updateCheckout } from '../stores/checkout';
import type { AddressForm } from '../lib/commerce/checkout-form-schema';
import { cartShipping, emptyCart } from '../lib/commerce/cart';
import { formatMoney } from '../lib/commerce/money';
import { availableShippingMethods, digitalMethodsOf, isParcelLockerAllowedForCart } from '../lib/commerce/shipping';
import { billingFromShipping, placeInput } from '../lib/checkout/checkout-form';
import type { FieldContext } from '../lib/checkout/checkout-checks';
import type { CheckoutAccount, CheckoutShippingMethod } from '../lib/checkout/checkout-page';
import type { PickupWidgets } from '../lib/checkout/pickup-widgets';
import { localizePath, type Locale } from '../i18n/locales';
import { BillingSection } from './checkout/BillingSection';
import { ConsentsSection } from './checkout/ConsentsSection';
import { ContactSection } from './checkout/ContactSection';
import { DeliverySection } from './checkout/DeliverySection';
import { DigitalDeliverySection } from './checkout/DigitalDeliverySection';
import { OrderSummary } from './checkout/OrderSummary';
import { PaymentSection } from './checkout/PaymentSection';
import { PlaceOrder } from './checkout/PlaceOrder';
import type { CheckoutText } from './checkout/checkout-text';
import type { Notice } from './checkout/placement';
import type { SectionProps } from './checkout/section';

interface Props {
  locale: Locale;
  currency: string;
  /** The shop's VAT rate in percent, for the purchase event's tax (null: the fallback, docs/rules.md#vat). */
  vatRate: number | null;
  methods: CheckoutShippingMethod[];
  restrictParcelLockers: boolean;
  countries: [string, string][];
  /** Where a blank address starts when its country is not one the sales channel serves. */
  defaultCountry: string;
  email: string;
  /** A signed-in shopper's saved addresses and newsletter answer; null for a guest. */
  account: CheckoutAccount | null;
  /** The price-comparison survey integration is configured: its consent is asked. */
  survey: boolean;
  /** Where the providers' point pickers load from. */
  widgets: PickupWidgets;
  text: CheckoutText;
}

let checks: Promise<typeof import('../lib/checkout/checkout-checks')> | undefined;

/** The form's checks, loaded on first use; a failed load (the network) is tried again on the next use. */
function loadChecks() {
  checks ??= import('../lib/checkout/checkout-checks').catch((error: unknown) => {
    checks = undefined;
    throw error;
  });
  return checks;
}

function focusField(id: string): void {
  const element = document.getElementById(id);
  element?.focus();
  element?.scrollIntoView({ block: 'center' });
}

export default function Checkout({
  locale,
  currency,
  vatRate,
  methods,
  restrictParcelLockers,
  countries,
  defaultCountry,
  email,
  account,
  survey,
  widgets,
  text,
}: Props) {
  const cart = useStore($cart);
  const figures = useStore($cartFigures);
  const form = useStore($checkout);
  const newAccount = useStore($newAccount);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [changedTotal, setChangedTotal] = useState<{ before: number; after: number } | null>(null);
  const [placing, setPlacing] = useState(false);
  const placed = useRef(false);
  // A submit waiting for the checks: a second one meanwhile is the same click twice.
  const submitting = useRef(false);
  // The last cart with something in it: when another tab orders it, this page follows to that order.
  const lastCart = useRef(cart);
  if (cart.items.length > 0) lastCart.current = cart;
  const noticeRef = useRef<HTMLDivElement>(null);
  // No component below is memoised: a new function per render costs nothing (and no useMemo, bytes under the JS budget).
  const money = (amount: number) => formatMoney(amount, currency, locale);

  // The shape of the form follows the cart and the chosen methods.
  const needs = cartShipping(cart);
  const parcelLockerAllowed = isParcelLockerAllowedForCart(restrictParcelLockers, cart.items);
  const physicalMethods = needs.physical ? availableShippingMethods(methods, { country: form.shippingAddress.country, parcelLockerAllowed }) : [];
  // The page says in its own text that a digital method is missing (the platform's message stays on the server).
  const digitalMethods = needs.digital ? digitalMethodsOf(methods) : [];
  const noDigitalMethod = needs.digital && digitalMethods.length === 0;
  const method = physicalMethods.find((candidate) => candidate.id === form.shippingMethodId) ?? null;
  const digitalMethod = digitalMethods.find((candidate) => candidate.id === form.digitalShippingMethodId) ?? null;
  const paymentSource = needs.physical ? method : digitalMethod;
  const payOnDelivery = needs.physical && method?.payment_on_delivery === true;
  const payments = payOnDelivery ? [] : (paymentSource?.payments ?? []);
  const context: FieldContext = {
    physical: needs.physical,
    digital: needs.digital,
    method,
    digitalMethod,
    payOnDelivery,
    paymentMethodIds: payments.map((payment) => payment.id),
  };
  const place = placeInput(context);
  const ownBilling = !billingFromShipping(form, context);

  // This page has no shell script (src/layouts/Checkout.astro): the island itself starts the error
  // reporting, shows the notifications and the unavailable-products alert, and watches for a new build.
  useEffect(() => {
    startErrorReporting();
    showNotifications();
    startCartAlerts();
    // Back online, the cart is processed again (the shell script does it on the other pages).
    window.addEventListener('online', () => processCartSoon(0));
    startConsentForms();
    startAnalytics();
    if ($cart.get().items.length > 0) track({ name: 'initiateCheckout', ...cartAnalytics($cart.get()) });
    watchNewBuild();
  }, []);

  // A blank address in a country the sales channel does not serve (the form's Poland, or one kept from
  // another channel) starts from the channel's default; a filled one keeps its country (the server says why).
  useEffect(() => {
    const offered = new Set(countries.map(([code]) => code));
    for (const which of ['shippingAddress', 'billingAddress'] as const) {
      const address = $checkout.get()[which];
      const blank = !address.name.trim() && !address.address.trim() && !address.zip.trim() && !address.city.trim();
      if (blank && !offered.has(address.country)) updateAddress(which, { country: defaultCountry });
    }
  }, [countries, defaultCountry]);

  useEffect(() => {
    // A fresh form of a signed-in shopper: their e-mail, and the newsletter consent as their settings say.
    if (email && !$checkout.get().email) updateCheckout({ email, newsletter: account?.newsletter === true });
  }, [email, account]);

  // Digital goods get the digital method (the first, when the shop has several and none is chosen).
  useEffect(() => {
    if (needs.digital && !digitalMethod && digitalMethods[0]) updateCheckout({ digitalShippingMethodId: digitalMethods[0].id });
  }, [needs.digital, digitalMethod, digitalMethods]);

  // The cart is processed on entry and again whenever the chosen methods change, so delivery and the
  // total on screen are the platform's for this choice.
  const shippingId = needs.physical ? (method?.id ?? null) : null;
  const digitalId = needs.digital ? (digitalMethod?.id ?? null) : null;
  useEffect(() => {
    setProcessingShipping(shippingId, digitalId);
    processCartSoon(0);
  }, [shippingId, digitalId]);

  // An empty cart has nothing to check out: back to the cart (which says why, e.g. products gone).
  useEffect(() => {
    // A placement of this tab still waiting for its answer goes where that answer says.
    if (placed.current || placing || cart.items.length > 0 || cart.isProcessing) return;
    // Emptied under the page: another tab may have placed the order of this very cart.
    const ordered = lastCart.current;
    void import('../stores/checkout-attempt')
      .then(
        (attempts) => attempts.placedOrderOf(ordered),
        () => undefined,
      )
      .then((thankYou) => window.location.replace(thankYou ?? localizePath('/cart', locale)));
  }, [cart.items.length, cart.isProcessing, placing, locale]);

  /**
   * Validation on blur and change: the field's error as the current value gives it. Shown in a
   * transition: the focus moving on (or the choice) is painted first, the form's render follows.
   */
  function commit(id: string) {
    loadChecks().then(
      ({ checkoutFieldErrors }) => {
        // A signed-in shopper creates no account, whatever the stored form still says.
        const found = checkoutFieldErrors($checkout.get(), context, text.fields, account ? undefined : $newAccount.get()).find(([field]) => field === id);
        startTransition(() => setErrors((current) => ({ ...current, [id]: found?.[1] })));
      },
      // Not loaded (the network): the submit checks the field again.
      () => undefined,
    );
  }

  function change(patch: Parameters<typeof updateCheckout>[0], id?: string) {
    updateCheckout(patch);
    setChangedTotal(null);
    if (id) commit(id);
  }

  function changeAddress(which: 'shippingAddress' | 'billingAddress', patch: Partial<AddressForm>) {
    updateAddress(which, patch);
    setChangedTotal(null);
  }

  function showNotice(next: Notice) {
    setNotice(next);
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  /** The order exists: the cart and the checkout are done (the only place they are cleared; the thank-you page touches neither). */
  function finish(redirect: string) {
    placed.current = true;
    $cart.set(emptyCart() as StoredCart);
    resetCheckout();
    $newAccount.set({ password: '', confirmation: '' });
    window.location.assign(redirect);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (placing || submitting.current) return;
    submitting.current = true;
    try {
      await checkAndPlace();
    } finally {
      submitting.current = false;
    }
  }

  async function checkAndPlace() {
    const current = $checkout.get();
    let loaded: Awaited<ReturnType<typeof loadChecks>>;
    try {
      loaded = await loadChecks();
    } catch {
      showNotice({ title: text.placement.unreachable });
      return;
    }
    const { invalid, key } = loaded.submitErrors(current, context, text.fields, account ? undefined : newAccount);
    setErrors(Object.fromEntries(invalid));
    if (key || invalid.length > 0 || noDigitalMethod) {
      const ids = invalid.map(([id]) => id);
      const name = key ? (key.slice('errors.checkout.'.length) as keyof CheckoutText['errors']) : 'invalidForm';
      setNotice({ title: noDigitalMethod ? text.page.noDigitalShippingMethod : text.errors[name] });
      focusField(key ? loaded.fieldOfCheckoutError(key, ids, context) : (ids[0] ?? 'checkout-email'));
      return;
    }
    setPlacing(true);
    setNotice(null);
    try {
      const { placeOrder } = await import('./checkout/placement');
      await placeOrder(
        { locale, cart, form: current, account: current.createAccount && !account ? newAccount : null, changedTotal, vatRate, text },
        {
          money,
          fieldOf: (failed) => loaded.fieldOfCheckoutError(failed, [], context),
          focusField,
          showNotice,
          setNotice,
          setFieldError: (field, message) => setErrors((shown) => ({ ...shown, [field]: message })),
          setChangedTotal,
          finish,
        },
      );
    } catch {
      showNotice({ title: text.placement.unreachable });
    } finally {
      if (!placed.current) setPlacing(false);
    }
  }

  if (cart.items.length === 0) return <p className="checkout__loading">{text.page.loading}</p>;

  const updating = cart.isProcessing || figures === 'unconfirmed';
  const section: SectionProps = { form, errors, text, change, changeAddress, commit };

  return (
    <div className="checkout" data-checkout-ready={updating ? undefined : ''}>
      <form
        className="checkout__form"
        noValidate
        onSubmit={submit}
        onFocus={() => void loadChecks().catch(() => undefined)}
        aria-describedby={notice ? 'checkout-notice' : undefined}
      >
        <div ref={noticeRef} id="checkout-notice" className={notice ? 'checkout__notice' : 'visually-hidden'} role="alert" tabIndex={-1}>
          {notice && (
            <>
              <p className="checkout__notice-title">{notice.title}</p>
              {notice.text && <p>{notice.text}</p>}
            </>
          )}
        </div>

        <ContactSection {...section} account={account} newAccount={newAccount} />
        {needs.physical && (
          <DeliverySection
            {...section}
            methods={physicalMethods}
            method={method}
            place={place}
            cartValue={cart.totalValue}
            money={money}
            account={account}
            countries={countries}
            widgets={widgets}
          />
        )}
        {needs.digital && (
          <DigitalDeliverySection
            {...section}
            methods={digitalMethods}
            method={digitalMethod}
            physical={needs.physical}
            cartValue={cart.totalValue}
            money={money}
          />
        )}
        <BillingSection {...section} place={place} ownBilling={ownBilling} account={account} countries={countries} />
        <PaymentSection {...section} payOnDelivery={payOnDelivery} payments={payments} methodChosen={paymentSource !== null} />
        <ConsentsSection {...section} survey={survey} />
        <PlaceOrder {...section} locale={locale} changedTotal={changedTotal} placing={placing} payOnDelivery={payOnDelivery} money={money} />
      </form>
      <OrderSummary
        cart={cart}
        shippingChosen={needs.physical ? method !== null : true}
        updating={updating}
        text={text.summary}
        free={text.page.free}
        money={money}
      />
    </div>
  );
}
