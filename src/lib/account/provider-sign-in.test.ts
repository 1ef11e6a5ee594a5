import { describe, expect, it } from 'vitest';
import type { CookieJar } from '../platform';
import {
  beginFlow,
  endFlow,
  keepMergeToken,
  mergeTokenFor,
  pendingMerge,
  providerFormActionOrigins,
  providerReturnUrl,
  withReturn,
  PROVIDER_BUTTON_PAGES,
  PROVIDER_FLOW_COOKIE,
} from './provider-sign-in';

function cookieJar() {
  const cookies = new Map<string, { value: string; options?: unknown }>();
  const jar: CookieJar & { cookies: typeof cookies } = {
    cookies,
    get: (name) => cookies.get(name),
    set: (name, value, options) => void cookies.set(name, { value, options }),
    delete: (name) => void cookies.delete(name),
  };
  return jar;
}
const url = new URL('http://127.0.0.1:4321/login/provider/github');

describe('provider sign-in addresses', () => {
  it('the return URL is the locale’s return route with the safe return path and the nonce', () => {
    expect(providerReturnUrl('https://shop.example', 'github', 'en', '/en/cart?x=1', 'n1')).toBe(
      'https://shop.example/en/login/provider/github?return=%2Fen%2Fcart%3Fx%3D1&flow=n1',
    );
    expect(providerReturnUrl('https://shop.example', 'github', 'pl', '//evil.example', 'n1')).toBe('https://shop.example/login/provider/github?flow=n1');
  });

  it('keeps only same-origin return paths', () => {
    expect(withReturn('/login', '/cart')).toBe('/login?return=%2Fcart');
    expect(withReturn('/login', 'https://evil.example/')).toBe('/login');
    expect(withReturn('/login', undefined)).toBe('/login');
  });

  it('form-action of the pages with buttons allows the platform and the providers', () => {
    expect(PROVIDER_BUTTON_PAGES.test('/login')).toBe(true);
    expect(PROVIDER_BUTTON_PAGES.test('/en/register')).toBe(true);
    expect(PROVIDER_BUTTON_PAGES.test('/en/login/provider/github')).toBe(true);
    expect(PROVIDER_BUTTON_PAGES.test('/loginx')).toBe(false);
    expect(providerFormActionOrigins('http://127.0.0.1:4322/api')).toContain('http://127.0.0.1:4322');
    expect(providerFormActionOrigins('http://127.0.0.1:4322')).toContain('https://github.com');
  });
});

describe('the flow cookie', () => {
  it('a return belongs to the flow this browser started, once', () => {
    const cookies = cookieJar();
    const nonce = beginFlow(cookies, url, 'github');
    expect(cookies.cookies.get(PROVIDER_FLOW_COOKIE)?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 600, secure: false });
    expect(endFlow(cookies, url, 'github', nonce)).toBe(true);
    expect(endFlow(cookies, url, 'github', nonce)).toBe(false);
  });

  it('another nonce, another provider or no cookie is not ours', () => {
    const cookies = cookieJar();
    const nonce = beginFlow(cookies, url, 'github');
    expect(endFlow(cookies, url, 'github', `${nonce}x`)).toBe(false);
    beginFlow(cookies, url, 'github');
    expect(endFlow(cookies, url, 'google', nonce)).toBe(false);
    expect(endFlow(cookieJar(), url, 'github', null)).toBe(false);
  });
});

describe('the merge cookie', () => {
  it('keeps the token for its provider; the sign-in page knows a merge waits only on the way to the link route', () => {
    const cookies = cookieJar();
    keepMergeToken(cookies, url, 'github', 'abc.def');
    expect(mergeTokenFor(cookies, 'github')).toBe('abc.def');
    expect(mergeTokenFor(cookies, 'google')).toBeUndefined();
    expect(pendingMerge(cookies, '/login/provider/github/link?return=%2Fcart')).toBe('github');
    expect(pendingMerge(cookies, '/en/login/provider/github/link')).toBe('github');
    expect(pendingMerge(cookies, '/cart')).toBeUndefined();
    expect(pendingMerge(cookieJar(), '/login/provider/github/link')).toBeUndefined();
  });
});
