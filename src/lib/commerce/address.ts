// Addresses (docs/rules.md#address-complete): shipping and billing addresses share one shape.

export interface AddressShape {
  name?: string | null;
  company_name?: string | null;
  address?: string | null;
  city?: string | null;
  zip?: string | null;
  /** Two-letter country code (default PL). */
  country?: string | null;
  country_name?: string | null;
  phone?: string | null;
  vat?: string | null;
}

export const DEFAULT_COUNTRY = 'PL';

/** Heseya takes a VAT number of at most 15 characters (`max:15` on every address it accepts). */
export const VAT_MAX_LENGTH = 15;

/**
 * The most characters of each address field, as Heseya accepts them on an order's and a saved address
 * (`max:255` name, company, street and city, `max:16` zip, `max:20` phone, `max:15` VAT number).
 */
export const ADDRESS_LIMITS = { name: 255, company_name: 255, address: 255, zip: 16, city: 255, phone: 20, vat: VAT_MAX_LENGTH } as const;

/** A country as the platform names it: two capital letters (Heseya's `size:2`, a code of its country list). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

const REQUIRED_FIELDS = ['address', 'city', 'country', 'name', 'phone', 'zip'] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** An address with every field an order needs. */
export type CompleteAddress = AddressShape & { [F in RequiredField]: string };

/** The address as sent in an order. */
export type OrderAddress = { [F in RequiredField]: string } & { company_name?: string; vat?: string };

/** Complete only when address, city, country, name, phone and zip are all present (blank counts as missing). */
export function isAddressComplete(address: AddressShape | null | undefined): address is CompleteAddress {
  return !!address && REQUIRED_FIELDS.every((field) => (address[field] ?? '').trim() !== '');
}

/** The address as the platform takes it in an order: known fields only, trimmed, empty optional fields left out. */
export function addressForOrder(address: CompleteAddress): OrderAddress {
  const out: OrderAddress = {
    name: address.name.trim(),
    address: address.address.trim(),
    city: address.city.trim(),
    zip: address.zip.trim(),
    country: address.country.trim().toUpperCase(),
    phone: address.phone.trim(),
  };
  const company = address.company_name?.trim();
  const vat = address.vat?.trim();
  if (company) out.company_name = company;
  if (vat) out.vat = vat;
  return out;
}
