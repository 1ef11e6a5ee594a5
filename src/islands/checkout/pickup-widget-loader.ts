// Loads the providers' point pickers (src/lib/checkout/pickup-widgets.ts) and opens them as Heseya's
// storefront does: InPost's Geowidget v4 (`easyPack.init` with the OSM map and parcel lockers only, then
// `easyPack.mapWidget(elementId, callback)` calls back with the chosen machine) and Furgonetka's map
// (`new Furgonetka.Map({ courierServices, callback, closeModalCallback }).show()` calls back with
// `{ point }`). A dynamic import of the point picker: nothing of it is in the checkout's first load.
import type { ParcelLockerAddressForm, PickupPointForm } from '../../lib/commerce/checkout-form-schema';
import { PARCEL_LOCKER_ADDRESS_LIMITS, PICKUP_POINT_LIMITS } from '../../lib/commerce/checkout-fields';

/** The machine the parcel-locker widget gives (the fields read here; the widget gives more). */
interface Machine {
  name?: unknown;
  address?: { line1?: unknown; line2?: unknown } | null;
  address_details?: Record<string, unknown> | null;
}

interface EasyPack {
  init(config: Record<string, unknown>): void;
  mapWidget(elementId: string, callback: (machine: Machine) => void): unknown;
}

interface FurgonetkaMap {
  show(): void;
  close?(): void;
}

interface FurgonetkaGlobal {
  Map: new (options: {
    courierServices: string[];
    callback: (params: { point?: { code?: unknown; name?: unknown } }) => void;
    closeModalCallback: () => void;
  }) => FurgonetkaMap;
}

type WidgetWindow = Window & { easyPack?: EasyPack; Furgonetka?: FurgonetkaGlobal };

const loading = new Map<string, Promise<void>>();

/** Adds the element once per URL; a failed load is forgotten so that the next attempt tries again. */
function load(url: string, create: () => HTMLScriptElement | HTMLLinkElement): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const element = create();
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener(
      'error',
      () => {
        element.remove();
        loading.delete(url);
        reject(new Error(`Could not load ${url}`));
      },
      { once: true },
    );
    document.head.append(element);
  });
  loading.set(url, promise);
  return promise;
}

export const loadScript = (url: string) => load(url, () => Object.assign(document.createElement('script'), { src: url, async: true }));

export const loadStylesheet = (url: string) => load(url, () => Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url }));

/** A widget's value as text, within the checkout form's limits (src/lib/commerce/checkout-fields.ts), so a long one never invalidates the form. */
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '').slice(0, max);

/** The courier-point map's service name of a method's provider flag. */
export const COURIER_SERVICE: Readonly<Record<string, string>> = { dpd_pickup: 'dpd', dhl_pickup: 'dhl' };

/** The parcel-locker widget's machine as the checkout form keeps it. */
export function lockerPoint(machine: Machine): PickupPointForm | null {
  const name = text(machine.name, PICKUP_POINT_LIMITS.code);
  if (!name) return null;
  const details = machine.address_details ?? {};
  const limits = PARCEL_LOCKER_ADDRESS_LIMITS;
  const parsed: ParcelLockerAddressForm = {
    street: text(details.street, limits.street),
    building_number: text(details.building_number, limits.building_number),
    flat_number: text(details.flat_number, limits.flat_number),
    post_code: text(details.post_code, limits.post_code),
    city: text(details.city, limits.city),
    province: text(details.province, limits.province),
  };
  const line = (value: unknown) => text(value, PICKUP_POINT_LIMITS.address);
  const address = [line(machine.address?.line1), line(machine.address?.line2)].filter(Boolean).join(', ').slice(0, PICKUP_POINT_LIMITS.address);
  return { provider: 'paczkomat', code: name, name, address, details: parsed };
}

/** Loads the parcel-locker widget's script and stylesheet. */
export async function loadParcelLockerWidget(widget: { script: string; stylesheet: string }): Promise<void> {
  await Promise.all([loadStylesheet(widget.stylesheet), loadScript(widget.script)]);
  if (!(window as WidgetWindow).easyPack) throw new Error('The parcel-locker widget did not start');
}

/** Shows the parcel-locker map in the element of that id; the callback gets the chosen locker. */
export function openParcelLockerMap(elementId: string, onPoint: (point: PickupPointForm) => void): void {
  const easyPack = (window as WidgetWindow).easyPack;
  const element = document.getElementById(elementId);
  if (!easyPack || !element) return;
  element.replaceChildren();
  easyPack.init({ mapType: 'osm', searchType: 'osm', points: { types: ['parcel_locker'] } });
  easyPack.mapWidget(elementId, (machine) => {
    const point = lockerPoint(machine);
    if (point) onPoint(point);
  });
}

export async function loadCourierPointWidget(widget: { script: string }): Promise<void> {
  await loadScript(widget.script);
  if (!(window as WidgetWindow).Furgonetka?.Map) throw new Error('The courier-point widget did not start');
}

/** Opens the courier-point map for a provider flag; `onPoint` gets the chosen point, `onClose` a close without one. */
export function openCourierPointMap(provider: string, onPoint: (point: PickupPointForm) => void, onClose: () => void): () => void {
  const Furgonetka = (window as WidgetWindow).Furgonetka;
  const service = COURIER_SERVICE[provider];
  if (!Furgonetka || !service) return () => undefined;
  const map = new Furgonetka.Map({
    courierServices: [service],
    callback: (params) => {
      const code = text(params.point?.code, PICKUP_POINT_LIMITS.code);
      if (code) onPoint({ provider, code, name: text(params.point?.name, PICKUP_POINT_LIMITS.name), address: '' });
    },
    closeModalCallback: onClose,
  });
  map.show();
  return () => map.close?.();
}
