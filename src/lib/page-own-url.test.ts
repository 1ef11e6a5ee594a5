import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-cache-memory';
import { isTrackingParam, onShopPath, pageOwnPath, pageOwnSearch } from './page-own-url';

const TRACKING = ['gclid', '_gl', 'mc_eid', '_hsenc', 'utm_source', 'UTM_Campaign', 'fbclid', 'msclkid', 'yclid', 'ref'];

describe('the page’s own URL (what a cached page may repeat of its address)', () => {
  it.each(TRACKING)('leaves %s out', (name) => {
    expect(isTrackingParam(name)).toBe(true);
    const url = new URL(`https://shop.example/kategoria/kuchnia?page=2&${name}=SECRET1&sort=price`);
    expect(pageOwnPath(url)).toBe('/kategoria/kuchnia?page=2&sort=price');
    expect(pageOwnPath(url)).not.toContain('SECRET1');
  });

  it('keeps the parameters the page is cached by, in their order, and nothing else', () => {
    expect(pageOwnPath(new URL('https://shop.example/search?q=kubek&utm_medium=mail'))).toBe('/search?q=kubek');
    expect(pageOwnSearch(new URL('https://shop.example/p?gclid=a&_gl=b'))).toBe('');
    expect(pageOwnPath(new URL('https://shop.example/en/product/kubek'))).toBe('/en/product/kubek');
  });

  // A cached page is shared by every URL with the same key: what it repeats of its URL must be the same
  // for all of them, i.e. a function of the key alone.
  it('is the same for every URL that shares a cache key', () => {
    const urls = ['/c?a=1&gclid=SECRET1', '/c?gclid=SECRET2&a=1', '/c?a=1', '/c?a=1&utm_source=x&mc_eid=SECRET3&_hsenc=SECRET4'].map(
      (p) => new URL(p, 'https://shop.example'),
    );
    expect(new Set(urls.map(pageCacheKey)).size).toBe(1);
    expect(new Set(urls.map(pageOwnPath))).toEqual(new Set(['/c?a=1']));
  });
});

describe('a request path repeated as a link of the shop', () => {
  it('never starts like another site’s address: runs of slashes and backslashes become one slash', () => {
    expect(onShopPath('//evil.example')).toBe('/evil.example');
    expect(onShopPath('/\\evil.example')).toBe('/evil.example');
    expect(onShopPath('/en//evil.example/a///b')).toBe('/en/evil.example/a/b');
    expect(onShopPath('')).toBe('/');
    expect(onShopPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(pageOwnPath(new URL('https://shop.example/en//evil.example?utm_source=x&page=2'))).toBe('/en/evil.example?page=2');
  });
});
