/** Dotted permission keys (docs/rules.md#has-access). */
const crud = (resource: string, extra: string[] = []) => ['show', 'add', 'edit', 'remove', 'show_metadata_private', ...extra].map((a) => `${resource}.${a}`);

export const PERMISSIONS: readonly string[] = [
  'admin.login',
  'analytics.payments',
  'apps.show',
  'apps.install',
  'apps.remove',
  'auth.register',
  'auth.password_reset',
  'auth.password_change',
  'auth.providers.manage',
  'auth.check_identity',
  'profile.addresses_manage',
  'profile.wishlist_manage',
  ...['attributes', 'banners', 'consents', 'shipping_methods', 'coupons', 'sales', 'items', 'media', 'statuses', 'tags', 'roles', 'webhooks'].flatMap((r) =>
    crud(r, ['show_details']),
  ),
  ...['product_sets', 'pages', 'products', 'settings'].flatMap((r) => crud(r, ['show_details', 'show_hidden'])),
  'countries.show',
  'deposits.show',
  'deposits.add',
  'schemas.remove',
  'schemas.show_metadata_private',
  'cart.verify',
  'orders.show',
  'orders.add',
  'orders.show_details',
  'orders.show_summary',
  'orders.edit',
  'orders.edit.status',
  'orders.show_metadata_private',
  'payments.show',
  'payments.show_details',
  'payments.edit',
  'payments.add',
  'payments.offline',
  'payment_methods.show',
  'payment_methods.show_details',
  'payment_methods.show_hidden',
  'payment_methods.add',
  'payment_methods.edit',
  'payment_methods.remove',
  'users.show',
  'users.show_details',
  'users.add',
  'users.edit',
  'users.remove',
  'users.2fa_remove',
  'users.show_metadata_private',
  'seo.edit',
  ...['languages', 'sales_channels'].flatMap((r) => ['show_hidden', 'add', 'edit', 'remove'].map((a) => `${r}.${a}`)),
  'redirects.show',
  'redirects.add',
  'redirects.edit',
  'redirects.remove',
  // Heseya's webhook permissions beyond the CRUD ones: its events list and the secured events.
  'events.show',
  'webhooks.tfa',
  'webhooks.password',
  'packages.show',
];

/** What anyone, signed in or not, may do in the shop. */
export const GUEST_PERMISSIONS = [
  'auth.register',
  'auth.password_reset',
  'auth.check_identity',
  'countries.show',
  'attributes.show',
  'banners.show',
  'consents.show',
  'shipping_methods.show',
  'product_sets.show',
  'product_sets.show_details',
  'pages.show',
  'pages.show_details',
  'products.show',
  'products.show_details',
  'settings.show',
  'settings.show_details',
  'payment_methods.show',
  'tags.show',
  'orders.add',
  'cart.verify',
  'redirects.show',
  'statuses.show',
  // Heseya's unauthenticated and authenticated roles read a coupon by its code (GET /coupons/{code}).
  'coupons.show_details',
];

/** Added for every signed-in customer. */
export const CUSTOMER_PERMISSIONS = [...GUEST_PERMISSIONS, 'auth.password_change', 'profile.addresses_manage', 'profile.wishlist_manage'];

/** A user has access when they hold all of `required` (or, with `any`, at least one). */
export function hasAccess(held: ReadonlySet<string>, required: string[], any = false): boolean {
  return any ? required.some((p) => held.has(p)) : required.every((p) => held.has(p));
}
