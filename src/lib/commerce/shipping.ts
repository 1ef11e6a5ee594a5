// Shipping rules (docs/rules.md#shipping-place): shipping place, country allow/block lists, digital shipping,
// the parcel-locker restriction and the order shipping type.
import type { AddressShape } from './address';

export type ShippingType = 'digital' | 'address' | 'point' | 'point-external';

/** Structural view of a platform shipping method. */
export interface ShippingMethodShape {
  id: string;
  name?: string;
  shipping_type: ShippingType;
  payment_on_delivery?: boolean | null;
  countries?: readonly ({ code: string } | string)[] | null;
  is_block_list_countries?: boolean | null;
  metadata?: Readonly<Record<string, unknown>> | null;
}

/**
 * Pickup providers whose point the shopper picks in the provider's own map widget. A point-external
 * shipping method belongs to a provider when its public metadata carries the provider's flag (true, 1,
 * '1' or 'true'), as Heseya's storefront reads them:
 * - parcelLocker: metadata `paczkomat` (the shop setting restrict_paczkomat_delivery names it too)
 * - two courier-point providers: metadata `dpd_pickup` and `dhl_pickup`
 */
export const PICKUP_PROVIDERS = {
  parcelLocker: 'paczkomat',
  dpdPickup: 'dpd_pickup',
  dhlPickup: 'dhl_pickup',
} as const;
export type PickupProvider = keyof typeof PICKUP_PROVIDERS;

/** Product metadata flag that allows a product to go to a parcel locker when the shop restricts it. */
export const PARCEL_LOCKER_PRODUCT_FLAG = 'paczkomat';

/** Shop setting that restricts parcel-locker delivery to products that allow it; flags are the string '1'. */
export const PARCEL_LOCKER_RESTRICTION_SETTING = 'restrict_paczkomat_delivery';

export const NO_DIGITAL_SHIPPING_METHOD = 'Store does not have configured digital shipping method, which is required to make an order.';

/** A metadata flag is on when it is true, 1, '1' or 'true'. */
export function isFlagOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The pickup provider a shipping method's metadata names, if any. */
export function pickupProvider(method: Pick<ShippingMethodShape, 'metadata'> | null | undefined): PickupProvider | null {
  const metadata = method?.metadata ?? {};
  const found = (Object.keys(PICKUP_PROVIDERS) as PickupProvider[]).find((provider) => isFlagOn(metadata[PICKUP_PROVIDERS[provider]]));
  return found ?? null;
}

/** What the shopper gives as the place: a platform point, a parcel locker, a courier point or an address. */
export type PlaceKind = 'point' | 'parcelLocker' | 'courierPoint' | 'address';

/**
 * A point-type method takes the chosen point, a point-external method of the parcel-locker
 * provider a locker and of a courier-point provider a point; otherwise the address (a point-external
 * method with none of the three flags included: it has no picker, so it must not be a dead end). Null
 * for no method or a digital one.
 */
export function shippingPlaceKind(method: Pick<ShippingMethodShape, 'shipping_type' | 'metadata'> | null | undefined): PlaceKind | null {
  if (!method || method.shipping_type === 'digital') return null;
  if (method.shipping_type === 'point') return 'point';
  if (method.shipping_type === 'point-external') {
    const provider = pickupProvider(method);
    if (provider === 'parcelLocker') return 'parcelLocker';
    if (provider) return 'courierPoint';
  }
  return 'address';
}

/** The address of a parcel locker as the parcel-locker network's widget gives it (`address_details`). */
export interface ParcelLockerAddress {
  street?: string | null;
  building_number?: string | null;
  flat_number?: string | null;
  post_code?: string | null;
  city?: string | null;
  province?: string | null;
}

/** Choices made at checkout that decide the shipping place. */
export interface ShippingChoice {
  shippingMethod: ShippingMethodShape | null;
  shippingAddress: AddressShape;
  /** The chosen platform point (address id) of a point-type method. */
  shippingPointId: string | null;
  parcelLocker: { name: string; address_details?: ParcelLockerAddress | null } | null;
  courierPoint: { code: string; name: string } | null;
}

/** 'place | tel.: phone', or the place alone when no phone is known. */
export function placeWithPhone(place: string, phone: string | null | undefined): string {
  const tel = phone?.trim();
  return tel ? `${place} | tel.: ${tel}` : place;
}

/**
 * Where the order goes: a point-type method uses the chosen point id; the parcel-locker method the
 * locker name and the courier-point methods the point code, both with the phone appended; otherwise the
 * address. Null when nothing is chosen yet or the method is digital.
 */
export function shippingPlace(choice: ShippingChoice): string | AddressShape | null {
  switch (shippingPlaceKind(choice.shippingMethod)) {
    case null:
      return null;
    case 'point':
      return choice.shippingPointId?.trim() || null;
    case 'parcelLocker': {
      const name = choice.parcelLocker?.name.trim();
      return name ? placeWithPhone(name, choice.shippingAddress.phone) : null;
    }
    case 'courierPoint': {
      const code = choice.courierPoint?.code.trim();
      return code ? placeWithPhone(code, choice.shippingAddress.phone) : null;
    }
    case 'address':
      return choice.shippingAddress;
  }
}

