import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICKUP_POINT_PROVIDERS, pickupPoints } from '../orders/pickup-points.ts';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await startTestPlatform();
});
afterAll(() => p?.stop());

describe('GET /shipping-points', () => {
  it('has a few dozen points per provider across cities, each code once', () => {
    for (const provider of PICKUP_POINT_PROVIDERS) {
      const points = pickupPoints(provider);
      expect(points.length).toBeGreaterThanOrEqual(24);
      expect(new Set(points.map((point) => point.code)).size).toBe(points.length);
      expect(new Set(points.map((point) => point.city)).size).toBeGreaterThanOrEqual(8);
    }
  });

  it('finds the points with every word of the query, accents ignored, for guests', async () => {
    const r = await p.call('GET', '/shipping-points?provider=paczkomat&q=gdansk');
    expect(r.status).toBe(200);
    expect(r.body.data.map((point: { code: string }) => point.code)).toEqual(['GDA01M', 'GDA02M', 'GDA03M']);
    expect(r.body.data[0]).toEqual({ provider: 'paczkomat', code: 'GDA01M', name: 'Paczkomat GDA01M', address: 'ul. Grunwaldzka 5', zip: '80-174', city: 'Gdańsk', description: 'Paczkomat 24/7' });
    const two = await p.call('GET', '/shipping-points?provider=dhl_pickup&q=krakow%20dluga');
    expect(two.body.data.map((point: { code: string }) => point.code)).toEqual(['DHL-KRA-201']);
    expect((await p.call('GET', '/shipping-points?provider=dpd_pickup&q=nowhere')).body.data).toEqual([]);
  });

  it('answers the first points without a query, at most the limit', async () => {
    expect((await p.call('GET', '/shipping-points?provider=dpd_pickup')).body.data).toHaveLength(20);
    expect((await p.call('GET', '/shipping-points?provider=dpd_pickup&limit=5')).body.data).toHaveLength(5);
  });

  it('refuses an unknown provider or a limit out of range', async () => {
    expect((await p.call('GET', '/shipping-points?provider=ups')).status).toBe(422);
    expect((await p.call('GET', '/shipping-points?provider=paczkomat&limit=500')).status).toBe(422);
  });
});
