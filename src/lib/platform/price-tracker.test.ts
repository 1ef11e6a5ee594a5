import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlatform } from './client';
import { ResponseCache } from './response-cache';
import { json, startFakeServer, type FakeServer } from './testing/fake-server';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer((request, response) => {
    if (request.path === '/price-tracker/products/p1/EUR') return json(response, 200, { data: { product_id: 'p1', currency: 'EUR', price_min: '9.99' } });
    if (request.path === '/price-tracker/products/p2/EUR') return json(response, 200, { data: { product_id: 'p2', currency: 'EUR', price_min: null } });
    if (request.path === '/price-tracker/products/p3/EUR') return json(response, 200, { data: null });
    if (request.path === '/price-tracker/products') return json(response, 200, { data: [{ product_id: 'p1', currency: 'EUR', price_min: '9.99' }] });
    return json(response, 404, { error: { code: 404, message: 'Not found', key: 'NOT_FOUND' } });
  });
});
afterEach(() => server.close());

describe('price tracker', () => {
  it('reads data.price_min of one product in the current currency, passing the current minimum', async () => {
    const { priceTracker } = createPlatform({ baseUrl: server.url, currency: 'EUR' });
    expect(await priceTracker.lowestPrice('p1', '12.50')).toBe('9.99');
    expect(server.requests[0]?.path).toBe('/price-tracker/products/p1/EUR');
    expect(server.requests[0]?.search).toBe('current_price_min=12.50');
  });

  it('returns null when the price is missing', async () => {
    const { priceTracker } = createPlatform({ baseUrl: server.url, currency: 'EUR' });
    expect(await priceTracker.lowestPrice('p2')).toBeNull();
    expect(await priceTracker.lowestPrice('p3')).toBeNull();
    expect(await priceTracker.lowestPrice('unknown')).toBeNull();
  });

  it('lists prices of several products as ?product_ids=...&currency=...', async () => {
    const { priceTracker } = createPlatform({ baseUrl: server.url, currency: 'EUR' });
    expect(await priceTracker.lowestPrices(['p1', 'p9'])).toEqual([{ product_id: 'p1', currency: 'EUR', price_min: '9.99' }]);
    expect(server.requests[0]?.search).toBe('currency=EUR&product_ids=p1%2Cp9');
  });

  it('answers a repeated read from the response cache, and not at all without one', async () => {
    const cached = createPlatform({ baseUrl: server.url, currency: 'EUR', cache: new ResponseCache() });
    expect(await cached.priceTracker.lowestPrice('p1', '12.50')).toBe('9.99');
    expect(await cached.priceTracker.lowestPrice('p1', '12.50')).toBe('9.99');
    expect(server.requests).toHaveLength(1);
    const uncached = createPlatform({ baseUrl: server.url, currency: 'EUR', cache: false });
    await uncached.priceTracker.lowestPrice('p1', '12.50');
    await uncached.priceTracker.lowestPrice('p1', '12.50');
    expect(server.requests).toHaveLength(3);
  });

  it('with no ids returns [] without any request', async () => {
    const { priceTracker } = createPlatform({ baseUrl: server.url, currency: 'EUR' });
    expect(await priceTracker.lowestPrices([])).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('uses its own base address when given', async () => {
    const { priceTracker } = createPlatform({ baseUrl: 'http://127.0.0.1:9', priceTrackerUrl: `${server.url}/price-tracker`, currency: 'EUR' });
    expect(await priceTracker.lowestPrice('p1')).toBe('9.99');
  });
});
