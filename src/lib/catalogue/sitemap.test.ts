import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists each path in both locales with pl, en and x-default alternates', () => {
    const xml = sitemapXml('https://shop.test', ['/', '/category/dom']);
    expect(xml).toContain('<url><loc>https://shop.test/</loc><xhtml:link rel="alternate" hreflang="pl" href="https://shop.test/"/><xhtml:link rel="alternate" hreflang="en" href="https://shop.test/en"/><xhtml:link rel="alternate" hreflang="x-default" href="https://shop.test/"/></url>');
    expect(xml).toContain('<loc>https://shop.test/en/category/dom</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
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
});
