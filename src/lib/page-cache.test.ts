import { describe, expect, it } from 'vitest';
import { carriesPersonalCookie } from './page-cache';

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
