// The checkout form's fields and their limits, beside the address's (./address.ts): the server's schema
// (./checkout-form-schema.ts) and the browser's stored-value parser (./checkout-form-value.ts) are both
// built from these tables, and the form's field rules and the point pickers read the same limits, so
// none of them can drift from the others. Free of zod: the browser's parser uses them.

/** The form's own text fields and the most characters of each (Heseya's `max:255` e-mail). */
export const CHECKOUT_TEXT_LIMITS = { email: 255, comment: 5000 } as const;

/** The most characters of a platform id the shopper chose. */
export const CHOICE_ID_MAX_LENGTH = 128;

/** The form's choices: a platform id, or null before the shopper chooses. */
export const CHECKOUT_CHOICES = ['shippingMethodId', 'digitalShippingMethodId', 'shippingPointId', 'paymentMethodId'] as const;

/**
 * The form's yes/no answers: saving the typed addresses to the account (signed in), billing to the
 * shipping address, buying as a company, an invoice, the consents, and a guest's wish to create an
 * account with the order (its password is never part of the form).
 */
export const CHECKOUT_FLAGS = [
  'saveShipping',
  'saveBilling',
  'billingSame',
  'asCompany',
  'invoiceRequested',
  'statute',
  'newsletter',
  'survey',
  'createAccount',
] as const;

/**
 * A point chosen in a provider's widget for a point-external method: the method's provider flag
 * (paczkomat, dpd_pickup, dhl_pickup), the locker name or point code, what the widget calls the point,
 * and the locker's address in one line (empty for a courier point); the most characters of each.
 */
export const PICKUP_POINT_LIMITS = { provider: 32, code: 64, name: 255, address: 255 } as const;

/** The parcel locker's address parts as its widget gives them (the order's metadata keeps them). */
export const PARCEL_LOCKER_ADDRESS_LIMITS = { street: 255, building_number: 64, flat_number: 64, post_code: 16, city: 255, province: 255 } as const;

/** One field per name of a table, each with the value `field` makes of the name's entry. */
export function fieldsOf<const T extends Record<string, number>, F>(limits: T, field: (max: number) => F): { [K in keyof T]: F } {
  return Object.fromEntries(Object.entries(limits).map(([name, max]) => [name, field(max)])) as { [K in keyof T]: F };
}

/** One field per name, each the same. */
export function sameFields<const K extends string, F>(names: readonly K[], field: F): { [N in K]: F } {
  return Object.fromEntries(names.map((name) => [name, field])) as { [N in K]: F };
}
