import { describe, expect, it } from 'vitest';
import { isDocumentRequest, localeStep, localeStepNeeded, savedLocaleOf } from './locale-step';

const SHOP = 'http://shop.test';
const visit = (path: string, headers: Record<string, string> = {}, method = 'GET') => {
  const request = new Request(`${SHOP}${path}`, { method, headers });
  return localeStep(request, new URL(request.url));
};
const browser = (language: string, extra: Record<string, string> = {}) => ({
  accept: 'text/html,application/xhtml+xml',
  'accept-language': language,
  'sec-fetch-dest': 'document',
  'sec-fetch-site': 'none',
  ...extra,
});

describe("localeStep: remembering and redirecting to the shopper's language", () => {
  it('a first visit to / remembers the browser language and redirects an English one', () => {
    expect(visit('/', browser('en-GB,en;q=0.9'))).toEqual({ remember: 'en', redirect: 'en' });
    expect(visit('/', browser('pl-PL'))).toEqual({ remember: 'pl', redirect: null });
    expect(visit('/', browser('de-DE'))).toEqual({ remember: 'pl', redirect: null });
  });

  it('the cookie wins over the browser language; a Polish one needs nothing', () => {
    expect(visit('/', browser('en-GB', { cookie: 'i18n_redirected=pl' }))).toEqual({ remember: null, redirect: null });
    expect(visit('/', browser('pl-PL', { cookie: 'i18n_redirected=en' }))).toEqual({ remember: null, redirect: 'en' });
    expect(visit('/', browser('en', { cookie: 'i18n_redirected=xx' }))).toEqual({ remember: 'en', redirect: 'en' });
  });

  it('a navigation inside the shop remembers the language of the page it opens, never redirects', () => {
    const within = (cookie?: string) => browser('en', { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) });
    expect(visit('/', within('i18n_redirected=en'))).toEqual({ remember: 'pl', redirect: null });
    expect(visit('/en/cart', within('i18n_redirected=pl'))).toEqual({ remember: 'en', redirect: null });
    expect(visit('/cart', within('i18n_redirected=pl'))).toEqual({ remember: null, redirect: null });
    expect(visit('/cart', { accept: 'text/html', referer: `${SHOP}/en` })).toEqual({ remember: 'pl', redirect: null });
  });

  it('other paths entered from outside, sub-resources, monitors and writes: nothing', () => {
    expect(visit('/product/kubek', browser('en-GB'))).toEqual({ remember: null, redirect: null });
    expect(visit('/', {})).toEqual({ remember: null, redirect: null });
    expect(visit('/', { accept: '*/*', 'accept-language': 'en' })).toEqual({ remember: null, redirect: null });
    expect(visit('/', { ...browser('en'), 'sec-fetch-dest': 'image' })).toEqual({ remember: null, redirect: null });
    expect(visit('/', browser('en'), 'POST')).toEqual({ remember: null, redirect: null });
    expect(visit('/cart', { accept: 'text/html', referer: 'not a url' })).toEqual({ remember: null, redirect: null });
  });

  it('localeStepNeeded', () => {
    expect(localeStepNeeded({ remember: null, redirect: null })).toBe(false);
    expect(localeStepNeeded({ remember: 'pl', redirect: null })).toBe(true);
    expect(localeStepNeeded({ remember: null, redirect: 'en' })).toBe(true);
  });
});

describe('isDocumentRequest and savedLocaleOf', () => {
  it('a page request by Sec-Fetch-Dest, else by Accept; HEAD too', () => {
    expect(isDocumentRequest(new Request(SHOP, { method: 'HEAD', headers: { accept: 'text/html' } }))).toBe(true);
    expect(isDocumentRequest(new Request(SHOP, { headers: { accept: 'text/html', 'sec-fetch-dest': 'script' } }))).toBe(false);
    expect(isDocumentRequest(new Request(SHOP))).toBe(false);
  });

  it('reads the locale cookie among others, whole names only', () => {
    expect(savedLocaleOf(new Request(SHOP, { headers: { cookie: '_ga=1; i18n_redirected=en; x=y' } }))).toBe('en');
    expect(savedLocaleOf(new Request(SHOP, { headers: { cookie: 'my_i18n_redirected=en' } }))).toBeUndefined();
    expect(savedLocaleOf(new Request(SHOP))).toBeUndefined();
  });
});
