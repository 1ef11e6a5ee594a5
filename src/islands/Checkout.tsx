// The checkout island (/checkout): the form of the checkout state (src/stores/checkout.ts, kept
// in session storage), the shipping methods the cart may use (country rule, parcel-locker restriction,
// digital goods), the place (address, point or point code), billing, payment, consents and the summary.
// Fields are checked on blur and change (docs/rules.md#form-validation); the submit runs the checkout checks in order
// (docs/rules.md#checkout-order),
// shows the first key's message and moves focus to the first invalid field. Placing goes through the
// placeOrder action with the idempotency key of the attempt every tab shares (./checkout/placement.ts and
// src/stores/checkout-attempt.ts, loaded on submit or when the cart empties under the page, to keep them out
// of the page's first load).
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
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
import { checkoutError } from '../lib/commerce/checkout-rules';
import { deliveryPrice } from '../lib/commerce/delivery-price';
import { formatMoney } from '../lib/commerce/money';
import { availableShippingMethods, digitalMethodsOf, isParcelLockerAllowedForCart, PICKUP_PROVIDERS, pickupProvider } from '../lib/commerce/shipping';
import { billingFromShipping, checkoutFieldErrors, fieldOfCheckoutError, placeInput, showsVat, toCheckoutState, type FieldContext } from '../lib/checkout/checkout-form';
import type { CheckoutAccount, CheckoutShippingMethod } from '../lib/checkout/checkout-page';
import type { PickupWidgets } from '../lib/checkout/pickup-widgets';
import { interpolate } from '../i18n/interpolate';
import { localizePath, type Locale } from '../i18n/locales';
import { AddressFields } from './checkout/AddressFields';
import { Field, FieldError, errorId } from './checkout/Field';
import { MethodChoice, type Choice } from './checkout/MethodChoice';
import { OrderSummary } from './checkout/OrderSummary';
import type { CheckoutText } from './checkout/checkout-text';
import type { Notice } from './checkout/placement';

// Loaded only when needed (the page's JS budget): the point picker for a point-external method, a point
// method's points, the saved addresses for a signed-in shopper, the company and VAT fields once a box is
// ticked, the password fields when a guest creates an account.
const PointPicker = lazy(() => import('./checkout/PointPicker'));
const SavedAddresses = lazy(() => import('./checkout/SavedAddresses'));
const CreateAccount = lazy(() => import('./checkout/CreateAccount'));
const PlatformPoints = lazy(() => import('./checkout/PlatformPoints'));
const CompanyFields = lazy(() => import('./checkout/CompanyFields'));
const parts = { Field, FieldError, MethodChoice };

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


function focusField(id: string): void {
  const element = document.getElementById(id);
  element?.focus();
  element?.scrollIntoView({ block: 'center' });
}

