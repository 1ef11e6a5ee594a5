import { describe, expect, it } from 'vitest';
import { carriesPersonalCookie, pageCacheable } from './page-cache-rules';

const withCookie = (cookie?: string) => new Request('http://shop.test/product/kubek', cookie ? { headers: { cookie } } : {});

describe('carriesPersonalCookie', () => {
  it('is false for a shopper without personal cookies', () => {
    expect(carriesPersonalCookie(withCookie())).toBe(false);
    expect(carriesPersonalCookie(withCookie('i18n_redirected=en; _ga=GA1.2.3'))).toBe(false);
  });

  it('is true for a chosen sales channel or a signed-in shopper', () => {
    expect(carriesPersonalCookie(withCookie('sales_channel=eu'))).toBe(true);
    expect(carriesPersonalCookie(withCookie('i18n_redirected=pl; access_token=abc'))).toBe(true);
    expect(carriesPersonalCookie(withCookie('refresh_token=r'))).toBe(true);
    expect(carriesPersonalCookie(withCookie('identity_token=i'))).toBe(true);
  });

  it('the non-secret sign-in flags alone do not make a page personal', () => {
    expect(carriesPersonalCookie(withCookie('logged_in_the_past=1; process_cart=1'))).toBe(false);
  });

  it('matches whole cookie names only', () => {
    expect(carriesPersonalCookie(withCookie('my_sales_channel=eu; access_token_hint=1'))).toBe(false);
  });
});

describe('pageCacheable', () => {
  const request = (path: string, headers: Record<string, string> = {}) => {
    const r = new Request(`http://shop.test${path}`, { headers });
    return pageCacheable(r, new URL(r.url));
  };
  const page = { accept: 'text/html', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none', 'accept-language': 'en-GB' };

  it('public pages entered from anywhere, by browsers and by clients without Accept', () => {
    expect(request('/product/kubek')).toBe(true);
    expect(request('/product/kubek', page)).toBe(true);
    expect(request('/en/category/dom', { ...page, 'sec-fetch-site': 'same-origin', cookie: 'i18n_redirected=en' })).toBe(true);
  });

  it('never / (its answer depends on the language), whoever asks', () => {
    expect(request('/')).toBe(false);
    expect(request('/', page)).toBe(false);
    expect(request('/?utm_source=x', { ...page, cookie: 'i18n_redirected=pl' })).toBe(false);
  });

  it('never a request the locale detection acts on, nor a personal one', () => {
    expect(request('/en/category/dom', { ...page, 'sec-fetch-site': 'same-origin', cookie: 'i18n_redirected=pl' })).toBe(false);
    expect(request('/product/kubek', { cookie: 'access_token=t' })).toBe(false);
  });

  it('never the preview area, with or without the preview cookie, in either language', () => {
    for (const path of ['/preview', '/preview/page/nowosci-jesien', '/preview/product/prototyp-lampy', '/en/preview', '/en/preview/page/x', '/preview/']) {
      expect(request(path)).toBe(false);
      expect(request(path, { ...page, cookie: 'preview_session=sealed' })).toBe(false);
    }
    // Only the area itself: a product whose slug starts with the word is an ordinary page.
    expect(request('/product/preview')).toBe(true);
    expect(request('/previews')).toBe(true);
  });
});
