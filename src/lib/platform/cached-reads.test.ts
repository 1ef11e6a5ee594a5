import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryTokenStore } from './auth-refresh';
import { createPlatform } from './client';
import { CACHE_HEADER, ResponseCache } from './response-cache';
import { json, startFakeServer, type FakeServer } from './testing/fake-server';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer((request, response) =>
    json(response, 200, {
      data: [{ slug: 'kubek', tags: ['a'] }],
      meta: { current_page: 1, last_page: 1, per_page: 24, total: 1 },
      path: request.path,
      search: request.search,
    }),
  );
});
afterEach(() => server.close());

describe('cached reads (a fresh cached GET answered with parsed data)', () => {
  it('answers a repeated GET with the same data, parsed once and frozen, without asking the platform', async () => {
    const platform = createPlatform({ baseUrl: server.url, cache: new ResponseCache() });
    const first = await platform.client.GET('/products', { params: { query: { 'sets[]': ['dom'], page: 2 } } });
    const second = await platform.client.GET('/products', { params: { query: { 'sets[]': ['dom'], page: 2 } } });
    const third = await platform.client.GET('/products', { params: { query: { 'sets[]': ['dom'], page: 2 } } });
    expect(server.requests).toHaveLength(1);
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get(CACHE_HEADER)).toBe('hit');
    expect(second.data).toEqual(first.data);
    expect(third.data).toBe(second.data);
    expect(Object.isFrozen(second.data?.data[0])).toBe(true);
    // Nobody can change what the next page render reads.
    expect(() => (second.data!.data as unknown as { tags: string[] }[])[0]!.tags.push('b')).toThrow(TypeError);
  });

  it('keys like the transport: another query, language or sales channel asks the platform', async () => {
    const cache = new ResponseCache();
    await createPlatform({ baseUrl: server.url, cache, language: 'pl' }).client.GET('/pages', { params: { query: { page: 1 } } });
    await createPlatform({ baseUrl: server.url, cache, language: 'pl' }).client.GET('/pages', { params: { query: { page: 1 } } });
    await createPlatform({ baseUrl: server.url, cache, language: 'en' }).client.GET('/pages', { params: { query: { page: 1 } } });
    await createPlatform({ baseUrl: server.url, cache, language: 'en', salesChannelId: 'b2b' }).client.GET('/pages', { params: { query: { page: 1 } } });
    await createPlatform({ baseUrl: server.url, cache, language: 'en', salesChannelId: 'b2b' }).client.GET('/pages', { params: { query: { page: 2 } } });
    expect(server.requests).toHaveLength(4);
  });

  it('path parameters are encoded as openapi-fetch encodes them', async () => {
    const platform = createPlatform({ baseUrl: server.url, cache: new ResponseCache() });
    await platform.getBySlug('products', 'kubek ą/b');
    const again = await platform.client.GET('/products/{slug}', { params: { path: { slug: 'kubek ą/b' } } });
    expect(server.requests).toHaveLength(1);
    expect(again.response.headers.get(CACHE_HEADER)).toBe('hit');
  });

  it('a path it cannot build is a rejected promise, as from openapi-fetch, never a throw', () => {
    const platform = createPlatform({ baseUrl: server.url, cache: new ResponseCache() });
    const read = () => platform.client.GET('/products/{slug}', { params: { path: { slug: 'kubek\uD800' } } });
    let result: Promise<unknown> | undefined;
    expect(() => (result = read())).not.toThrow();
    return expect(result).rejects.toThrow(URIError);
  });

  it('never answers the authenticated paths from the cache', async () => {
    const platform = createPlatform({
      baseUrl: server.url,
      cache: new ResponseCache(),
      tokens: memoryTokenStore({ token: 't', identityToken: null, refreshToken: null }),
    });
    await platform.client.GET('/auth/profile');
    await platform.client.GET('/auth/profile');
    expect(server.requests).toHaveLength(2);
  });

  it('a stale entry goes to the platform again (and is still the outage fallback)', async () => {
    let now = 1_000_000;
    const platform = createPlatform({ baseUrl: server.url, cache: new ResponseCache({ ttlMs: 1000, now: () => now }) });
    await platform.client.GET('/pages');
    now += 1001;
    const again = await platform.client.GET('/pages');
    expect(server.requests).toHaveLength(2);
    expect(again.response.headers.get(CACHE_HEADER)).toBe('miss');
  });
});
