// The sales channel's country list (the same rule as a shipping method's, docs/rules.md#country-rule):
// which countries the checkout and the address book offer, the default one, and the server's refusal of a country the channel does not serve.
import { DEFAULT_COUNTRY, isAddressComplete } from './address';
import { effectiveBillingAddress, type CartShippingNeeds, type CheckoutErrorKey, type CheckoutState } from './checkout-rules';
import { salesChannelServesCountry, shippingPlace } from './shipping';

/** A sales channel's country list: allowed countries, or blocked ones when `countries_block_list`. */
export interface ChannelCountries {
  countries?: readonly string[] | null;
  countries_block_list?: boolean | null;
}

/** No channel known (the platform could not answer): no list to apply. */
const servesAll: ChannelCountries = {};

/** Whether the channel serves the country (a missing channel serves every one). */
export function channelServesCountry(channel: ChannelCountries | null | undefined, country: string): boolean {
  return salesChannelServesCountry(channel ?? servesAll, country);
}

/**
 * The countries to offer, in the order given: those the channel serves, and `keep` (saved addresses' own
 * countries) even when the channel does not serve them, so that editing never silently changes one.
 */
export function countryChoices<T extends string | { code: string }>(
  all: readonly T[],
  channel: ChannelCountries | null | undefined,
  keep: string | readonly string[] = [],
): T[] {
  const kept = new Set((typeof keep === 'string' ? [keep] : keep).map((code) => code.trim().toUpperCase()));
  return all.filter((entry) => {
    const code = typeof entry === 'string' ? entry : entry.code;
    return channelServesCountry(channel, code) || kept.has(code.toUpperCase());
  });
}

/** The country a new address starts from: Poland when the channel serves it, else the first it serves. */
export function defaultCountry(all: readonly (string | { code: string })[], channel: ChannelCountries | null | undefined): string {
  if (channelServesCountry(channel, DEFAULT_COUNTRY)) return DEFAULT_COUNTRY;
  const first = countryChoices(all, channel)[0];
  return first === undefined ? DEFAULT_COUNTRY : typeof first === 'string' ? first : first.code;
}

/**
 * The checkout's refusal of a country the channel does not serve (after checkoutError passed): the
 * delivery address's (when the goods go to an address), then the billing address's.
 */
export function channelCountryError(checkout: CheckoutState, needs: CartShippingNeeds, channel: ChannelCountries | null | undefined): CheckoutErrorKey | null {
  const place = needs.physical || !needs.digital ? shippingPlace(checkout) : null;
  if (place && typeof place === 'object' && !channelServesCountry(channel, place.country ?? '')) return 'errors.checkout.shippingCountry';
  const billing = effectiveBillingAddress(checkout);
  if (billing && !channelServesCountry(channel, billing.country)) {
    return isAddressComplete(checkout.billingAddress) ? 'errors.checkout.billingCountry' : 'errors.checkout.shippingCountry';
  }
  return null;
}
