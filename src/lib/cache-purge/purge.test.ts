// A purge end to end in one process: the platform client's answers (the process-wide cache), the pages
// kept with the platform paths their render read, and the order between them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlatform } from '../platform/client';
import { CACHE_HEADER, purgeMatcher, ResponseCache, sharedResponseCache } from '../platform/response-cache';
import { delay, json, startFakeServer, type FakeServer } from '../platform/testing/fake-server';
import { boundedMemoryProvider } from '../page-cache-memory';
import { applyPurge, onPurge, purgeNamesPath, type Purge } from './purge';
import { purgeForEvent } from '../webhooks/platform-event';

let server: FakeServer;
let version = 1;
beforeEach(async () => {
  version = 1;
  sharedResponseCache.clear();
  server = await startFakeServer(async (request, response) => {
    await delay(5);
    const slug = request.path.split('/')[2]?.split('?')[0];
    // The product `p1` is kept under the slug `stara-lampa` too (its slug before a rename).
    const id = slug === 'lampa' || slug === 'stara-lampa' ? 'p1' : `id-${slug}`;
    json(response, 200, { data: { id, slug, version } });
  });
});
afterEach(() => server.close());

const productChanged = (): Purge => purgeForEvent({ event: 'ProductUpdated', triggered_at: '2026-11-28T09:00:00+00:00', data: { id: 'p1', slug: 'lampa' } })!;

describe("the platform answers' cache on a purge", () => {
  it("drops the changed product's answers (by slug, id, and any slug naming its id) and the lists, and keeps the rest", async () => {
    const cache = new ResponseCache();
    const platform = createPlatform({ baseUrl: server.url, cache });
    for (const path of ['/products/lampa', '/products/stara-lampa', '/products/krzeslo', '/pages/o-nas'] as const) await platform.client.GET(path as never);
    await platform.client.GET('/products', { params: { query: { limit: 24 } } } as never);
    const dropped = cache.drop(purgeMatcher(productChanged(), server.url)).map((url) => url.pathname);
    expect(dropped.sort()).toEqual(['/products', '/products/lampa', '/products/stara-lampa']);
    expect(platform.cacheState('/products/krzeslo' as never)).toBe('cached');
    expect(platform.cacheState('/pages/o-nas' as never)).toBe('cached');
    version = 2;
    const again = await platform.client.GET('/products/lampa' as never);
    expect(again.response.headers.get(CACHE_HEADER)).toBe('miss');
    expect((again.data as unknown as { data: { version: number } }).data.version).toBe(2);
  });

  it('answers a load that was in flight during a purge, but does not keep it (it may carry the old data)', async () => {
    const cache = new ResponseCache();
    const platform = createPlatform({ baseUrl: server.url, cache });
    const loading = platform.client.GET('/products/lampa' as never);
    cache.drop(purgeMatcher(productChanged(), server.url));
    expect((await loading).response.status).toBe(200);
    expect(platform.cacheState('/products/lampa' as never)).toBe('empty');
  });
});

describe('pages on a purge', () => {
  const logger = { warn: () => {} } as never;
  const kept = (reads: readonly string[]) => {
    const page = () => new Response('<p>page</p>', { headers: { 'content-type': 'text/html', 'cdn-cache-control': 'max-age=60' } });
    return { reads, page };
  };

  it('keeps with each page the platform paths its render read, and drops only the pages that read what changed', async () => {
    const pages = boundedMemoryProvider({ maxBytes: 2 ** 20, maxEntries: 100 });
    const platform = createPlatform({ baseUrl: server.url });
    const renders: Record<string, () => Promise<void>> = {
      '/product/lampa': async () => void (await platform.client.GET('/products/lampa' as never)),
      '/product/krzeslo': async () => void (await platform.client.GET('/products/krzeslo' as never)),
      '/category/lampy': async () => void (await platform.client.GET('/products', { params: { query: { sets: ['lampy'] } } } as never)),
      '/o-nas': async () => void (await platform.client.GET('/pages/o-nas' as never)),
    };
    // Three of the answers are in the platform client's cache before the pages render (their reads are
    // hits, answered without the transport); the content page's is a miss.
    for (const path of ['/product/lampa', '/product/krzeslo', '/category/lampy']) await renders[path]!();
    for (const [path, render] of Object.entries(renders)) {
      const request = new Request(`http://shop.test${path}`);
      await pages.onRequest!({ request, url: new URL(request.url), logger } as never, async () => {
        await render();
        return kept([]).page();
      });
    }
    expect(pages.size).toBe(4);
    const purge = productChanged();
    const dropped = new Set(sharedResponseCache.drop(purgeMatcher(purge, server.url)).map((url) => url.pathname));
    pages.purge({ read: (path) => dropped.has(path) || purgeNamesPath(purge, path) });
    expect(pages.fresh('http://shop.test/product/lampa')).toBeUndefined();
    expect(pages.fresh('http://shop.test/category/lampy')).toBeUndefined();
    expect(pages.fresh('http://shop.test/product/krzeslo')).toBeDefined();
    expect(pages.fresh('http://shop.test/o-nas')).toBeDefined();
    pages.purge({ all: true });
    expect(pages.size).toBe(0);
  });

  it('does not keep a page whose render began before a purge', async () => {
    const pages = boundedMemoryProvider({ maxBytes: 2 ** 20, maxEntries: 100 });
    const request = new Request('http://shop.test/product/lampa');
    const answer = await pages.onRequest!({ request, url: new URL(request.url), logger } as never, async () => {
      pages.purge({ all: true });
      return kept([]).page();
    });
    expect(answer.status).toBe(200);
    expect(pages.size).toBe(0);
  });
});

describe('the handlers of a purge', () => {
  it('run in order, each seeing the paths the ones before dropped; a failing one does not stop the others', async () => {
    const seen: string[] = [];
    onPurge('test-first', -2, (_purge, dropped) => void dropped.add('/products/x'));
    onPurge('test-failing', -1, () => {
      throw new Error('broken');
    });
    onPurge('test-last', 100, (_purge, dropped) => void seen.push(...dropped));
    await applyPurge({ paths: [], prefixes: [], ids: [], pages: 'none', redirects: false, posts: false });
    expect(seen).toContain('/products/x');
    for (const name of ['test-first', 'test-failing', 'test-last']) onPurge(name, 0, () => {});
  });
});

describe("the price tracker's answers", () => {
  it("are matched under the tracker's own base: a product's change drops its lowest price", async () => {
    const cache = new ResponseCache();
    const tracker = `${server.url}/price-tracker`;
    const platform = createPlatform({ baseUrl: server.url, cache, priceTrackerUrl: tracker });
    await platform.client.GET('/products/krzeslo' as never);
    await cache.fetch(ResponseCache.key('GET', `${tracker}/products/p1/PLN`, undefined, undefined), () => Promise.resolve(Response.json({ price: 1 })));
    await cache.fetch(ResponseCache.key('GET', `${tracker}/products/p2/PLN`, undefined, undefined), () => Promise.resolve(Response.json({ price: 2 })));
    const dropped = cache.drop(purgeMatcher(productChanged(), [tracker, server.url])).map((url) => url.pathname);
    expect(dropped).toEqual(['/price-tracker/products/p1/PLN']);
  });
});
