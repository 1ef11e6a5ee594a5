// What /checkout renders on the server: the shop's shipping methods (with their points and payment
// methods) slimmed to what the island needs, the shop's flags and the countries in the page's language.
// The cart itself lives in the browser, so the island does the rest. The page is never cached: it may
// carry a signed-in shopper's e-mail.
import type { Locale } from '../../i18n/locales';
import { countriesSorted } from '../../i18n/countries';
import { countryChoices, defaultCountry } from '../commerce/channel-countries';
import { deliveryRanges, type DeliveryRanges } from '../commerce/delivery-price';
import type { ShippingType } from '../commerce/shipping';
import { offeredPaymentMethods, paymentKind, type PaymentKind } from '../commerce/payment';
import { orFallback } from '../catalogue/read-failures';
import { routeShop, type RouteContext } from '../request/route-context';
import { platformFor } from '../catalogue/platform-for-request';
import type { components } from '../platform';
import { catalogue } from '../../i18n/messages';
import { shippingTimeText } from '../commerce/shipping-time';
import { env } from '../env';
import { wantsNewsletter } from '../account/personal-metadata';
import { checkoutVatRate } from '../analytics/purchase';
import type { AddressForm } from '../commerce/checkout-form-schema';
import { pickupWidgets, type PickupWidgets } from './pickup-widgets';

type PlatformShippingMethod = components['schemas']['ShippingMethod'];

export interface CheckoutPaymentMethod {
  id: string;
  name: string;
  kind: PaymentKind;
}

export interface CheckoutPoint {
  id: string;
  label: string;
}

/** A shipping method as the checkout island sees it. */
export interface CheckoutShippingMethod {
  id: string;
  name: string;
  shipping_type: ShippingType;
  payment_on_delivery: boolean;
  countries: string[];
  is_block_list_countries: boolean;
  metadata: Record<string, string | number | boolean>;
  /** Price by cart value in the shop's currency (empty: free). */
  ranges: DeliveryRanges;
  /** The shipping time as the page's language says it, or null when unknown. */
  time: string | null;
  points: CheckoutPoint[];
  payments: CheckoutPaymentMethod[];
}

/** A signed-in shopper's saved address, ready to fill the form. */
export interface CheckoutSavedAddress {
  id: string;
  label: string;
  isDefault: boolean;
  address: AddressForm;
}

export interface CheckoutAccount {
  shipping: CheckoutSavedAddress[];
  billing: CheckoutSavedAddress[];
  /** The personal metadata key `newsletter`: where the checkout's newsletter consent starts. */
  newsletter: boolean;
}

export interface CheckoutPageData {
  locale: Locale;
  currency: string;
  /** The shop's VAT rate in percent (Heseya's "23") for the purchase event's tax; null: the fallback (docs/rules.md#vat). */
  vatRate: number | null;
  methods: CheckoutShippingMethod[];
  restrictParcelLockers: boolean;
  countries: [code: string, name: string][];
  /** Where a new address starts: Poland when the sales channel serves it, else the first country it serves. */
  defaultCountry: string;
  email: string;
  /** For a signed-in shopper: the saved addresses and the newsletter answer; null for a guest. */
  account: CheckoutAccount | null;
  /** Whether the price-comparison survey integration is configured (only then is its consent asked). */
  survey: boolean;
  /** Where the providers' point pickers load from (src/lib/checkout/pickup-widgets.ts). */
  widgets: PickupWidgets;
}

const SHIPPING_METHODS_LIMIT = 100;

const metadataOf = (metadata: unknown): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(typeof metadata === 'object' && metadata !== null ? metadata : {}).filter((entry): entry is [string, string | number | boolean] =>
      ['string', 'number', 'boolean'].includes(typeof entry[1]),
    ),
  );

type SavedAddress = components['schemas']['SavedAddress'];

function savedAddress(saved: SavedAddress): CheckoutSavedAddress {
  const { address } = saved;
  return {
    id: saved.id,
    label: [saved.name || address.name, address.address, [address.zip, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    isDefault: saved.default,
    address: {
      name: address.name,
      company_name: address.company_name ?? '',
      address: address.address,
      zip: address.zip,
      city: address.city,
      country: (address.country || 'PL').toUpperCase(),
      phone: address.phone ?? '',
      vat: address.vat ?? '',
    },
  };
}

export function slimShippingMethod(
  method: PlatformShippingMethod,
  currency: string,
  allowTraditionalTransfer: boolean,
  locale: Locale = 'pl',
): CheckoutShippingMethod {
  const [ranges = []] = deliveryRanges([{ shipping_type: 'address', price_ranges: method.price_ranges ?? [] }], currency);
  return {
    id: method.id,
    name: method.name,
    shipping_type: method.shipping_type,
    payment_on_delivery: method.payment_on_delivery,
    countries: method.countries.map((country) => country.code),
    is_block_list_countries: method.is_block_list_countries,
    metadata: metadataOf(method.metadata),
    ranges,
    // Computed here: the island then carries no shipping-time code (the page's JS budget).
    time: shippingTimeText(
      locale,
      { shippingTime: method.shipping_time_max ?? null, shippingDate: null, now: Date.now() },
      catalogue(locale).checkout.shippingTime,
    ),
    points: (method.shipping_points ?? [])
      .map((point) => ({
        id: point.id ?? '',
        label: [point.name, point.address, [point.zip, point.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      }))
      .filter((point) => point.id !== ''),
    payments: offeredPaymentMethods(method, allowTraditionalTransfer).map((payment) => ({ id: payment.id, name: payment.name, kind: paymentKind(payment) })),
  };
}

export async function loadCheckoutPage(astro: RouteContext): Promise<CheckoutPageData> {
  const shop = routeShop(astro);
  const settings = astro.locals.shop?.settings;
  const platform = platformFor(shop);
  const methods = await orFallback(
    'Shipping methods',
    platform.list('/shipping-methods', { limit: SHIPPING_METHODS_LIMIT }).then((page) => page.data),
    [],
  );
  const account = astro.locals.account;
  // The sales channel's country list; a saved address's own country stays selectable.
  const channel = astro.locals.shop?.channel;
  const all = countriesSorted(shop.locale);
  const savedCountries =
    account?.signedIn && account.profile
      ? [...(account.profile.shipping_addresses ?? []), ...(account.profile.billing_addresses ?? [])].map((saved) => saved.address.country ?? '')
      : [];
  return {
    locale: shop.locale,
    currency: shop.currency,
    vatRate: checkoutVatRate(astro.locals.shop?.vatRate),
    methods: methods
      .filter((method) => method.public !== false)
      .map((method) => slimShippingMethod(method, shop.currency, settings?.allowTraditionalTransfer === true, shop.locale)),
    restrictParcelLockers: settings?.restrictParcelLockerDelivery === true,
    countries: countryChoices(all, channel, savedCountries).map((country) => [country.code, country.name[shop.locale]]),
    defaultCountry: defaultCountry(all, channel),
    email: account?.signedIn ? account.email : '',
    account:
      account?.signedIn && account.profile
        ? {
            shipping: (account.profile.shipping_addresses ?? []).map(savedAddress),
            billing: (account.profile.billing_addresses ?? []).map(savedAddress),
            newsletter: wantsNewsletter(account.profile),
          }
        : null,
    survey: Boolean(env().PRICE_COMPARISON_SURVEY_ID),
    widgets: pickupWidgets(env()),
  };
}
