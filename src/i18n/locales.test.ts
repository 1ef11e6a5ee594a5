import { describe, expect, it } from 'vitest';
import { localeOfRequest } from './locales';

describe('the language of a request', () => {
  const shop = 'https://shop.example';
  it("is the path's for pages", () => {
    expect(localeOfRequest(new URL(`${shop}/en/cart`), null)).toBe('en');
    expect(localeOfRequest(new URL(`${shop}/cart`), `${shop}/en/cart`)).toBe('pl');
  });

  it('for an action call is the language of the page it was made from, on this shop only', () => {
    expect(localeOfRequest(new URL(`${shop}/_actions/askAboutProduct`), `${shop}/en/product/lamp`)).toBe('en');
    expect(localeOfRequest(new URL(`${shop}/_actions/askAboutProduct`), `${shop}/product/lamp`)).toBe('pl');
    expect(localeOfRequest(new URL(`${shop}/_actions/askAboutProduct`), 'https://elsewhere.example/en/x')).toBe('pl');
    expect(localeOfRequest(new URL(`${shop}/_actions/askAboutProduct`), 'not a url')).toBe('pl');
    expect(localeOfRequest(new URL(`${shop}/_actions/askAboutProduct`), null)).toBe('pl');
    expect(localeOfRequest(new URL(`${shop}/shop/theme.css?v=1`), `${shop}/en/cart`)).toBe('en');
  });
});
