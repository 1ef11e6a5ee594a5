// The address form's input (/account/addresses): what to do (save a new or changed address, delete
// one, make one the default), for which list (shipping or billing), and the address itself, checked
// by the rules with the messages in the shopper's language: every field but the VAT number
// is required; the street has its name and house number; the zip code has the "XX-XXX" format when the
// country is Poland; the phone number (sent with its country code, src/lib/commerce/phone.ts);
// the VAT number (billing only, optional) as a Polish NIP for Poland, else an EU VAT number.
import { z } from 'zod';
import { isCountryCode } from '../../i18n/countries';
import { LOCALES } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { ADDRESS_LIMITS, DEFAULT_COUNTRY } from '../../lib/commerce/address';
import type { AddressForm } from '../../lib/commerce/checkout-form-schema';
import { validateField, type RuleSpec } from '../../lib/commerce/form-validation';
import { internationalPhone } from '../../lib/commerce/phone';

export const ADDRESS_KINDS = ['shipping', 'billing'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
export const ADDRESS_INTENTS = ['save', 'delete', 'default'] as const;

/** The fields of a saved address the account's form edits, in the form's order: the address without a company name. */
export const ADDRESS_FIELDS = ['name', 'address', 'zip', 'city', 'country', 'phone', 'vat'] as const satisfies readonly (keyof AddressForm)[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];

const max = (field: keyof typeof ADDRESS_LIMITS): RuleSpec => ['max', { max: ADDRESS_LIMITS[field] }];

/** The rules of one field; the zip code and VAT number depend on the country. */
export function addressFieldRules(field: AddressField, country: string): readonly RuleSpec[] {
  const poland = country === 'PL';
  switch (field) {
    case 'name':
    case 'city':
      return ['required', max(field)];
    case 'address':
      return ['required', 'streetNumber', max(field)];
    case 'zip':
      return poland ? ['required', 'plZip', max('zip')] : ['required', max('zip')];
    case 'phone':
      return ['required', 'phone', max('phone')];
    case 'vat':
      return [poland ? 'plVatNumber' : 'vatNumber', max('vat')];
    case 'country':
      return ['required'];
  }
}

/** A form text field, trimmed: missing is ''. */
const text = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim());

export const addressInput = z
  .object({
    locale: z.enum(LOCALES).catch('pl'),
    kind: z.enum(ADDRESS_KINDS),
    intent: z.enum(ADDRESS_INTENTS).catch('save'),
    /** The saved address changed, deleted or made the default; none for a new address. */
    id: z
      .string()
      .nullish()
      .transform((value) => value?.trim() || undefined)
      .pipe(z.uuid().optional()),
    name: text,
    address: text,
    zip: text,
    city: text,
    country: text.transform((value) => value.toUpperCase() || DEFAULT_COUNTRY),
    phone: text,
    vat: text,
    /** Only with a new address: make it the default at once. */
    default: z
      .string()
      .nullish()
      .transform((value) => value === 'on' || value === 'true'),
  })
  .superRefine((input, context) => {
    if (input.intent !== 'save') {
      if (!input.id) context.addIssue({ code: 'custom', path: ['id'], message: t(input.locale, 'addresses.notFound') });
      return;
    }
    for (const field of ADDRESS_FIELDS) {
      if (field === 'vat' && input.kind !== 'billing') continue;
      const message = validateField(input.locale, input[field], addressFieldRules(field, input.country));
      if (message) {
        context.addIssue({ code: 'custom', path: [field], message });
        continue;
      }
      if (field === 'country' && !isCountryCode(input.country)) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: t(input.locale, 'validation.invalid', { field: t(input.locale, 'addresses.field.country') }),
        });
      }
    }
  });

export type AddressInput = z.infer<typeof addressInput>;

/**
 * The saved address as the platform takes it: the phone with its country code (a number typed without one
 * gets the address's country's), the VAT number only on billing addresses and left out when empty (Heseya
 * wants a string of at most 15 characters, never null).
 */
export function savedAddressBody(input: Pick<AddressInput, 'kind' | 'name' | 'address' | 'zip' | 'city' | 'country' | 'phone' | 'vat'>, isDefault: boolean) {
  return {
    name: input.name,
    default: isDefault,
    address: {
      name: input.name,
      address: input.address,
      zip: input.zip,
      city: input.city,
      country: input.country,
      phone: internationalPhone(input.phone, input.country),
      ...(input.kind === 'billing' && input.vat ? { vat: input.vat } : {}),
    },
  };
}
