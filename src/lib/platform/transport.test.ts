import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlatform } from './client';
import { PlatformError } from './errors';
import { retryAfterMs } from './retry';
import { delay, json, platformError, startFakeServer, type FakeServer } from './testing/fake-server';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(() => server.close());

const cartBody = (id: string) => ({ items: [{ cartitem_id: id, product_id: 'p', quantity: 1 }], currency: 'PLN', sales_channel_id: 'x' });
const cartResult = (id: string) => ({
  data: {
    items: [{ cartitem_id: id, quantity: 1, price: '10.00', price_discounted: '10.00' }],
    coupons: [],
    sales: [],
    cart_total: '10.00',
    cart_total_initial: '10.00',
    shipping_price: '0.00',
    shipping_price_initial: '0.00',
    shipping_time: null,
    shipping_date: null,
    summary: '10.00',
  },
});
let shopperSeq = 0;

describe('cart/process superseding', () => {
  it('a newer call aborts the older one in flight for the same shopper; the newer wins', async () => {
    server.handle(async (request, response) => {
      const id = JSON.parse(request.body).items[0].cartitem_id as string;
      await delay(id === 'older' ? 300 : 20);
      if (!response.destroyed) json(response, 200, cartResult(id));
    });
    const shopperId = `shopper-${++shopperSeq}`;
    const platform = createPlatform({ baseUrl: server.url, shopperId, cache: false });
    const older = platform.client.POST('/cart/process', { body: cartBody('older') }).catch((error: unknown) => error);
    await delay(30);
    const newer = await platform.client.POST('/cart/process', { body: cartBody('newer') });
    const olderOutcome = await older;
    expect(newer.data?.data.items[0]?.cartitem_id).toBe('newer');
    expect(olderOutcome).toBeInstanceOf(PlatformError);
    expect((olderOutcome as PlatformError).isCancelled).toBe(true);
  });

  it('does not touch other shoppers or other calls', async () => {
    server.handle(async (request, response) => {
      await delay(60);
      if (request.path === '/cart/process') return json(response, 200, cartResult(JSON.parse(request.body).items[0].cartitem_id));
      json(response, 200, { data: { recovery_codes: [] } });
    });
    const a = createPlatform({ baseUrl: server.url, shopperId: `a-${++shopperSeq}`, cache: false });
    const b = createPlatform({ baseUrl: server.url, shopperId: `b-${++shopperSeq}`, cache: false });
    const results = await Promise.all([
      a.client.POST('/cart/process', { body: cartBody('a') }),
      b.client.POST('/cart/process', { body: cartBody('b') }),
      a.client.POST('/auth/2fa/confirm', { body: { code: '1' } }),
      a.client.POST('/auth/2fa/confirm', { body: { code: '2' } }),
    ]);
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200]);
  });
});