/**
 * Order metadata of the chosen point, under the keys Heseya's own storefront writes and the
 * platform's integrations read: `inpost_phone`, `inpost_point`, `inpost_point_address` (the locker's
 * address details as JSON) for a parcel locker; for a courier point `dpd_*` and `furgonetka_*` (the
 * courier-point map's provider), each with phone, point code and the point's name.
 */
export function pickupPointMetadata(choice: ShippingChoice): Record<string, string> {
  const kind = shippingPlaceKind(choice.shippingMethod);
  const phone = choice.shippingAddress.phone?.trim() ?? '';
  if (kind === 'parcelLocker' && choice.parcelLocker) {
    return {
      inpost_phone: phone,
      inpost_point: choice.parcelLocker.name.trim(),
      inpost_point_address: JSON.stringify(choice.parcelLocker.address_details ?? {}),
    };
  }
  if (kind === 'courierPoint' && choice.courierPoint) {
    const point = { phone, point: choice.courierPoint.code.trim(), point_address: choice.courierPoint.name };
    return Object.fromEntries(['dpd', 'furgonetka'].flatMap((prefix) => Object.entries(point).map(([key, value]) => [`${prefix}_${key}`, value])));
  }
  return {};
}

/** A point-external method takes its place as text: an address given for one (no provider flag) in one line. */
export function addressAsPlaceText(address: AddressShape): string {
  const line = [address.name, address.company_name, address.address, [address.zip, address.city].filter((part) => part?.trim()).join(' '), address.country]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
  return placeWithPhone(line, address.phone);
}

/**
 * The country rule for shipping methods and sales channels: with no list every country is allowed;
 * otherwise a country is allowed when listed, or when not listed if the list is a block list.
 */
export function isCountryAllowed(
  countries: readonly ({ code: string } | string)[] | null | undefined,
  isBlockList: boolean | null | undefined,
  country: string,
): boolean {
  const codes = (countries ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.code).toUpperCase());
  if (codes.length === 0) return true;
  const listed = codes.includes(country.trim().toUpperCase());
  return isBlockList ? !listed : listed;
}

export function shippingMethodServesCountry(method: ShippingMethodShape, country: string): boolean {
  return isCountryAllowed(method.countries, method.is_block_list_countries, country);
}

export function salesChannelServesCountry(channel: { countries?: readonly string[] | null; countries_block_list?: boolean | null }, country: string): boolean {
  return isCountryAllowed(channel.countries, channel.countries_block_list, country);
}

/**
 * Parcel-locker delivery is allowed when the shop's restriction setting is off (not '1'),
 * or every product in the cart allows it in its metadata.
 */
export function isParcelLockerAllowed(
  settings: Readonly<Record<string, unknown>>,
  products: readonly { metadata?: Readonly<Record<string, unknown>> | null }[],
): boolean {
  if (settings[PARCEL_LOCKER_RESTRICTION_SETTING] !== '1') return true;
  return products.every((product) => isFlagOn(product.metadata?.[PARCEL_LOCKER_PRODUCT_FLAG]));
}

/**
 * The parcel-locker rule for a cart: every cart item counts, digital lines included, since
 * the restriction is about what the shop allows to be ordered with locker delivery, not what travels in it.
 */
export function isParcelLockerAllowedForCart(
  restrictionOn: boolean,
  lines: readonly { product: { metadata?: Readonly<Record<string, unknown>> | null } }[],
): boolean {
  return isParcelLockerAllowed(
    { [PARCEL_LOCKER_RESTRICTION_SETTING]: restrictionOn ? '1' : '0' },
    lines.map((line) => line.product),
  );
}

/** Shipping methods a shopper may choose for physical goods: serving the country, parcel lockers only when allowed. */
export function availableShippingMethods<M extends ShippingMethodShape>(
  methods: readonly M[],
  options: { country: string; parcelLockerAllowed: boolean },
): M[] {
  return methods.filter(
    (method) =>
      method.shipping_type !== 'digital' &&
      shippingMethodServesCountry(method, options.country) &&
      (options.parcelLockerAllowed || pickupProvider(method) !== 'parcelLocker'),
  );
}

/** The shop's digital shipping methods (the browser's checkout says itself when a cart needs one and there is none). */
export function digitalMethodsOf<M extends ShippingMethodShape>(methods: readonly M[]): M[] {
  return methods.filter((method) => method.shipping_type === 'digital');
}

/**
 * The digital shipping methods, when the cart has digital goods. Throws, with the platform's message,
 * when the cart needs one and the shop has none configured.
 */
export function digitalShippingMethods<M extends ShippingMethodShape>(methods: readonly M[], cartHasDigitalGoods: boolean): M[] {
  const digital = digitalMethodsOf(methods);
  if (cartHasDigitalGoods && digital.length === 0) throw new Error(NO_DIGITAL_SHIPPING_METHOD);
  return digital;
}

export type OrderShippingType = 'digital' | 'default' | 'mixed';

/** digital when every product ships digitally, default when none does, mixed otherwise (also the thank-you page's `t`). */
export function orderShippingType(products: readonly { shipping_digital?: boolean | null }[]): OrderShippingType {
  const digital = products.filter((product) => product.shipping_digital === true).length;
  if (digital === 0) return 'default';
  return digital === products.length ? 'digital' : 'mixed';
}
