// Places the order (docs/rules.md#checkout-order): validated with zod, then src/lib/checkout/place-order.ts with the
// session's platform client (a signed-in shopper's tokens apply). Its discount codes follow the cart's
// rules and spend the cart's code-lookup throttle (src/actions/cart/coupon-request.ts), so checkout is no
// free way to guess codes. Expected outcomes come back as data (a changed total, codes the throttle kept
// back, a checkout error key, a platform refusal with its message); only a malformed request (too many codes, codes on an
// empty cart) is an error.
import { ActionError, defineAction } from 'astro:actions';
import { t } from '../../i18n/messages';
import { env } from '../../lib/env';
import { siteOrigin } from '../../lib/site-origin';
import { hasTokens } from '../../lib/account/session';
import { AttemptRegistry } from '../../lib/checkout/attempts';
import { placeOrder, type PlaceOrderResult } from '../../lib/checkout/place-order';
import { checkoutErrorMessage, type CheckoutErrorKey } from '../../lib/commerce/checkout-validation';
import { internationalPhone } from '../../lib/commerce/phone';
import { placeOrderEnvelope, placeOrderInput, type PlaceOrderInput } from '../../lib/checkout/checkout-input';
import { REGISTER_REFUSALS, registerInput } from '../account/account-input';
import { registerAndSignIn } from '../account/register';
import { addSavedAddress, savedAddresses } from '../account/addresses';
import { loadConsents } from '../../lib/account/consents';
import { NEWSLETTER_KEY, updatePersonalMetadata } from '../../lib/account/personal-metadata';
import type { Locale } from '../../i18n/locales';
import type { Platform } from '../../lib/platform';
import type { AddressForm } from '../../lib/commerce/checkout-form-schema';
import { limits } from '../../lib/rate-limit/limits';
import { clientNetworkOf } from '../../lib/rate-limit/client-network';
import { minutesToWait } from '../../lib/rate-limit/consume';
import { couponLookups, couponRequestOrRefuse, throttledCouponsMessage } from '../cart/coupon-request';
import { pricingChannel } from '../cart/pricing-channel';

export type PlaceOrderOutcome =
  | { kind: 'placed'; code: string; redirect: string; thankYou: string }
  | { kind: 'total-changed'; total: number }
  /** Codes not asked about (too many wrong codes from this network): `title` says so, as the cart does. */
  | { kind: 'coupons-throttled'; codes: string[]; title: string }
  | { kind: 'invalid'; key: CheckoutErrorKey; message: string }
  | { kind: 'account'; field: string; message: string }
  | { kind: 'failed'; title: string; text?: string };

const attempts = new AttemptRegistry<PlaceOrderResult>();

type ActionContext = Parameters<typeof registerAndSignIn>[1];
type Refusal = { refused: { field: string; message: string } };

/** Where a registration field's problem is shown on the checkout form (the name: see openAccount). */
const ACCOUNT_FIELDS: Record<string, string> = {
  email: 'checkout-email',
  password: 'account-password',
  passwordConfirmation: 'account-password-confirmation',
};

/**
 * Registers the guest with the order's e-mail, the billing name and the password (the /register rules
 * and flow: src/actions/account), accepting the shop's required consents with the statute the checkout
 * already required; then the order is placed with the new customer's tokens.
 */
