import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { offeredPickupWidgets, pickupWidgetCspOrigins, pickupWidgets } from './pickup-widgets';

const locker = { shipping_type: 'point-external' as const, metadata: { paczkomat: true } };
const dpd = { shipping_type: 'point-external' as const, metadata: { dpd_pickup: '1' } };
const unflagged = { shipping_type: 'point-external' as const, metadata: {} };
const courier = { shipping_type: 'address' as const, metadata: { paczkomat: true } };

describe('pick-up point widgets', () => {
  it("defaults to the vendors' files Heseya's storefront loads", () => {
    expect(pickupWidgets(parseEnv({}))).toEqual({
      parcelLocker: { script: 'https://geowidget.easypack24.net/js/sdk-for-javascript.js', stylesheet: 'https://geowidget.easypack24.net/css/easypack.css' },
      courierPoint: { script: 'https://furgonetka.pl/js/dist/map/map.js' },
    });
  });

  it('are needed only by point-external methods with a provider flag', () => {
    expect(offeredPickupWidgets([courier, unflagged])).toEqual([]);
    expect(offeredPickupWidgets([dpd])).toEqual(['courierPoint']);
    expect(offeredPickupWidgets([dpd, locker, courier])).toEqual(['parcelLocker', 'courierPoint']);
  });

  it("allows only the offered widgets' origins in the page's CSP", () => {
    const env = parseEnv({ COURIER_POINT_WIDGET_ORIGINS: 'https://maps.example.com/tiles, not a url' });
    expect(pickupWidgetCspOrigins(env, null).size).toBe(0);
    expect(pickupWidgetCspOrigins(env, 'somethingElse').size).toBe(0);
    const courierOnly = pickupWidgetCspOrigins(env, 'courierPoint');
    expect(courierOnly.get('script-src')).toEqual(['https://furgonetka.pl', 'https://maps.example.com']);
    expect([...courierOnly.keys()]).toEqual(['script-src', 'style-src', 'font-src', 'img-src', 'connect-src', 'frame-src']);
    const both = pickupWidgetCspOrigins(env, 'parcelLocker,courierPoint').get('connect-src') ?? [];
    expect(both).toEqual(
      expect.arrayContaining(['https://geowidget.easypack24.net', 'https://api-pl-points.easypack24.net', 'https://osm.inpost.pl', 'https://furgonetka.pl']),
    );
    expect(new Set(both).size).toBe(both.length);
  });

  it('refuses a widget URL that is not http(s) at start', () => {
    expect(() => parseEnv({ PARCEL_LOCKER_WIDGET_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/PARCEL_LOCKER_WIDGET_SCRIPT_URL/);
  });
});
