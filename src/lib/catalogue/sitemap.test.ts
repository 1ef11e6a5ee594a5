import { describe, expect, it } from 'vitest';
import {
  ITEMS_PER_CHUNK,
  MAX_BYTES_PER_SITEMAP,
  MAX_URLS_PER_SITEMAP,
  PLATFORM_PAGE_LIMIT,
  chunkCount,
  chunkExists,
  chunkPath,
  chunkPlatformPages,
  everyLocale,
  isSitemapChunkPath,
  parseChunk,
  productPath,
  sitemapChunks,
  sitemapIndexXml,
  sitemapWriter,
  sitemapXml,
} from './sitemap';

describe('sitemapXml', () => {
  it('lists each path in both locales with pl, en and x-default alternates', () => {
    const xml = sitemapXml('https://shop.test', ['/', '/category/dom']);
    expect(xml).toContain(
      '<url><loc>https://shop.test/</loc><xhtml:link rel="alternate" hreflang="pl" href="https://shop.test/"/><xhtml:link rel="alternate" hreflang="en" href="https://shop.test/en"/><xhtml:link rel="alternate" hreflang="x-default" href="https://shop.test/"/></url>',
    );
    expect(xml).toContain('<loc>https://shop.test/en/category/dom</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });
  it('escapes what XML needs escaped', () => {
    expect(sitemapXml('https://shop.test', ["/a&b'"])).toContain('<loc>https://shop.test/a&amp;b&apos;</loc>');
  });

  it('lists a path that exists in one locale only with that locale alone', () => {
    const xml = sitemapXml('https://shop.test', [], [{ path: '/blog/only-english', locales: ['en'] }]);
    expect(xml).toContain('<loc>https://shop.test/en/blog/only-english</loc>');
    expect(xml).not.toContain('<loc>https://shop.test/blog/only-english</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://shop.test/en/blog/only-english"');
    expect(xml).not.toContain('hreflang="pl"');
  });

  it('percent-encodes slugs in paths', () => {
    expect(productPath('kubek/żółty')).toBe('/product/kubek%2F%C5%BC%C3%B3%C5%82ty');
  });
});

describe('chunks', () => {
  it('are made of whole platform pages and stay within the protocol in both locales', () => {
    expect(ITEMS_PER_CHUNK % PLATFORM_PAGE_LIMIT).toBe(0);
    expect(ITEMS_PER_CHUNK * 2).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
    expect(chunkPlatformPages(1)).toEqual({ first: 1, last: 20 });
    expect(chunkPlatformPages(3)).toEqual({ first: 41, last: 60 });
  });

  it('count what a total needs; content pages always have their first chunk', () => {
    expect(chunkCount('products', 0)).toBe(0);
    expect(chunkCount('products', 1)).toBe(1);
    expect(chunkCount('products', ITEMS_PER_CHUNK)).toBe(1);
    expect(chunkCount('products', ITEMS_PER_CHUNK + 1)).toBe(2);
    expect(chunkCount('products', 100_000)).toBe(10);
    expect(chunkCount('pages', 0)).toBe(1);
    expect(chunkCount('categories', 0)).toBe(0);
    expect(chunkExists({ kind: 'products', number: 10 }, 100_000)).toBe(true);
    expect(chunkExists({ kind: 'products', number: 11 }, 100_000)).toBe(false);
    expect(chunkExists({ kind: 'pages', number: 1 }, 0)).toBe(true);
    expect(chunkExists({ kind: 'pages', number: 2 }, 0)).toBe(false);
  });

  it('are listed in the index in order', () => {
    const chunks = sitemapChunks({ pages: 3, categories: 12, products: 25_000 });
    expect(chunks.map(chunkPath)).toEqual([
      '/sitemap-pages-1.xml',
      '/sitemap-categories-1.xml',
      '/sitemap-products-1.xml',
      '/sitemap-products-2.xml',
      '/sitemap-products-3.xml',
    ]);
  });

  it('are named by the route parameter, and nothing else is', () => {
    expect(parseChunk('products-3')).toEqual({ kind: 'products', number: 3 });
    expect(parseChunk('pages-1')).toEqual({ kind: 'pages', number: 1 });
    for (const name of ['products-0', 'products-01', 'products', 'users-1', 'products-1-2', 'products-9999999', undefined])
      expect(parseChunk(name), name).toBeNull();
    expect(isSitemapChunkPath('/sitemap-products-12.xml')).toBe(true);
    expect(isSitemapChunkPath('/sitemap.xml')).toBe(false);
    expect(isSitemapChunkPath('/en/sitemap-products-1.xml')).toBe(false);
  });
});

describe('sitemapIndexXml', () => {
  it('lists every chunk by its absolute address', () => {
    const xml = sitemapIndexXml('https://shop.test', sitemapChunks({ pages: 0, categories: 1, products: 1 }));
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://shop.test/sitemap-pages-1.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://shop.test/sitemap-categories-1.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://shop.test/sitemap-products-1.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
  it('refuses more sitemaps than an index may list', () => {
    expect(() =>
      sitemapIndexXml(
        'https://shop.test',
        Array.from({ length: MAX_URLS_PER_SITEMAP + 1 }, (_, i) => ({ kind: 'products' as const, number: i + 1 })),
      ),
    ).toThrow(/at most 50000/);
  });
});

describe('sitemapWriter', () => {
  it('counts URLs and bytes of what it encodes', () => {
    const writer = sitemapWriter('https://shop.test');
    const parts = [writer.open(), writer.entries([everyLocale('/a'), everyLocale('/b')]), writer.close()];
    const text = new TextDecoder().decode(Buffer.concat(parts));
    expect(text).toBe(sitemapXml('https://shop.test', ['/a', '/b']));
    expect(writer.urls).toBe(4);
    expect(writer.bytes).toBe(Buffer.byteLength(text));
  });

  it('throws rather than go past 50 000 URLs', () => {
    const writer = sitemapWriter('https://shop.test');
    writer.entries(Array.from({ length: 25_000 }, (_, i) => everyLocale(`/p/${i}`)));
    expect(writer.urls).toBe(MAX_URLS_PER_SITEMAP);
    expect(() => writer.entries([everyLocale('/one-more')])).toThrow(/more than 50000 URLs/);
  });

  it('throws rather than go past 50 MB', () => {
    const writer = sitemapWriter(`https://${'x'.repeat(5000)}.test`);
    expect(() => {
      for (let i = 0; i < 10_000; i += 1) writer.entries([everyLocale(`/p/${i}`)]);
    }).toThrow(/exceed 52428800 bytes/);
    expect(writer.bytes).toBeGreaterThan(MAX_BYTES_PER_SITEMAP);
  });
});
