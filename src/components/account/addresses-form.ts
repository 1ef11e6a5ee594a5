// The address forms' state on the server (/account/addresses): which form is open (a new address of a
// kind, or a saved one being edited), what the shopper typed (kept on an error), the first error of
// each field, and the page's notice (done, or a refusal such as removing the default address).
import { isInputError } from 'astro:actions';
import { countriesSorted, countryName } from '../../i18n/countries';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { ADDRESS_FIELDS, ADDRESS_KINDS, type AddressField, type AddressKind } from '../../actions/account/address-input';
import { ADDRESS_REFUSALS, REMOVE_DEFAULT_KEY, type AddressOutcome } from '../../actions/account/addresses';
import { readPlatformRefusal } from '../../actions/account/platform-refusal';
import { DEFAULT_COUNTRY } from '../../lib/commerce/address';
import type { AddressForm } from '../../lib/commerce/checkout-form-schema';
import { formRefusal, refusalSummary } from '../../lib/commerce/form-refusal';
import { countryChoices, defaultCountry, type ChannelCountries } from '../../lib/commerce/channel-countries';
import type { components } from '../../lib/platform';

export type SavedAddress = components['schemas']['SavedAddress'];
export type AddressValues = Pick<AddressForm, AddressField>;

export interface AddressFormState {
  kind: AddressKind;
  /** The saved address being edited; none for a new one. */
  id?: string | undefined;
  values: AddressValues;
  errors: Partial<Record<AddressField, string>>;
  formError?: string | undefined;
}

export interface AddressNotice {
  tone: 'success' | 'error';
  text: string;
  /** The platform's error key behind a refusal (CLIENT_REMOVE_DEFAULT_ADDRESS). */
  key?: string | undefined;
}

export interface CountryOption {
  code: string;
  name: string;
  selected: boolean;
}

/** What the country select offers: the sales channel's countries, and a saved address's own (`keep`). */
export interface CountryScope {
  channel?: ChannelCountries | null | undefined;
  /** The country of the saved address being edited: stays selectable, so editing never silently changes it. */
  keep?: string | undefined;
}

/**
 * The countries the sales channel serves (every one without a list) named and sorted in the
 * locale, the chosen one selected; a chosen one not offered gives way to the channel's default (Poland
 * when served, else the first served).
 */
export function countryOptions(locale: Locale, selected: string = DEFAULT_COUNTRY, scope: CountryScope = {}): CountryOption[] {
  const offered = countryChoices(countriesSorted(locale), scope.channel, scope.keep ? [scope.keep] : []);
  const wanted = (selected || DEFAULT_COUNTRY).toUpperCase();
  const chosen = offered.some((country) => country.code === wanted) ? wanted : defaultCountry(offered, scope.channel);
  return offered.map((country) => ({ code: country.code, name: country.name[locale], selected: country.code === chosen }));
}

export const emptyAddressValues = (): AddressValues => ({ name: '', address: '', zip: '', city: '', country: DEFAULT_COUNTRY, phone: '', vat: '' });

/** The form's values of a saved address. */
export function savedAddressValues(saved: SavedAddress): AddressValues {
  const { address } = saved;
  return {
    name: address.name || saved.name,
    address: address.address ?? '',
    zip: address.zip ?? '',
    city: address.city ?? '',
    country: (address.country || DEFAULT_COUNTRY).toUpperCase(),
    phone: address.phone ?? '',
    vat: address.vat ?? '',
  };
}

/** The lines of a saved address as the shopper reads it, the country in their language. */
export function addressLines(saved: SavedAddress, locale: Locale): string[] {
  const values = savedAddressValues(saved);
  return [values.name, values.address, `${values.zip} ${values.city}`.trim(), countryName(values.country, locale)].filter((line) => line !== '');
}

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export const isAddressKind = (value: string | null): value is AddressKind => (ADDRESS_KINDS as readonly string[]).includes(value ?? '');

/** The notice after a redirect (?done=saved|deleted|default). */
export function doneNotice(done: string | null, locale: Locale): AddressNotice | undefined {
  const outcomes: readonly AddressOutcome[] = ['saved', 'deleted', 'default'];
  const outcome = outcomes.find((candidate) => candidate === done);
  return outcome ? { tone: 'success', text: t(locale, `addresses.done.${outcome}`) } : undefined;
}

/** The platform's field names of a saved address (the body's and its `address.` ones) → the form's fields. */
export const ADDRESS_PLATFORM_FIELDS: Readonly<Record<string, AddressField>> = {
  name: 'name',
  address: 'address',
  zip: 'zip',
  city: 'city',
  country: 'country',
  phone: 'phone',
  vat: 'vat',
};

export type FailedAddress = { signedOut: true } | { signedOut?: false; form?: AddressFormState; notice?: AddressNotice };

/** The page after a refused or failed address action: a save keeps what was typed, with the messages by their fields. */
export function failedAddressForm(form: FormData, error: unknown, locale: Locale): FailedAddress {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === ADDRESS_REFUSALS.signedOut) return { signedOut: true };
  const refusal = readPlatformRefusal(error);
  const message = error instanceof Error && error.message ? error.message : t(locale, 'addresses.failed');
  const intent = field(form, 'intent') || 'save';
  const kindValue = field(form, 'kind');
  if (intent !== 'save' || !isAddressKind(kindValue)) {
    if (refusal) return { notice: { tone: 'error', text: refusalSummary(formRefusal(refusal, {})) } };
    if (code === ADDRESS_REFUSALS.removeDefault) return { notice: { tone: 'error', text: message, key: REMOVE_DEFAULT_KEY } };
    if (isInputError(error)) return { notice: { tone: 'error', text: t(locale, 'addresses.notFound') } };
    return { notice: { tone: 'error', text: message } };
  }
  const values = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field(form, name)])) as AddressValues;
  values.country = values.country.trim().toUpperCase() || DEFAULT_COUNTRY;
  const id = field(form, 'id').trim() || undefined;
  const state: AddressFormState = { kind: kindValue, id, values, errors: {} };
  if (isInputError(error)) {
    for (const name of ADDRESS_FIELDS) {
      const first = error.fields[name]?.[0];
      if (first) state.errors[name] = first;
    }
    if (error.fields.id?.[0]) return { notice: { tone: 'error', text: t(locale, 'addresses.notFound') } };
    state.formError = t(locale, 'addresses.fixErrors');
    return { form: state };
  }
  if (code === ADDRESS_REFUSALS.notFound) return { notice: { tone: 'error', text: message } };
  // A platform refusal first: the channel's country refusal shares its action code but carries a plain message.
  if (refusal) {
    const shown = formRefusal(refusal, ADDRESS_PLATFORM_FIELDS);
    if (shown.at) state.errors[shown.at.field] = shown.at.message;
    return { form: { ...state, formError: refusalSummary(shown) } };
  }
  if (code === ADDRESS_REFUSALS.country) return { form: { ...state, errors: { country: message }, formError: t(locale, 'addresses.fixErrors') } };
  return { form: { ...state, formError: message } };
}
