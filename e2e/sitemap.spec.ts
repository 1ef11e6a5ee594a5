// The sitemap: /sitemap.xml is a sitemap index of chunked sitemaps, each within the
// protocol's limits (50 000 URLs, 50 MB), listing every public product, category and content page in
// both locales with their alternates. Chunks are read with a streaming parser (e2e/support/sitemap-reader.ts).
// The demo catalogue runs behind a fault-injecting proxy (e2e/support/fault-proxy.ts) to see what a
// failing platform does to a chunk. The 100 000-product catalogue is in e2e/sitemap-large.spec.ts.
import { expect } from './support/fixtures';
import { faultyStackTest } from './support/faulty-stack';
import { readSitemap } from './support/sitemap-reader';

const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

const test = faultyStackTest();

/** Every public item of a platform list, paged as the storefront pages (500 at a time). */
async function publicItems<T>(platformURL: string, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${platformURL}${path}?public=1&limit=500&page=${page}`);
    expect(response.status, path).toBe(200);
    const body = (await response.json()) as { data: T[]; meta: { last_page: number } };
    items.push(...body.data);
    if (page >= body.meta.last_page) return items;
  }
}

test('the index lists valid chunks that hold every public page of the demo catalogue in both locales', async ({ stack, baseURL }) => {
  const index = await readSitemap(`${baseURL}/sitemap.xml`);
  expect(index.status).toBe(200);
  expect(index.headers.get('content-type')).toContain('application/xml');
  expect(index.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(index.root).toBe('sitemapindex');
  expect(index.problems).toEqual([]);
  expect(index.locs).toEqual([`${baseURL}/sitemap-pages-1.xml`, `${baseURL}/sitemap-categories-1.xml`, `${baseURL}/sitemap-products-1.xml`]);

  const listed: string[] = [];
  for (const loc of index.locs) {
    const chunk = await readSitemap(loc);
    expect(chunk.status, loc).toBe(200);
    expect(chunk.headers.get('content-type'), loc).toContain('application/xml');
    expect(chunk.headers.get('cache-control'), loc).toMatch(/^public, max-age=0, s-maxage=\d+/);
    // Streamed, so the storefront's own page cache does not keep (and buffer) it.
    expect(chunk.headers.get('x-astro-cache'), loc).toBeNull();
    expect(chunk.root, loc).toBe('urlset');
    expect(chunk.problems, loc).toEqual([]);
    expect(chunk.locs.length, loc).toBeGreaterThan(0);
    expect(chunk.locs.length, loc).toBeLessThanOrEqual(MAX_URLS);
    expect(chunk.bytes, loc).toBeLessThanOrEqual(MAX_BYTES);
    listed.push(...chunk.locs);
  }
  expect(new Set(listed).size).toBe(listed.length);

  const products = await publicItems<{ slug: string }>(stack.platformURL, '/products');
  const sets = (await publicItems<{ slug: string; public: boolean; visible?: boolean }>(stack.platformURL, '/product-sets')).filter(
    (set) => set.public && set.visible !== false,
  );
  const pages = (await publicItems<{ slug: string; public?: boolean }>(stack.platformURL, '/pages')).filter((page) => page.public !== false);
  expect(products.length).toBeGreaterThan(40);
  const paths = [
    '/',
    '/blog',
    '/blog/linen-care',
    '/kontakt',
    ...products.map((product) => `/product/${encodeURIComponent(product.slug)}`),
    ...sets.map((set) => `/category/${encodeURIComponent(set.slug)}`),
    ...pages.map((page) => `/${encodeURIComponent(page.slug)}`),
  ];
  const expected = paths.flatMap((path) => [`${baseURL}${path}`, `${baseURL}${path === '/' ? '/en' : `/en${path}`}`]);
  const missing = expected.filter((loc) => !listed.includes(loc));
  expect(missing).toEqual([]);
  // Products, categories and content pages: once per locale, nothing else of theirs.
  const catalogue = listed.filter((loc) => /\/(product|category)\//.test(loc));
  expect(catalogue).toHaveLength(2 * (products.length + sets.length));
  expect(listed).not.toContain(`${baseURL}/category/archiwum`); // a hidden set
});

test('each chunk lists its pages with pl, en and x-default alternates', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap-categories-1.xml')).text();
  expect(xml).toContain(
    `<url><loc>${baseURL}/en/category/kuchnia</loc><xhtml:link rel="alternate" hreflang="pl" href="${baseURL}/category/kuchnia"/><xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/category/kuchnia"/><xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/category/kuchnia"/></url>`,
  );
  const products = await readSitemap(`${baseURL}/sitemap-products-1.xml`);
  expect(products.oneLanguage).toEqual([]);
  expect(products.locs).toContain(`${baseURL}/en/product/kubek-ceramiczny-las`);
});

test('a chunk past the end, or one that does not exist, is a 404', async ({ request }) => {
  for (const path of [
    '/sitemap-products-2.xml',
    '/sitemap-categories-2.xml',
    '/sitemap-pages-2.xml',
    '/sitemap-products-0.xml',
    '/sitemap-products-01.xml',
    '/sitemap-users-1.xml',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test('a chunk the platform cannot give is a 503 no one keeps, not an empty or partial sitemap', async ({ request, faults }) => {
  faults.set({ kind: 'status', status: 503 }, (_method, path) => path.startsWith('/products?'));
  const failed = await request.get('/sitemap-products-1.xml');
  expect(failed.status()).toBe(503);
  expect(failed.headers()['cache-control']).toBe('private, no-store');
  expect(failed.headers()['retry-after']).toBe('120');
  expect(await failed.text()).not.toContain('<urlset');

  faults.pass();
  const back = await readSitemap(new URL('/sitemap-products-1.xml', failed.url()).href);
  expect(back.status).toBe(200);
  expect(back.problems).toEqual([]);
  expect(back.locs.length).toBeGreaterThan(80);
});