async function openAccount(
  context: ActionContext,
  locale: Locale,
  input: PlaceOrderInput & { account: NonNullable<PlaceOrderInput['account']> },
): Promise<{ platform: Platform } | Refusal> {
  const form = input.form;
  // The account's name is the billing name (the delivery name when billing follows the address).
  const nameField = form.billingSame && form.shippingAddress.name.trim() ? 'shipping-name' : 'billing-name';
  const name = (nameField === 'shipping-name' ? form.shippingAddress.name : form.billingAddress.name).trim();
  const [firstName = '', ...rest] = name.split(/\s+/);
  const options = { language: locale, salesChannelId: context.locals.shop?.channel?.id };
  const consents = form.statute ? (await loadConsents(options)).filter((consent) => consent.required).map((consent) => consent.id) : [];
  const parsed = registerInput.safeParse({
    locale,
    email: form.email,
    password: input.account.password,
    passwordConfirmation: input.account.confirmation,
    firstName,
    surname: rest.join(' '),
    phone: '',
    birthday: '',
    consents,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ACCOUNT_FIELDS[String(issue?.path[0])];
    // A name without a surname (docs/rules.md#server-field-rules), shown at the name field.
    if (!field) return { refused: { field: nameField, message: t(locale, 'account.register.fullName') } };
    return { refused: { field, message: issue?.message ?? t(locale, 'checkoutOptions.account.failed') } };
  }
  try {
    await registerAndSignIn(parsed.data, context);
  } catch (error) {
    if (!(error instanceof ActionError)) throw error;
    if (error.code === REGISTER_REFUSALS.alreadyRegistered)
      return { refused: { field: 'checkout-email', message: t(locale, 'checkoutOptions.account.alreadyRegistered') } };
    if (error.code === REGISTER_REFUSALS.compromised)
      return { refused: { field: 'account-password', message: t(locale, 'checkoutOptions.account.compromised') } };
    return {
      refused: { field: 'account-password', message: error.code === 'SERVICE_UNAVAILABLE' ? t(locale, 'checkoutOptions.account.failed') : error.message },
    };
  }
  return { platform: context.locals.platformWith({ language: locale }) };
}

type SavedAddress = Awaited<ReturnType<typeof savedAddresses>>['shipping'][number];

const sameAddress = (saved: SavedAddress, typed: AddressForm) =>
  saved.address.name === typed.name.trim() &&
  saved.address.address === typed.address.trim() &&
  saved.address.zip === typed.zip.trim() &&
  saved.address.city === typed.city.trim() &&
  saved.address.country === typed.country &&
  internationalPhone(saved.address.phone, saved.address.country) === internationalPhone(typed.phone, typed.country);

/** Saves the addresses a signed-in shopper asked to keep, unless the account has them already. */
async function saveAddresses(platform: Platform, form: PlaceOrderInput['form']): Promise<void> {
  const lists = await savedAddresses(platform);
  const wanted: ['shipping' | 'billing', AddressForm, boolean][] = [
    ['shipping', form.shippingAddress, form.saveShipping && Boolean(form.shippingAddress.name.trim())],
    ['billing', form.billingAddress, form.saveBilling && !form.billingSame && Boolean(form.billingAddress.name.trim())],
  ];
  for (const [kind, address, save] of wanted) {
    const existing = lists[kind];
    if (!save || existing.some((saved) => sameAddress(saved, address))) continue;
    await addSavedAddress(
      platform,
      kind,
      {
        name: address.name.trim(),
        address: address.address.trim(),
        zip: address.zip.trim(),
        city: address.city.trim(),
        country: address.country,
        phone: address.phone.trim(),
        vat: address.vat.trim(),
      },
      existing.length === 0,
    );
  }
}

/**
 * What a signed-in shopper's order does after it is placed: the addresses they asked to keep, and a
 * ticked newsletter consent saved as their standing answer (the settings page's key). An action has no
 * Astro.locals.account: the profile is read first (updatePersonalMetadata needs a loaded user).
 */
async function afterSignedInOrder(platform: Platform, form: PlaceOrderInput['form']): Promise<void> {
  const saveNewsletter = async () => {
    const { data: profile } = platform.unwrap(await platform.client.GET('/auth/profile'));
    await updatePersonalMetadata(platform, profile, { [NEWSLETTER_KEY]: true });
  };
  // Independent: a refused address does not lose the consent, nor the other way round.
  const outcomes = await Promise.allSettled([
    form.saveShipping || form.saveBilling ? saveAddresses(platform, form) : Promise.resolve(),
    form.newsletter ? saveNewsletter() : Promise.resolve(),
  ]);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

export const placeOrderAction = defineAction({
  accept: 'json',
  input: placeOrderEnvelope,
  async handler(envelope, context): Promise<PlaceOrderOutcome> {
    const { locale } = envelope;
    // The discount codes' rules of the cart's processing (cap, none on an empty cart, their messages), then an order needs a line.
    const input = couponRequestOrRefuse(placeOrderInput.safeParse(envelope), locale, 'checkout.errors.invalidForm');
    if (input.items.length === 0) throw new ActionError({ code: 'BAD_REQUEST', message: t(locale, 'checkout.errors.invalidForm') });
    const { channelId, currency, shop } = pricingChannel(context, locale, 'checkout.placement.unreachable');
    const platform = context.locals.platformWith({ language: locale });
    // Actions get no Astro.locals.account (src/middleware/account.ts skips them): the token cookies tell.
    const signedIn = hasTokens(context.cookies);
    // Orders per client network (unpaid orders hold stock): a point is taken before placing, so parallel
    // requests cannot all pass, and given back unless this request placed an order.
    const network = clientNetworkOf(context);
    const quota = limits().placeOrder;
    const verdict = await quota.take({ network });
    if (!verdict.allowed) return { kind: 'failed', title: t(locale, 'checkout.placement.tooMany', { minutes: minutesToWait(verdict.retryAfterMs) }) };
    let placedHere = false;
    const { account } = input;
    let result: PlaceOrderResult | undefined;
    try {
      result = await attempts.once(
        input.attemptKey,
        () => {
          placedHere = true;
          return placeOrder(platform, {
            locale,
            attemptKey: input.attemptKey,
            form: input.form,
            items: input.items,
            coupons: input.coupons,
            lookUpCoupon: couponLookups(context),
            expectedTotal: input.expectedTotal,
            salesChannelId: channelId,
            currency,
            allowTraditionalTransfer: shop.settings?.allowTraditionalTransfer === true,
            origin: siteOrigin(),
            surveyIntegrationEnabled: Boolean(env().PRICE_COMPARISON_SURVEY_ID),
            ...(account && input.form.createAccount && !signedIn ? { openAccount: () => openAccount(context, locale, { ...input, account }) } : {}),
            guest: !signedIn,
            channel: shop.channel,
            ...(signedIn && (input.form.saveShipping || input.form.saveBilling || input.form.newsletter)
              ? { afterOrder: (orderPlatform: Platform) => afterSignedInOrder(orderPlatform, input.form) }
              : {}),
          });
        },
        (outcome) => outcome.kind === 'placed',
      );
    } finally {
      if (!(placedHere && result?.kind === 'placed')) await quota.giveBack({ network });
    }
    switch (result.kind) {
      case 'placed':
        // The attempt placed its order in an earlier or a concurrent request (another tab, a retry): that
        // order's thank-you page, never its payment again.
        return placedHere ? result : { ...result, redirect: result.thankYou };
      case 'total-changed':
      case 'account':
        return result;
      case 'coupons-throttled':
        return { kind: 'coupons-throttled', codes: result.codes, title: throttledCouponsMessage(locale, result.codes, result.retryAfterMs) };
      case 'invalid':
        return { kind: 'invalid', key: result.key, message: checkoutErrorMessage(locale, result.key) };
      case 'refused':
        // The platform's message as the title, for VALIDATION_ERROR its first field message as the text.
        if (result.platform) return { kind: 'failed', title: result.platform.title || t(locale, 'checkout.placement.failed'), text: result.platform.text };
        return { kind: 'failed', title: t(locale, `checkout.placement.${result.failure}`) };
    }
  },
});
