import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { delay, json, platformError, startFakeServer, type FakeServer, type RecordedRequest } from '../platform/testing/fake-server';

let server: FakeServer;
let products = 0;
let failPage: number | null = null;
/** Product pages being answered now, and the most at once (the platform answers each after `slowMs`). */
let slowMs = 0;
let inFlight = 0;
let mostInFlight = 0;

/** A platform whose lists are `count` items with slugs `<prefix>-<n>`, paged as the real one pages. */
function list(request: RecordedRequest, count: number, prefix: string, extra: Record<string, unknown> = {}) {
  const query = new URLSearchParams(request.search);
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 24);
  const start = (page - 1) * limit;
  const data = Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, i) => ({
    id: `${prefix}${start + i}`,
    slug: `${prefix}-${start + i + 1}`,
    ...extra,
  }));
  return { data, meta: { current_page: page, last_page: Math.max(1, Math.ceil(count / limit)), per_page: limit, total: count } };
}

beforeAll(async () => {
  server = await startFakeServer(async (request, response) => {
    const page = Number(new URLSearchParams(request.search).get('page') ?? 1);
    if (request.path === '/products' && slowMs) {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await delay(slowMs);
      inFlight -= 1;
    }
    if (request.path === '/products' && page === failPage) return platformError(response, 404, 'NOT_FOUND', 'gone');
    if (request.path === '/products') return json(response, 200, list(request, products, 'p'));
    if (request.path === '/product-sets') return json(response, 200, list(request, 3, 'c', { public: true, visible: true }));
    if (request.path === '/pages') return json(response, 200, list(request, 2, 'page', { public: true }));
    return platformError(response, 404, 'NOT_FOUND', 'no');
  });
  process.env.PLATFORM_API_URL = server.url;
});
afterAll(() => server.close());
beforeEach(() => {
  products = 0;
  failPage = null;
  slowMs = 0;
  mostInFlight = 0;
  server.requests.length = 0;
});

const read = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('sitemapTotals', () => {
  it('asks each list for one item and takes its total', async () => {
    products = 123_456;
    const { sitemapTotals } = await import('./sitemap-source');
    expect(await sitemapTotals()).toEqual({ pages: 2, categories: 3, products: 123_456 });
    expect(server.requests.every((r) => new URLSearchParams(r.search).get('limit') === '1')).toBe(true);
  });
});

describe('openChunk', () => {
  it('pages through the platform 500 at a time within its chunk, all before the body starts', async () => {
    products = 25_001;
    const { openChunk } = await import('./sitemap-source');
    const stream = await openChunk({ kind: 'products', number: 2 }, 'https://shop.test');
    expect(server.to('/products')).toHaveLength(20);
    const xml = await read(stream!);
    const pages = server.to('/products').map((r) => Number(new URLSearchParams(r.search).get('page')));
    // The first page alone (it tells the total), then the others two at a time: they may arrive out of order.
    expect(pages[0]).toBe(21);
    expect(pages.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 21 + i));
    expect(xml.match(/<url>/g)).toHaveLength(20_000);
    expect(xml).toContain('<loc>https://shop.test/product/p-10001</loc>');
    expect(xml).toContain('<loc>https://shop.test/en/product/p-20000</loc>');
    expect(xml).not.toContain('/product/p-20001<');
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('ends the last chunk with the last product, and has nothing past it', async () => {
    products = 25_001;
    const { openChunk } = await import('./sitemap-source');
    const xml = await read((await openChunk({ kind: 'products', number: 3 }, 'https://shop.test'))!);
    expect(xml.match(/<url>/g)).toHaveLength(2 * 5_001);
    expect(xml).toContain('<loc>https://shop.test/en/product/p-25001</loc>');
    expect(await openChunk({ kind: 'products', number: 4 }, 'https://shop.test')).toBeNull();
  });

  it('opens the first chunk of content pages with the repository paths', async () => {
    const { openChunk } = await import('./sitemap-source');
    const { everyLocale } = await import('./sitemap');
    const xml = await read((await openChunk({ kind: 'pages', number: 1 }, 'https://shop.test', [everyLocale('/'), everyLocale('/kontakt')]))!);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://shop.test/',
      'https://shop.test/en',
      'https://shop.test/kontakt',
      'https://shop.test/en/kontakt',
      'https://shop.test/page-1',
      'https://shop.test/en/page-1',
      'https://shop.test/page-2',
      'https://shop.test/en/page-2',
    ]);
    expect(await openChunk({ kind: 'categories', number: 1 }, 'https://shop.test')).not.toBeNull();
    expect(await openChunk({ kind: 'pages', number: 2 }, 'https://shop.test')).toBeNull();
  });

  it('fails before the body when any of its platform reads fails', async () => {
    products = 12_000;
    const { openChunk } = await import('./sitemap-source');
    for (const page of [1, 5, 20]) {
      failPage = page;
      await expect(openChunk({ kind: 'products', number: 1 }, 'https://shop.test'), `page ${page}`).rejects.toThrow();
    }
    failPage = 21;
    expect(await read((await openChunk({ kind: 'products', number: 1 }, 'https://shop.test'))!)).toContain('/product/p-10000<');
  });

  it('reads the platform two pages at a time, never more, and lists them in order', async () => {
    products = 10_000;
    slowMs = 30;
    const { openChunk } = await import('./sitemap-source');
    const xml = await read((await openChunk({ kind: 'products', number: 1 }, 'https://shop.test'))!);
    expect(mostInFlight).toBe(2);
    const slugs = [...xml.matchAll(/<loc>https:\/\/shop\.test\/product\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(slugs).toEqual(Array.from({ length: 10_000 }, (_, i) => `p-${i + 1}`));
  });

  it('fails when a page read at the same time as another fails, once both are done', async () => {
    products = 10_000;
    slowMs = 30;
    failPage = 3;
    const { openChunk } = await import('./sitemap-source');
    await expect(openChunk({ kind: 'products', number: 1 }, 'https://shop.test')).rejects.toThrow();
    expect(inFlight).toBe(0);
    // No read starts after the failure: page 3 failed among the first ones read two at a time.
    expect(server.to('/products').length).toBeLessThan(20);
  });

  it('hands out the XML one platform page at a time', async () => {
    products = 1_200;
    const { openChunk } = await import('./sitemap-source');
    const reader = (await openChunk({ kind: 'products', number: 1 }, 'https://shop.test'))!.getReader();
    const parts: string[] = [];
    for (let part = await reader.read(); !part.done; part = await reader.read()) parts.push(new TextDecoder().decode(part.value));
    expect(parts.map((part) => part.match(/<url>/g)?.length ?? 0)).toEqual([0, 1_000, 1_000, 400, 0]);
    expect(parts.at(-1)).toBe('</urlset>\n');
  });
});
