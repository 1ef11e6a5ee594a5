// The sitemap of a 100 000-product catalogue: every public product, category and
// content page is listed across valid chunks, each within the protocol's limits. The platform seeds
// the catalogue itself (PLATFORM_DEMO_PRODUCTS); the storefront reaches it through a fault-injecting proxy.
// A platform failure half-way through a chunk is a 503 before its body, never a shorter sitemap.
// Chunks are parsed as they stream in (e2e/support/sitemap-reader.ts), never as one DOM.
// E2E_SITEMAP_PRODUCTS runs it on another size (e.g. a smaller one while working on the sitemap).
import { test as base, expect } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { startStack, type Stack } from './support/stack';
import { get, readSitemap } from './support/sitemap-reader';

const PRODUCTS = Number(process.env.E2E_SITEMAP_PRODUCTS ?? 100_000);
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

const test = base.extend<object, { large: { stack: Stack; proxy: FaultProxy } }>({
  large: [
    async ({}, use) => {
      let proxy: FaultProxy | undefined;
      const stack = await startStack({
        platformEnv: { PLATFORM_DEMO_PRODUCTS: String(PRODUCTS) },
        inFront: async (platformURL) => {
          proxy = await startFaultProxy(platformURL);
          return proxy.url;
        },
      });
      await use({ stack, proxy: proxy! });
      await stack.stop();
      await proxy!.close();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});

// As a guest (public products only), without `public=1`, which the platform answers from its slower unindexed filter.
const total = async (platformURL: string, path: string) => {
  const response = await get(`${platformURL}${path}?limit=1`);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
};
const slugsOfPage = async (platformURL: string, page: number) => {
  const response = await get(`${platformURL}/products?limit=500&page=${page}`);
  return ((await response.json()) as { data: Array<{ slug: string }> }).data.map((product) => product.slug);
};

test('every public page of a 100 000-product catalogue is listed across valid chunks within the limits', async ({ large }) => {
  test.setTimeout(600_000);
  const { baseURL, platformURL } = large.stack;
  const products = await total(platformURL, '/products');
  // A few of the generated products are not public.
  expect(products).toBeGreaterThan(PRODUCTS * 0.99);

  const index = await readSitemap(`${baseURL}/sitemap.xml`);
  expect(index.status).toBe(200);
  expect(index.root).toBe('sitemapindex');
  expect(index.problems).toEqual([]);
  const productChunks = index.locs.filter((loc) => /\/sitemap-products-\d+\.xml$/.test(loc));
  expect(productChunks).toEqual(Array.from({ length: Math.ceil(products / 10_000) }, (_, i) => `${baseURL}/sitemap-products-${i + 1}.xml`));

  const seen = new Set<string>();
  let duplicates = 0;
  const sizes: string[] = [];
  for (const loc of index.locs) {
    const chunk = await readSitemap(loc);
    expect(chunk.status, loc).toBe(200);
    expect(chunk.root, loc).toBe('urlset');
    expect(chunk.problems, loc).toEqual([]);
    expect(chunk.locs.length, loc).toBeLessThanOrEqual(MAX_URLS);
    expect(chunk.bytes, loc).toBeLessThanOrEqual(MAX_BYTES);
    for (const url of chunk.locs) {
      if (seen.has(url)) duplicates += 1;
      seen.add(url);
    }
    sizes.push(`${loc.slice(baseURL.length)}: ${chunk.locs.length} URLs, ${(chunk.bytes / 2 ** 20).toFixed(1)} MB`);
  }
  test.info().annotations.push({ type: 'chunks', description: sizes.join('; ') });
  expect(duplicates).toBe(0);

  // Every product in both locales, and nothing else under /product/.
  const listedProducts = [...seen].filter((url) => url.startsWith(`${baseURL}/product/`) || url.startsWith(`${baseURL}/en/product/`));
  expect(listedProducts).toHaveLength(2 * products);
  const lastPage = Math.ceil(products / 500);
  for (const page of [1, Math.ceil(lastPage / 2), lastPage]) {
    for (const slug of await slugsOfPage(platformURL, page)) {
      expect(seen.has(`${baseURL}/product/${encodeURIComponent(slug)}`), slug).toBe(true);
      expect(seen.has(`${baseURL}/en/product/${encodeURIComponent(slug)}`), slug).toBe(true);
    }
  }
  // Categories (the large tree) and content pages: at most as many as the platform's public ones, none missing.
  const categories = await total(platformURL, '/product-sets');
  const listedCategories = [...seen].filter((url) => url.startsWith(`${baseURL}/category/`));
  expect(listedCategories.length).toBeGreaterThan(0);
  expect(listedCategories.length).toBeLessThanOrEqual(categories);
  expect([...seen].filter((url) => url.startsWith(`${baseURL}/en/category/`))).toHaveLength(listedCategories.length);
});

test('a platform failure half-way through a chunk is a 503 before any of it; the next request is whole', async ({ large }) => {
  test.setTimeout(180_000);
  const { baseURL } = large.stack;
  const inFirstChunk = Math.min(10_000, await total(large.stack.platformURL, '/products'));
  // The 5th platform page of the first product chunk fails, and so does the transport's retry.
  large.proxy.set(
    { kind: 'status', status: 500 },
    (_method, path) => path.startsWith('/products?') && /[?&]page=5(&|$)/.test(path) && /[?&]limit=500(&|$)/.test(path),
  );
  try {
    const broken = await get(`${baseURL}/sitemap-products-1.xml`);
    expect(broken.status).toBe(503);
    expect(broken.headers.get('cache-control')).toBe('private, no-store');
    expect(await broken.text()).not.toContain('<url');
  } finally {
    large.proxy.pass();
  }
  const whole = await readSitemap(`${baseURL}/sitemap-products-1.xml`);
  expect(whole.status).toBe(200);
  expect(whole.problems).toEqual([]);
  expect(whole.locs).toHaveLength(2 * inFirstChunk);
});
