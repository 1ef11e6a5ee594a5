import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { boundedMemoryProvider, entrySize, pageCacheKey, readBody } from './page-cache-memory';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const KB = 1024;
const logger = { warn: () => {} } as never;

/** A rendered page of `bytes` bytes the storefront's middleware marked cacheable for 60 s (+300 s stale). */
function page(bytes: number, headers: Record<string, string> = {}): Response {
  return new Response('x'.repeat(bytes), {
    headers: { 'content-type': 'text/html', 'cdn-cache-control': 'max-age=60, stale-while-revalidate=300', ...headers },
  });
}

function setup(options: { maxBytes: number; maxEntries?: number }) {
  const time = clock();
  const cache = boundedMemoryProvider({ maxEntries: options.maxEntries ?? 1000, maxBytes: options.maxBytes, now: time.now });
  const renders: string[] = [];
  const get = async (path: string, bytes = 10 * KB, headers?: Record<string, string>) => {
    const request = new Request(`http://shop.test${path}`);
    const response = await cache.onRequest!({ request, url: new URL(request.url), logger }, async () => {
      renders.push(path);
      return page(bytes, headers);
    });
    return { state: response.headers.get('x-astro-cache'), length: (await response.arrayBuffer()).byteLength };
  };
  return { cache, time, renders, get };
}

describe('page cache bounded in bytes', () => {
  it('serves a kept page until its max-age, then stale while it renders it again', async () => {
    const { get, time, renders } = setup({ maxBytes: 1024 * KB });
    expect(await get('/product/a')).toEqual({ state: 'MISS', length: 10 * KB });
    expect(await get('/product/a')).toEqual({ state: 'HIT', length: 10 * KB });
    time.advance(61_000);
    expect((await get('/product/a')).state).toBe('STALE');
    expect(renders).toEqual(['/product/a', '/product/a']);
  });

  it('drops the least recently used pages once their bytes exceed the budget', async () => {
    const { cache, get, renders } = setup({ maxBytes: 100 * KB });
    for (let i = 0; i < 20; i++) await get(`/category/c?page=${i}`, 20 * KB);
    expect(cache.bytes).toBeLessThanOrEqual(100 * KB);
    expect(cache.size).toBe(4);
    expect((await get('/category/c?page=19', 20 * KB)).state).toBe('HIT');
    expect((await get('/category/c?page=0', 20 * KB)).state).toBe('MISS');
    expect(renders).toHaveLength(21);
  });

  it('still bounds the entries, and never keeps a page larger than the whole budget', async () => {
    const small = setup({ maxBytes: 10_000 * KB, maxEntries: 3 });
    for (let i = 0; i < 5; i++) await small.get(`/p/${i}`, 1 * KB);
    expect(small.cache.size).toBe(3);
    const tight = setup({ maxBytes: 50 * KB });
    expect((await tight.get('/huge', 80 * KB)).length).toBe(80 * KB);
    expect(tight.cache.size).toBe(0);
    expect((await tight.get('/huge', 80 * KB)).state).toBe('MISS');
  });

  it('keys by path and sorted query, without tracking parameters', async () => {
    expect(pageCacheKey(new URL('http://shop.test/c?b=2&utm_source=x&a=1&gclid=y'))).toBe('http://shop.test/c?a=1&b=2');
    const { get, renders } = setup({ maxBytes: 1024 * KB });
    await get('/c?a=1&utm_medium=mail');
    expect((await get('/c?a=1&fbclid=z')).state).toBe('HIT');
    expect(renders).toHaveLength(1);
  });

  it('keeps no page that sets a cookie, varies, or was not marked cacheable', async () => {
    const { cache, get } = setup({ maxBytes: 1024 * KB });
    await get('/a', 1 * KB, { 'set-cookie': 'x=1' });
    await get('/b', 1 * KB, { vary: 'Accept-Language' });
    await get('/c', 1 * KB, { 'cdn-cache-control': '' });
    expect(cache.size).toBe(0);
  });

  it('invalidates by path and by tag', async () => {
    const { cache, get } = setup({ maxBytes: 1024 * KB });
    await get('/a');
    await get('/b', 1 * KB, { 'cache-tag': 'products, home' });
    await cache.invalidate({ path: '/a' });
    await cache.invalidate({ tags: 'home' });
    expect(cache.size).toBe(0);
  });

  it('counts a page by its body, headers and key', () => {
    const body = new ArrayBuffer(1000);
    expect(entrySize('http://s/a', { body, headers: [['a', 'bc']], tags: [] })).toBe(1000 + (10 + 3) * 2 + 256);
  });
});