describe('retry of GET', () => {
  it('retries a GET once on 503 and returns the second answer', async () => {
    let calls = 0;
    server.handle((_, response) => (++calls === 1 ? platformError(response, 503, 'INTERNAL_SERVER_ERROR', 'busy') : json(response, 200, { data: [] })));
    const platform = createPlatform({ baseUrl: server.url, cache: false, retryDelayMs: 1 });
    const result = await platform.client.GET('/settings');
    expect(result.response.status).toBe(200);
    expect(server.requests).toHaveLength(2);
  });

  it('retries only once', async () => {
    server.handle((_, response) => platformError(response, 502, 'BAD_GATEWAY', 'down'));
    const platform = createPlatform({ baseUrl: server.url, cache: false, retryDelayMs: 1 });
    const result = await platform.client.GET('/settings');
    expect(result.response.status).toBe(502);
    expect(server.requests).toHaveLength(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries on %i', async (status) => {
    let calls = 0;
    server.handle((_, response) => (++calls === 1 ? platformError(response, status, 'INTERNAL_SERVER_ERROR', 'x') : json(response, 200, { data: [] })));
    const platform = createPlatform({ baseUrl: server.url, cache: false, retryDelayMs: 1 });
    expect((await platform.client.GET('/settings')).response.status).toBe(200);
  });

  it('does not retry other statuses', async () => {
    server.handle((_, response) => platformError(response, 404, 'NOT_FOUND', 'x'));
    const platform = createPlatform({ baseUrl: server.url, cache: false, retryDelayMs: 1 });
    await platform.client.GET('/settings');
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a POST', async () => {
    server.handle((_, response) => platformError(response, 503, 'INTERNAL_SERVER_ERROR', 'busy'));
    const platform = createPlatform({ baseUrl: server.url, cache: false, retryDelayMs: 1 });
    const result = await platform.client.POST('/orders', {
      body: {
        email: 'a@b.pl',
        items: [],
        billing_address: { name: 'a', address: 'b', city: 'c', zip: 'd', country: 'PL', phone: '1' },
        currency: 'PLN',
        sales_channel_id: 'x',
      },
    });
    expect(result.response.status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it('waits the Retry-After seconds before retrying', async () => {
    const times: number[] = [];
    server.handle((_, response) => {
      times.push(Date.now());
      if (times.length === 1) {
        response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '1' });
        response.end(JSON.stringify({ error: { code: 429, message: 'slow down', key: 'INTERNAL_SERVER_ERROR' } }));
        return;
      }
      json(response, 200, { data: [] });
    });
    const platform = createPlatform({ baseUrl: server.url, cache: false, retryDelayMs: 1 });
    const result = await platform.client.GET('/settings');
    expect(result.response.status).toBe(200);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
  });

  it('does not retry when Retry-After reaches past the timeout', async () => {
    server.handle((_, response) => {
      response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '30' });
      response.end(JSON.stringify({ error: { code: 503, message: 'later', key: 'INTERNAL_SERVER_ERROR' } }));
    });
    const platform = createPlatform({ baseUrl: server.url, cache: false, timeoutMs: 2000 });
    const started = Date.now();
    const result = await platform.client.GET('/settings');
    expect(result.response.status).toBe(503);
    expect(server.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('malformed JSON', () => {
  const broken = (response: import('node:http').ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"data": [');
  };

  it('a GET answered with malformed JSON is retried once, then fails as a 502 INVALID_RESPONSE PlatformError', async () => {
    server.handle((_, response) => broken(response));
    const platform = createPlatform({ baseUrl: server.url, cache: false, retryDelayMs: 1 });
    const error = await platform.list('/pages').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 502, key: 'INVALID_RESPONSE' });
    expect(server.requests).toHaveLength(2);
  });

  it('the retry may bring a good answer', async () => {
    let calls = 0;
    server.handle((_, response) => (++calls === 1 ? broken(response) : json(response, 200, { data: [] })));
    const platform = createPlatform({ baseUrl: server.url, cache: false, retryDelayMs: 1 });
    expect((await platform.list('/pages')).data).toEqual([]);
  });

  it('a POST answered with malformed JSON is not retried', async () => {
    server.handle((_, response) => broken(response));
    const platform = createPlatform({ baseUrl: server.url, cache: false });
    const result = await platform.client.POST('/cart/process', { body: cartBody('x') });
    expect(result.response.status).toBe(502);
    expect(server.requests).toHaveLength(1);
  });
});

describe('timeout', () => {
  it('aborts a request that takes longer than the timeout and reports a timeout error', async () => {
    server.handle(async (_, response) => {
      await delay(1000);
      if (!response.destroyed) json(response, 200, { data: [] });
    });
    const platform = createPlatform({ baseUrl: server.url, cache: false, timeoutMs: 100 });
    const started = Date.now();
    const error = await platform.client.GET('/settings').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).isTimeout).toBe(true);
    expect((error as PlatformError).status).toBe(0);
    expect(Date.now() - started).toBeLessThan(800);
  });

  it('defaults to 20 seconds', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('./transport');
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
    const { parseEnv } = await import('../env');
    expect(parseEnv({}).PLATFORM_TIMEOUT_MS).toBe(20_000);
    expect(parseEnv({ PLATFORM_TIMEOUT_MS: '1500' }).PLATFORM_TIMEOUT_MS).toBe(1500);
    expect(() => parseEnv({ PLATFORM_TIMEOUT_MS: 'soon' })).toThrow(/PLATFORM_TIMEOUT_MS/);
  });

  it('a refused connection is a network error, distinct from a timeout', async () => {
    const url = server.url;
    await server.close();
    const error = await createPlatform({ baseUrl: url, cache: false })
      .client.GET('/settings')
      .catch((e: unknown) => e);
    expect((error as PlatformError).isNetworkError).toBe(true);
    expect((error as PlatformError).isTimeout).toBe(false);
  });
});

describe('a client that sends its token on every path (a member of staff’s preview)', () => {
  it('sends the Bearer on a catalogue read, refreshes it once on a 401, and never caches or serves a cached answer', async () => {
    const { memoryTokenStore } = await import('./auth-refresh');
    const { ResponseCache } = await import('./response-cache');
    const cache = new ResponseCache();
    server.handle((request, response) => {
      if (request.path === '/auth/refresh') return json(response, 200, { data: { token: 'staff-2', refresh_token: 'refresh-2' } });
      if (request.headers.authorization === 'Bearer staff-1') return platformError(response, 401, 'UNAUTHORIZED', 'Expired');
      const hidden = request.headers.authorization === 'Bearer staff-2';
      return json(
        response,
        hidden ? 200 : 404,
        hidden ? { data: { slug: 'draft', public: false } } : { error: { code: 404, message: 'Not found', key: 'NOT_FOUND' } },
      );
    });
    // A shopper's client with the same cache reads the page first: not found, nothing kept for the staff.
    const shopper = createPlatform({ baseUrl: server.url, cache });
    expect((await shopper.client.GET('/pages/{slug}', { params: { path: { slug: 'draft' } } })).response.status).toBe(404);

    const tokens = memoryTokenStore({ token: 'staff-1', refreshToken: 'refresh-1' });
    const staff = createPlatform({ baseUrl: server.url, tokens, bearerOnEveryPath: true, cache });
    const first = await staff.client.GET('/pages/{slug}', { params: { path: { slug: 'draft' } } });
    expect(first.response.status).toBe(200);
    expect(tokens.current?.token).toBe('staff-2');
    expect(server.to('/auth/refresh')[0]?.headers.authorization).toBeUndefined();
    const sizeAfterStaff = cache.size;
    await staff.client.GET('/pages/{slug}', { params: { path: { slug: 'draft' } } });
    // Both staff reads went to the platform with the token; the cache holds no more than the shopper's answer.
    expect(server.to('/pages/draft').map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer staff-1', 'Bearer staff-2', 'Bearer staff-2']);
    expect(cache.size).toBe(sizeAfterStaff);

    // The shopper asks again: not the staff's answer.
    expect((await shopper.client.GET('/pages/{slug}', { params: { path: { slug: 'draft' } } })).response.status).toBe(404);
  });

  it('a shopper’s client sends no token on a catalogue read', async () => {
    const { memoryTokenStore } = await import('./auth-refresh');
    server.handle((_request, response) => json(response, 200, { data: { slug: 'x' } }));
    const shopper = createPlatform({ baseUrl: server.url, tokens: memoryTokenStore({ token: 'shopper' }), cache: false });
    await shopper.client.GET('/pages/{slug}', { params: { path: { slug: 'x' } } });
    expect(server.to('/pages/x')[0]?.headers.authorization).toBeUndefined();
  });
});
