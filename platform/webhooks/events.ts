/**
 * Heseya's webhook events (its EventType enum) with the permissions a webhook's creator must hold to
 * subscribe to each, and the extra ones for hidden items (its config/events.php). A webhook may subscribe to
 * any of them, as on Heseya; the embedded platform sends only those of EMITTED_EVENTS.
 */
const ORDER = ['orders.show_details', 'orders.show'];
const PRODUCT = ['products.show_details', 'products.show'];
const ITEM = ['items.show_details', 'items.show'];
const PAGE = ['pages.show_details', 'pages.show'];
const SET = ['product_sets.show_details', 'product_sets.show'];
const USER = ['users.show_details', 'users.show'];
const SALE = ['sales.show_details', 'sales.show'];
const COUPON = ['coupons.show_details', 'coupons.show'];

export const EVENT_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  OrderCreated: ORDER,
  OrderUpdated: ORDER,
  OrderUpdatedStatus: ORDER,
  OrderRequestedShipping: [...ORDER, 'packages.show'],
  ProductCreated: PRODUCT,
  ProductUpdated: PRODUCT,
  ProductDeleted: PRODUCT,
  ProductPriceUpdated: PRODUCT,
  ItemCreated: ITEM,
  ItemUpdated: ITEM,
  ItemUpdatedQuantity: ITEM,
  ItemDeleted: ITEM,
  PageCreated: PAGE,
  PageUpdated: PAGE,
  PageDeleted: PAGE,
  ProductSetCreated: SET,
  ProductSetUpdated: SET,
  ProductSetDeleted: SET,
  UserCreated: USER,
  UserUpdated: USER,
  UserDeleted: USER,
  SaleCreated: SALE,
  SaleUpdated: SALE,
  SaleDeleted: SALE,
  CouponCreated: COUPON,
  CouponUpdated: COUPON,
  CouponDeleted: COUPON,
  TfaInit: ['webhooks.tfa'],
  TfaSecurityCode: ['webhooks.tfa'],
  TfaRecoveryCodesChanged: ['webhooks.tfa'],
  PasswordReset: ['webhooks.password'],
  SuccessfulLoginAttempt: ['users.show_details'],
  NewLocalizationLoginAttempt: ['users.show_details'],
  FailedLoginAttempt: ['users.show_details'],
  AddOrderDocument: ORDER,
  RemoveOrderDocument: ORDER,
  OrderUpdatedPaid: ORDER,
  OrderUpdatedShippingNumber: ORDER,
  SendOrderUrls: ORDER,
};

export const EVENT_TYPES: readonly string[] = Object.keys(EVENT_PERMISSIONS);

export const EVENT_HIDDEN_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  ProductCreated: ['products.show_hidden'],
  ProductUpdated: ['products.show_hidden'],
  ProductDeleted: ['products.show_hidden'],
  ProductPriceUpdated: ['products.show_hidden'],
  PageCreated: ['pages.show_hidden'],
  PageUpdated: ['pages.show_hidden'],
  PageDeleted: ['pages.show_hidden'],
  ProductSetCreated: ['product_sets.show_hidden'],
  ProductSetUpdated: ['product_sets.show_hidden'],
  ProductSetDeleted: ['product_sets.show_hidden'],
};

/** Events whose payload is secret on Heseya: a webhook for them needs a secret and an https:// address. */
export const SECURED_EVENTS: readonly string[] = [
  'TfaInit',
  'TfaSecurityCode',
  'TfaRecoveryCodesChanged',
  'PasswordReset',
  'SuccessfulLoginAttempt',
  'NewLocalizationLoginAttempt',
  'FailedLoginAttempt',
];

/**
 * What the embedded platform sends: the content a storefront caches. Heseya has no events for banners,
 * settings or redirects, so none is sent for them (a storefront's caches of those expire on their own).
 */
export const EMITTED_EVENTS = [
  'ProductCreated',
  'ProductUpdated',
  'ProductDeleted',
  'ProductSetCreated',
  'ProductSetUpdated',
  'ProductSetDeleted',
  'PageCreated',
  'PageUpdated',
  'PageDeleted',
] as const;
export type EmittedEvent = (typeof EMITTED_EVENTS)[number];

/** Heseya's event name words, for the events list's `name` (ProductSetUpdated → "Product set updated"). */
export function eventName(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The permissions a creator must hold for a webhook of these events (Heseya's WebHookPolicy). */
export function requiredPermissions(events: readonly string[], withIssuer: boolean, withHidden: boolean): string[] {
  const result = new Set<string>(withIssuer ? ['users.show', 'apps.show'] : []);
  for (const event of events) {
    for (const p of EVENT_PERMISSIONS[event] ?? []) result.add(p);
    if (withHidden) for (const p of EVENT_HIDDEN_PERMISSIONS[event] ?? []) result.add(p);
  }
  return [...result];
}
