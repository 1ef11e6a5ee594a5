import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryTokenStore } from './auth-refresh';
import { createPlatform } from './client';
import { PlatformError } from './errors';
import { CACHE_HEADER, ResponseCache } from './response-cache';
import { delay, json, platformError, startFakeServer, type FakeServer } from './testing/fake-server';

let server: FakeServer;
let hits = 0;
beforeEach(async () => {
  hits = 0;
  server = await startFakeServer(async (request, response) => {
    hits++;
    await delay(20);
    json(response, 200, { data: [{ n: hits, path: request.path }], meta: { current_page: 1, last_page: 1, per_page: 24, total: 1 } });
  });
});
afterEach(() => server.close());

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('GET/HEAD response cache', () => {
  it('serves a repeated GET from the cache until it expires, then asks again', async () => {
    const time = clock();
    const cache = new ResponseCache({ ttlMs: 1000, now: time.now });
    const platform = createPlatform({ baseUrl: server.url, cache });

    const first = await platform.client.GET('/pages');
    const second = await platform.client.GET('/pages');
    expect(server.requests).toHaveLength(1);
    expect(second.response.headers.get(CACHE_HEADER)).toBe('hit');
    expect(second.data).toEqual(first.data);
    expect(platform.cacheState('/pages')).toBe('cached');

    time.advance(1001);
    expect(platform.cacheState('/pages')).toBe('stale');
    const third = await platform.client.GET('/pages');
    expect(server.requests).toHaveLength(2);
    expect(third.data?.data).toEqual([{ n: 2, path: '/pages' }]);
  });

  it('defaults to five minutes', () => {
    expect(new ResponseCache().ttlMs).toBe(5 * 60 * 1000);
  });

  it('keys by URL, language and sales channel', async () => {
    const cache = new ResponseCache();
    await createPlatform({ baseUrl: server.url, cache, language: 'pl' }).client.GET('/pages');
    await createPlatform({ baseUrl: server.url, cache, language: 'en' }).client.GET('/pages');
    await createPlatform({ baseUrl: server.url, cache, language: 'en', salesChannelId: 'b2b' }).client.GET('/pages');
    await createPlatform({ baseUrl: server.url, cache, language: 'en', salesChannelId: 'b2b' }).client.GET('/pages', { params: { query: { page: 2 } } });
    await createPlatform({ baseUrl: server.url, cache, language: 'en', salesChannelId: 'b2b' }).client.GET('/pages', { params: { query: { page: 2 } } });
    expect(server.requests).toHaveLength(4);
  });

  it('shares one upstream request between concurrent identical GETs', async () => {
    const platform = createPlatform({ baseUrl: server.url, cache: new ResponseCache() });
    const pending = Promise.all([1, 2, 3, 4].map(() => platform.client.GET('/settings')));
    await delay(5);
    expect(platform.cacheState('/settings')).toBe('loading');
    const results = await pending;
    expect(server.requests).toHaveLength(1);
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => JSON.stringify(r.data))).size).toBe(1);
  });

  it('never caches wishlist or authenticated paths', async () => {
    const platform = createPlatform({ baseUrl: server.url, cache: new ResponseCache(), tokens: memoryTokenStore({ token: 't' }) });
    for (let i = 0; i < 2; i++) {
      await platform.client.GET('/wishlist');
      await platform.client.GET('/orders/my');
      await platform.client.GET('/auth/profile');
      await platform.client.GET('/product-sets/favourites');
    }
    expect(server.requests).toHaveLength(8);
    expect(platform.cacheState('/wishlist')).toBe('empty');
  });

  it('does not cache a read made with an explicit Authorization header (management reads)', async () => {
    const platform = createPlatform({ baseUrl: server.url, cache: new ResponseCache() });
    await platform.client.GET('/products', { headers: { Authorization: 'Bearer admin' } });
    await platform.client.GET('/products', { headers: { Authorization: 'Bearer admin' } });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer admin', 'Bearer admin']);
  });

  it('does not cache writes or error answers', async () => {
    server.handle((request, response) => {
      hits++;
      if (request.path === '/pages') return platformError(response, 404, 'NOT_FOUND', 'gone');
      json(response, 200, {
        data: {
          items: [],
          coupons: [],
          sales: [],
          cart_total: '0',
          cart_total_initial: '0',
          shipping_price: '0',
          shipping_price_initial: '0',
          shipping_time: null,
          shipping_date: null,
          summary: '0',
        },
      });
    });
    const platform = createPlatform({ baseUrl: server.url, cache: new ResponseCache() });
    await platform.client.GET('/pages');
    await platform.client.GET('/pages');
    await platform.client.POST('/cart/process', { body: { items: [], currency: 'PLN', sales_channel_id: 'x' } });
    await platform.client.POST('/cart/process', { body: { items: [], currency: 'PLN', sales_channel_id: 'x' } });
    expect(server.requests).toHaveLength(4);
  });

  it('serves the stale copy when the platform is down, and errors without one', async () => {
    const time = clock();
    const cache = new ResponseCache({ ttlMs: 1000, now: time.now });
    const platform = createPlatform({ baseUrl: server.url, cache, retryDelayMs: 1 });
    const first = await platform.client.GET('/settings');
    time.advance(5000);
    server.handle((_, response) => platformError(response, 503, 'INTERNAL_SERVER_ERROR', 'maintenance'));
    const during = await platform.client.GET('/settings');
    expect(during.response.status).toBe(200);
    expect(during.response.headers.get(CACHE_HEADER)).toBe('stale');
    expect(during.data).toEqual(first.data);

    // Rate limited (429) or a malformed answer: the stale copy too.
    server.handle((_, response) => platformError(response, 429, 'TOO_MANY_REQUESTS', 'slow down'));
    expect((await platform.client.GET('/settings')).response.headers.get(CACHE_HEADER)).toBe('stale');
    server.handle((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data": {');
    });
    const malformed = await platform.client.GET('/settings');
    expect(malformed.response.headers.get(CACHE_HEADER)).toBe('stale');
    expect(malformed.data).toEqual(first.data);

    await server.close();
    const offline = await platform.client.GET('/settings');
    expect(offline.data).toEqual(first.data);
    const missing = await platform.client.GET('/pages').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(PlatformError);
    expect((missing as PlatformError).isNetworkError).toBe(true);
  });

  it('is bounded: the least recently used entries go first', async () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    const platform = createPlatform({ baseUrl: server.url, cache });
    await platform.client.GET('/pages');
    await platform.client.GET('/settings');
    await platform.client.GET('/pages'); // /pages is now the most recently used
    await platform.client.GET('/redirects');
    expect(cache.size).toBe(2);
    expect(platform.cacheState('/settings')).toBe('empty');
    expect(platform.cacheState('/pages')).toBe('cached');
    expect(platform.cacheState('/redirects')).toBe('cached');
  });
});

