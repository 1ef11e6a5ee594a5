import { describe, expect, it } from 'vitest';
import { PREFETCH_PATTERNS, SPECULATION_RULES, prefetchablePath, speculationAllowed } from './speculation-rules';

// The browser's own matcher (URLPattern, Node 24) on the rules' patterns, as a page of the shop reads them.
const matchesRules = (href: string): boolean => PREFETCH_PATTERNS.some((pattern) => new URLPattern(pattern, 'https://shop.test/category/kuchnia').test(href));

describe('speculation rules', () => {
  it('prerender and prefetch product and category links of both languages, on intent (moderate)', () => {
    const rules = JSON.parse(SPECULATION_RULES) as Record<string, { source: string; eagerness: string; where: { href_matches: string[] } }[]>;
    expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
    for (const rule of [...rules.prerender!, ...rules.prefetch!]) {
      expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
      expect(rule.where.href_matches).toEqual([...PREFETCH_PATTERNS]);
    }
  });

  const wanted = ['/product/kubek-las', '/category/kuchnia', '/en/product/kubek-las', '/en/category/kuchnia', '/category/kuchnia?sort=name%3Aasc&page=2'];
  const personal = [
    '/cart',
    '/en/cart',
    '/checkout',
    '/en/checkout/thank-you?code=A1',
    '/account',
    '/en/account/orders/A1',
    '/wishlist',
    '/en/wishlist',
    '/status/A1',
    '/pay/A1',
    '/en/pay/A1',
    '/login',
    '/logout',
    '/register',
    '/search/kubek',
    '/blog/news',
    '/kontakt',
    '/',
    '/en',
    '/products/x',
    '/en/productx',
    '/pl/product/x',
  ];

  it.each(wanted)('load %s ahead', (path) => {
    expect(matchesRules(`https://shop.test${path}`)).toBe(true);
    expect(prefetchablePath(new URL(path, 'https://shop.test').pathname)).toBe(true);
  });

  it.each(personal)('never load %s ahead', (path) => {
    expect(matchesRules(`https://shop.test${path}`)).toBe(false);
    expect(prefetchablePath(new URL(path, 'https://shop.test').pathname)).toBe(false);
  });

  it('never another site’s product page', () => {
    expect(matchesRules('https://elsewhere.test/product/kubek-las')).toBe(false);
  });
});

describe('speculationAllowed', () => {
  it('allows a browser that says nothing about its connection, and a fast one', () => {
    expect(speculationAllowed(undefined)).toBe(true);
    expect(speculationAllowed({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(speculationAllowed({ effectiveType: '3g' })).toBe(true);
  });

  it('refuses with data saver on or on a 2G-class connection', () => {
    expect(speculationAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(speculationAllowed({ saveData: false, effectiveType: '2g' })).toBe(false);
    expect(speculationAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
