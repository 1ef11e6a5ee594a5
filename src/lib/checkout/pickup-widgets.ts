// The providers' own point pickers of the checkout (point-external shipping methods), as Heseya's
// storefront embeds them: the parcel-locker network's map widget (InPost Geowidget v4, `easyPack`) and
// the courier-point map (Furgonetka's, for DPD Pickup and DHL POP). Where their files come from is
// configuration (docs/configuration.md); the checkout island loads a widget only once the shopper
// chooses its method. The checkout page's CSP allows a widget's origins only when the page offers a
// method that needs it: the page names the widgets it offers in an internal header, which the
// page-headers middleware turns into CSP origins and removes.
import { parseOrigins } from './gateway-origins';
import { shippingPlaceKind, type ShippingMethodShape } from '../commerce/shipping';

export type PickupWidgetKind = 'parcelLocker' | 'courierPoint';
export const PICKUP_WIDGET_KINDS: readonly PickupWidgetKind[] = ['parcelLocker', 'courierPoint'];

/** What the browser needs to load the widgets (public URLs only). */
export interface PickupWidgets {
  parcelLocker: { script: string; stylesheet: string };
  courierPoint: { script: string };
}

interface PickupWidgetEnv {
  PARCEL_LOCKER_WIDGET_SCRIPT_URL: string;
  PARCEL_LOCKER_WIDGET_STYLESHEET_URL: string;
  PARCEL_LOCKER_WIDGET_ORIGINS: string;
  COURIER_POINT_WIDGET_SCRIPT_URL: string;
  COURIER_POINT_WIDGET_ORIGINS: string;
}

export function pickupWidgets(source: PickupWidgetEnv): PickupWidgets {
  return {
    parcelLocker: { script: source.PARCEL_LOCKER_WIDGET_SCRIPT_URL, stylesheet: source.PARCEL_LOCKER_WIDGET_STYLESHEET_URL },
    courierPoint: { script: source.COURIER_POINT_WIDGET_SCRIPT_URL },
  };
}

/** The widgets the offered shipping methods need. */
export function offeredPickupWidgets(methods: readonly Pick<ShippingMethodShape, 'shipping_type' | 'metadata'>[]): PickupWidgetKind[] {
  const kinds = new Set(methods.map((method) => shippingPlaceKind(method)));
  return PICKUP_WIDGET_KINDS.filter((kind) => kinds.has(kind));
}

/** Set by the checkout page: the widgets it offers (comma-separated kinds); removed before the response leaves. */
export const PICKUP_WIDGETS_HEADER = 'x-pickup-widgets';

/** The directives a widget's origins are allowed in: it loads scripts, styles, fonts and images, calls its API and may frame its map. */
const WIDGET_DIRECTIVES = ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src', 'frame-src'] as const;

/** A widget's origins: its own files' and the configured others'. */
export function pickupWidgetOrigins(source: PickupWidgetEnv, kind: PickupWidgetKind): string[] {
  const own =
    kind === 'parcelLocker'
      ? [source.PARCEL_LOCKER_WIDGET_SCRIPT_URL, source.PARCEL_LOCKER_WIDGET_STYLESHEET_URL, source.PARCEL_LOCKER_WIDGET_ORIGINS]
      : [source.COURIER_POINT_WIDGET_SCRIPT_URL, source.COURIER_POINT_WIDGET_ORIGINS];
  return [...new Set(parseOrigins(own.join(',')))];
}

/** The CSP additions (directive → origins) for the widgets a page names in its header value. */
export function pickupWidgetCspOrigins(source: PickupWidgetEnv, headerValue: string | null): Map<string, string[]> {
  const kinds = PICKUP_WIDGET_KINDS.filter((kind) =>
    (headerValue ?? '')
      .split(',')
      .map((part) => part.trim())
      .includes(kind),
  );
  const origins = [...new Set(kinds.flatMap((kind) => pickupWidgetOrigins(source, kind)))];
  return new Map(origins.length ? WIDGET_DIRECTIVES.map((directive) => [directive, origins]) : []);
}