describe("the server's fast path (fresh pages, compressed copies)", () => {
  it('hands out only fresh pages; a stale one is left to Astro (served stale while rendered again)', async () => {
    const { cache, get, time } = setup({ maxBytes: 1024 * KB });
    await get('/product/a');
    const key = pageCacheKey(new URL('http://shop.test/product/a'));
    expect(cache.fresh(key)?.status).toBe(200);
    time.advance(61_000);
    expect(cache.fresh(key)).toBeUndefined();
  });

  it('moves its version whenever what `fresh` answers may change, and only then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { cache, get, time } = setup({ maxBytes: 1024 * KB, maxEntries: 2 });
      const moved = async (change: () => unknown) => {
        const before = cache.version;
        await change();
        return cache.version !== before;
      };
      expect(await moved(() => get('/product/a'))).toBe(true);
      expect(await moved(() => cache.fresh(pageCacheKey(new URL('http://shop.test/product/a'))))).toBe(false);
      expect(await moved(() => get('/product/a'))).toBe(false);
      expect(await moved(() => get('/product/b'))).toBe(true);
      // A third page in a store of two evicts one.
      expect(await moved(() => get('/product/c'))).toBe(true);
      expect(cache.size).toBe(2);
      expect(await moved(() => cache.purge({ read: (path) => path === '/nothing' }))).toBe(false);
      expect(await moved(() => cache.invalidate({ path: '/product/c' }))).toBe(true);
      expect(await moved(() => cache.purge({ all: true }))).toBe(true);

      // A page's freshness ending, on the store's clock: a timer that fires early waits again.
      await get('/product/d');
      const key = pageCacheKey(new URL('http://shop.test/product/d'));
      time.advance(30_000);
      expect(await moved(() => vi.advanceTimersByTime(60_001))).toBe(false);
      expect(cache.fresh(key)).toBeDefined();
      time.advance(30_001);
      expect(await moved(() => vi.advanceTimersByTime(30_001))).toBe(true);
      expect(cache.fresh(key)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('compresses a page once per encoding, keeps the copy and counts it in the byte budget', async () => {
    const { cache, get } = setup({ maxBytes: 1024 * KB });
    await get('/product/a', 30 * KB);
    const key = pageCacheKey(new URL('http://shop.test/product/a'));
    const before = cache.bytes;
    const br = cache.encodedBody(key, cache.fresh(key)!, 'br');
    const gzip = cache.encodedBody(key, cache.fresh(key)!, 'gzip');
    expect(brotliDecompressSync(br).toString()).toBe('x'.repeat(30 * KB));
    expect(gunzipSync(gzip).toString()).toBe('x'.repeat(30 * KB));
    expect(cache.encodedBody(key, cache.fresh(key)!, 'br')).toBe(br);
    expect(cache.bytes).toBe(before + br.byteLength + gzip.byteLength);
  });
});

describe('reading a rendered page to keep it', () => {
  const streamOf = (...chunks: Uint8Array[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
    );

  it('keeps a page that arrives in one chunk as it is, without copying it', async () => {
    const chunk = new TextEncoder().encode('<p>zażółć</p>');
    expect(await readBody(streamOf(chunk))).toBe(chunk.buffer);
  });

  it('joins a streamed page, and copies a chunk that is a view into a larger buffer', async () => {
    const text = new TextEncoder().encode('<p>one</p><p>two</p>');
    expect(new TextDecoder().decode(await readBody(streamOf(text.subarray(0, 10), text.subarray(10))))).toBe('<p>one</p><p>two</p>');
    const part = await readBody(streamOf(text.subarray(10)));
    expect(new TextDecoder().decode(part)).toBe('<p>two</p>');
    expect(part.byteLength).toBe(10);
  });

  it('answers a miss and the hits after it with the page as rendered', async () => {
    const { cache } = setup({ maxBytes: 1024 * KB });
    const request = new Request('http://shop.test/product/a');
    const html = '<main>ąę</main>'.repeat(100);
    const render = async () => new Response(html, { headers: { 'cdn-cache-control': 'max-age=60' } });
    const miss = await cache.onRequest!({ request, url: new URL(request.url), logger }, render);
    expect(miss.headers.get('x-astro-cache')).toBe('MISS');
    expect(await miss.text()).toBe(html);
    const hit = await cache.onRequest!({ request, url: new URL(request.url), logger }, render);
    expect(hit.headers.get('x-astro-cache')).toBe('HIT');
    expect(await hit.text()).toBe(html);
    expect(await (await cache.onRequest!({ request, url: new URL(request.url), logger }, render)).text()).toBe(html);
  });
});