describe('response cache bounded in bytes', () => {
  it('drops the least recently used responses once their bytes exceed the budget, and keeps none larger than it', async () => {
    await server.close();
    server = await startFakeServer(async (request, response) => {
      json(response, 200, { data: [{ path: request.path, filler: 'x'.repeat(request.path === '/pages' ? 60_000 : 20_000) }] });
    });
    const cache = new ResponseCache({ maxBytes: 50_000 });
    const platform = createPlatform({ baseUrl: server.url, cache });
    await platform.client.GET('/settings');
    await platform.client.GET('/redirects');
    expect(cache.size).toBe(2);
    await platform.client.GET('/product-sets');
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(50_000);
    expect(platform.cacheState('/settings')).toBe('empty');
    expect(platform.cacheState('/product-sets')).toBe('cached');
    const large = await platform.client.GET('/pages');
    expect(large.response.status).toBe(200);
    expect(platform.cacheState('/pages')).toBe('empty');
  });

  it('defaults to PLATFORM_CACHE_MEMORY_MB (32 MB)', () => {
    expect(new ResponseCache().maxBytes).toBe(32 * 2 ** 20);
  });
});

describe('the response cache generation', () => {
  it('changes when an answer is stored or the cache is cleared, not when an answer is read', async () => {
    const cache = new ResponseCache();
    const load = async () => new Response('{"data":[]}', { headers: { 'content-type': 'application/json' } });
    const start = cache.generation;
    await cache.fetch('GET /settings', load);
    const stored = cache.generation;
    expect(stored).not.toBe(start);
    await cache.fetch('GET /settings', load);
    cache.freshData('GET /settings');
    expect(cache.generation).toBe(stored);
    cache.clear();
    expect(cache.generation).not.toBe(stored);
  });
});
