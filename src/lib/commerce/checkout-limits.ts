// The checkout form's limits beside the address's (./address.ts): the server's schema
// (./checkout-form-schema.ts), the browser's stored-value parser (./checkout-form-value.ts), the form's
// field rules and the point pickers all read them here, so they cannot drift apart. Free of zod: the
// browser's parser uses them.

/** The most characters of the checkout form's own fields (Heseya's `max:255` e-mail). */
export const CHECKOUT_FORM_LIMITS = { email: 255, comment: 5000, id: 128 } as const;

/** The most characters of a point chosen in a provider's widget, and of the parcel locker's address parts. */
export const PICKUP_POINT_LIMITS = {
  provider: 32,
  code: 64,
  name: 255,
  address: 255,
  details: { street: 255, building_number: 64, flat_number: 64, post_code: 16, city: 255, province: 255 },
} as const;
