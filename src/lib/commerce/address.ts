// Addresses of spec §3: shipping and billing addresses share one shape.

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

const REQUIRED_FIELDS = ['address', 'city', 'country', 'name', 'phone', 'zip'] as const;

/** Complete only when address, city, country, name, phone and zip are all present (blank counts as missing). */
export function isAddressComplete(address: AddressShape | null | undefined): address is AddressShape {
  return !!address && REQUIRED_FIELDS.every((field) => (address[field] ?? '').trim() !== '');
}

/** The address as the platform takes it in an order: known fields only, trimmed, empty optional fields left out. */
export function addressForOrder(address: AddressShape): AddressShape {
  const out: AddressShape = {};
  for (const field of ['name', 'company_name', 'address', 'city', 'zip', 'country', 'phone', 'vat'] as const) {
    const value = address[field]?.trim();
    if (value) out[field] = value;
  }
  return out;
}