export default function Checkout({ locale, currency, vatRate, methods, restrictParcelLockers, countries, defaultCountry, email, account, survey, widgets, text }: Props) {
  const cart = useStore($cart);
  const figures = useStore($cartFigures);
  const form = useStore($checkout);
  const newAccount = useStore($newAccount);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [changedTotal, setChangedTotal] = useState<{ before: number; after: number } | null>(null);
  const [placing, setPlacing] = useState(false);
  const placed = useRef(false);
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
  const context: FieldContext = { physical: needs.physical, digital: needs.digital, method, digitalMethod, payOnDelivery, paymentMethodIds: payments.map((payment) => payment.id) };
  const place = placeInput(context);
  const ownBilling = !billingFromShipping(form, context);

  // This page has no shell script (src/layouts/Checkout.astro): the island shows the notifications and
  // the unavailable-products alert, and watches for a new build, itself.
  // the unavailable-products alert itself, and starts the error reporting.
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
      .then((attempts) => attempts.placedOrderOf(ordered), () => undefined)
      .then((thankYou) => window.location.replace(thankYou ?? localizePath('/cart', locale)));
  }, [cart.items.length, cart.isProcessing, placing, locale]);

  const provider = pickupProvider(method);

  /**
   * Validation on blur and change: the field's error as the current value gives it. Shown in a
   * transition: the focus moving on (or the choice) is painted first, the form's render follows.
   */
  function commit(id: string) {
    // A signed-in shopper creates no account, whatever the stored form still says.
    const found = checkoutFieldErrors($checkout.get(), context, text.fields, account ? undefined : $newAccount.get()).find(([field]) => field === id);
    startTransition(() => setErrors((current) => ({ ...current, [id]: found?.[1] })));
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
    if (placing) return;
    const current = $checkout.get();
    const invalid = checkoutFieldErrors(current, context, text.fields, account ? undefined : newAccount);
    setErrors(Object.fromEntries(invalid));
    const key = checkoutError(toCheckoutState(current, context), needs);
    if (key || invalid.length > 0 || noDigitalMethod) {
      const ids = invalid.map(([id]) => id);
      const name = key ? (key.slice('errors.checkout.'.length) as keyof CheckoutText['errors']) : 'invalidForm';
      setNotice({ title: noDigitalMethod ? text.page.noDigitalShippingMethod : text.errors[name] });
      focusField(key ? fieldOfCheckoutError(key, ids, context) : (ids[0] ?? 'checkout-email'));
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
          fieldOf: (key) => fieldOfCheckoutError(key, [], context),
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

  const methodChoice = (list: CheckoutShippingMethod[]): Choice[] =>
    list.map((candidate) => {
      const price = deliveryPrice(candidate.ranges, cart.totalValue) ?? 0;
      const time = candidate.time;
      return {
        id: candidate.id,
        label: candidate.name,
        detail: (
          <>
            <span data-method-price>{price === 0 ? text.page.free : money(price)}</span>
            {time && <span> · {interpolate(text.page.shippingTime, { time })}</span>}
          </>
        ),
      };
    });
  const updating = cart.isProcessing || figures === 'unconfirmed';
  const submitLabel = placing ? text.page.submitting : changedTotal ? text.page.confirmChanged : payOnDelivery ? text.page.submitOnDelivery : text.page.submit;

  return (
    <div className="checkout" data-checkout-ready={updating ? undefined : ''}>
      <form className="checkout__form" noValidate onSubmit={submit} aria-describedby={notice ? 'checkout-notice' : undefined}>
        <div ref={noticeRef} id="checkout-notice" className={notice ? 'checkout__notice' : 'visually-hidden'} role="alert" tabIndex={-1}>
          {notice && (
            <>
              <p className="checkout__notice-title">{notice.title}</p>
              {notice.text && <p>{notice.text}</p>}
            </>
          )}
        </div>

        <fieldset className="checkout__section">
          <legend>{text.page.contact}</legend>
          <Field
            id="checkout-email"
            label={text.page.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={form.email}
            error={errors['checkout-email']}
            onValue={(value) => change({ email: value })}
            onCommit={() => commit('checkout-email')}
          />
          {!account && (
            <label className="checkbox">
              <input type="checkbox" checked={form.createAccount} onChange={(event) => change({ createAccount: event.currentTarget.checked })} />
              {text.options.account.create}
            </label>
          )}
          {!account && form.createAccount && (
            <Suspense fallback={null}>
              <CreateAccount errors={errors} text={text.options.account} account={newAccount} onAccount={(patch) => $newAccount.set({ ...$newAccount.get(), ...patch })} onCommit={commit} parts={parts} />
            </Suspense>
          )}
        </fieldset>

        {needs.physical && (
          <section className="checkout__section" aria-labelledby="checkout-delivery-heading">
            <h2 id="checkout-delivery-heading">{text.page.delivery}</h2>
            {physicalMethods.length === 0 ? (
              <p className="checkout__warning" id="shipping-method" tabIndex={-1}>{text.page.noShippingMethods}</p>
            ) : (
              <MethodChoice
                id="shipping-method"
                name="shipping-method"
                legend={text.page.shippingMethod}
                choices={methodChoice(physicalMethods)}
                value={method?.id ?? null}
                error={errors['shipping-method']}
                onChoose={(id) => {
                  change({ shippingMethodId: id, paymentMethodId: null, shippingPointId: null }, 'shipping-method');
                  const chosen = physicalMethods.find((candidate) => candidate.id === id);
                  if (chosen) track({ name: 'addShippingInfo', shippingTier: chosen.name, ...cartAnalytics($cart.get()) });
                }}
              />
            )}
            {place === 'point' && method && (
              <Suspense fallback={null}>
                <PlatformPoints points={method.points} value={form.shippingPointId} error={errors['shipping-point']} text={text.page} onChoose={(id) => change({ shippingPointId: id }, 'shipping-point')} parts={parts} />
              </Suspense>
            )}
            {place === 'pickup' && provider && (
              <Suspense fallback={null}>
                <PointPicker
                  provider={PICKUP_PROVIDERS[provider]}
                  widgets={widgets}
                  point={form.pickupPoint}
                  phone={form.shippingAddress.phone}
                  errors={errors}
                  text={text}
                  onPoint={(point) => change({ pickupPoint: point }, 'pickup-point')}
                  onPhone={(phone) => changeAddress('shippingAddress', { phone })}
                  onCommit={commit}
                  parts={parts}
                />
              </Suspense>
            )}
            {place === 'address' && (
              <fieldset className="checkout__subsection">
                <legend>{text.page.deliveryAddress}</legend>
                {account && (
                  <Suspense fallback={null}>
                    <SavedAddresses scope="shipping" saved={account.shipping} address={form.shippingAddress} save={form.saveShipping} text={text.options.saved} onPick={(picked) => changeAddress('shippingAddress', picked)} onSave={(save) => change({ saveShipping: save })} />
                  </Suspense>
                )}
                <AddressFields
                  scope="shipping"
                  address={form.shippingAddress}
                  countries={countries}
                  errors={errors}
                  text={text.page}
                  onChange={(patch) => changeAddress('shippingAddress', patch)}
                  onCommit={commit}
                />
              </fieldset>
            )}
          </section>
        )}

        {needs.digital && (
          <section className="checkout__section" aria-labelledby="checkout-digital-heading">
            <h2 id="checkout-digital-heading">{text.page.digitalShippingMethod}</h2>
            {noDigitalMethod ? (
              <p className="checkout__warning" id="digital-method" tabIndex={-1}>{text.page.noDigitalShippingMethod}</p>
            ) : (
              <MethodChoice
                id="digital-method"
                name="digital-method"
                legend={text.page.digitalShippingMethod}
                choices={methodChoice(digitalMethods)}
                value={digitalMethod?.id ?? null}
                error={errors['digital-method']}
                onChoose={(id) => change({ digitalShippingMethodId: id, paymentMethodId: needs.physical ? form.paymentMethodId : null }, 'digital-method')}
              />
            )}
          </section>
        )}

        <fieldset className="checkout__section">
          <legend>{text.page.billing}</legend>
          {place === 'address' && (
            <label className="checkbox">
              <input type="checkbox" checked={form.billingSame} onChange={(event) => change({ billingSame: event.currentTarget.checked })} />
              {text.page.billingSame}
            </label>
          )}
          {ownBilling && account && (
            <Suspense fallback={null}>
              <SavedAddresses scope="billing" saved={account.billing} address={form.billingAddress} save={form.saveBilling} text={text.options.saved} onPick={(picked) => changeAddress('billingAddress', picked)} onSave={(save) => change({ saveBilling: save })} />
            </Suspense>
          )}
          {ownBilling && (
            <AddressFields
              scope="billing"
              address={form.billingAddress}
              countries={countries}
              errors={errors}
              text={text.page}
              onChange={(patch) => changeAddress('billingAddress', patch)}
              onCommit={commit}
            />
          )}
          <label className="checkbox">
            <input type="checkbox" checked={form.asCompany} onChange={(event) => change({ asCompany: event.currentTarget.checked })} />
            {text.page.asCompany}
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={form.invoiceRequested} onChange={(event) => change({ invoiceRequested: event.currentTarget.checked })} />
            {text.page.invoice}
          </label>
          {(form.asCompany || form.invoiceRequested) && (
            <Suspense fallback={null}>
              <CompanyFields form={form} vat={showsVat(form)} errors={errors} text={text.page} onChange={(patch) => changeAddress('billingAddress', patch)} onCommit={commit} parts={parts} />
            </Suspense>
          )}
        </fieldset>

        <section className="checkout__section" aria-labelledby="checkout-payment-heading">
          <h2 id="checkout-payment-heading">{text.page.payment}</h2>
          {payOnDelivery ? (
            <p data-pay-on-delivery>{text.page.payOnDelivery}</p>
          ) : payments.length === 0 ? (
            <p className="checkout__hint" id="payment-method" tabIndex={-1}>{paymentSource ? text.page.noPaymentMethods : text.errors.shippingMethod}</p>
          ) : (
            <MethodChoice
              id="payment-method"
              name="payment-method"
              legend={text.page.payment}
              choices={payments.map((payment) => ({ id: payment.id, label: payment.name }))}
              value={form.paymentMethodId}
              error={errors['payment-method']}
              onChoose={(id) => {
                change({ paymentMethodId: id }, 'payment-method');
                const chosen = payments.find((payment) => payment.id === id);
                if (chosen) track({ name: 'addPaymentInfo', paymentType: chosen.name, ...cartAnalytics($cart.get()) });
              }}
            />
          )}
        </section>

        <fieldset className="checkout__section">
          <legend>{text.page.consents}</legend>
          <div className="field">
            <label className="checkbox">
              <input
                type="checkbox"
                id="consent-statute"
                required
                checked={form.statute}
                aria-invalid={errors['consent-statute'] ? true : undefined}
                aria-describedby={errorId('consent-statute')}
                onChange={(event) => change({ statute: event.currentTarget.checked }, 'consent-statute')}
              />
              {text.page.statute}
            </label>
            <FieldError id="consent-statute" error={errors['consent-statute']} />
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={form.newsletter} onChange={(event) => change({ newsletter: event.currentTarget.checked })} />
            {text.page.newsletter}
          </label>
          {survey && (
            <label className="checkbox">
              <input type="checkbox" checked={form.survey} onChange={(event) => change({ survey: event.currentTarget.checked })} data-survey-consent />
              {text.options.survey}
            </label>
          )}
        </fieldset>

        <div className="field">
          <label htmlFor="checkout-comment">{text.page.comment}</label>
          <textarea
            id="checkout-comment"
            rows={3}
            value={form.comment}
            aria-invalid={errors['checkout-comment'] ? true : undefined}
            aria-describedby={errorId('checkout-comment')}
            onChange={(event) => updateCheckout({ comment: event.currentTarget.value })}
            onBlur={() => commit('checkout-comment')}
          />
          <FieldError id="checkout-comment" error={errors['checkout-comment']} />
        </div>

        {changedTotal && <p className="checkout__changed" data-total-changed>{interpolate(text.page.totalChanged, { before: money(changedTotal.before), after: money(changedTotal.after) })}</p>}
        <button type="submit" className="button checkout__submit" aria-disabled={placing || undefined} data-place-order>
          {submitLabel}
        </button>
        <p>
          <a href={localizePath('/cart', locale)}>{text.page.backToCart}</a>
        </p>
      </form>
      <OrderSummary cart={cart} shippingChosen={needs.physical ? method !== null : true} updating={updating} text={text.summary} free={text.page.free} money={money} />
    </div>
  );
}
