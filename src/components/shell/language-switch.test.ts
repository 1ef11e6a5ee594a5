// The language switch and the alternates stay on the shop whatever the request path: after its /en
// prefix a path like /en//evil.example would give the Polish switch `//evil.example`, another site.
import { describe, expect, it } from 'vitest';
import { alternatesFor } from '../../lib/site-origin';
import { languageSwitchHref } from './language-switch';

const SHOP = 'https://shop.example';
/** Hostile request paths as the server's URL has them (WHATWG: a backslash is a slash in http URLs). */
const HOSTILE = [
  '/en//evil.example',
  '/en/\\evil.example',
  '/en///evil.example/x',
  '/en/\\/evil.example',
  '/en//%2Fevil.example',
  '/en/%5Cevil.example',
  '/en/%2F%2Fevil.example',
  '//evil.example',
  '/\\evil.example',
  '/en//evil.example?q=1',
];

describe('links built from the request path', () => {
  it.each(HOSTILE)('the switch of %s leads to a page of the shop', (path) => {
    for (const locale of ['pl', 'en'] as const) {
      const href = languageSwitchHref(new URL(`${SHOP}${path}`), locale);
      expect(href).toMatch(/^\/(?![/\\])/);
      expect(new URL(href, SHOP).origin).toBe(SHOP);
    }
  });

  it('collapses the slashes and keeps the rest of the path and the query', () => {
    expect(languageSwitchHref(new URL('/en//evil.example', SHOP), 'en')).toBe('/evil.example');
    expect(languageSwitchHref(new URL('/en/\\evil.example?page=2', SHOP), 'en')).toBe('/evil.example?page=2');
    expect(languageSwitchHref(new URL(`${SHOP}//evil.example`), 'pl')).toBe('/en/evil.example');
    expect(languageSwitchHref(new URL('/en/category//kuchnia', SHOP), 'en')).toBe('/category/kuchnia');
    expect(languageSwitchHref(new URL('/en/cart', SHOP), 'en')).toBe('/cart');
    expect(languageSwitchHref(new URL('/en/%2F%2Fevil.example', SHOP), 'en')).toBe('/%2F%2Fevil.example');
  });

  it.each(HOSTILE)('the canonical and alternates of %s name the shop', (path) => {
    const { canonical, languages } = alternatesFor(new URL(`${SHOP}${path}`));
    for (const href of [canonical, ...languages.map((language) => language.href)]) {
      expect(href).not.toMatch(/^[a-z]+:\/\/[^/]+\/[/\\]/);
    }
  });
});
