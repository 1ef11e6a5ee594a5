import { describe, expect, it } from 'vitest';
import { cookieTokenStore, TOKEN_COOKIE_MAX_AGE_S, type CookieJar, type CookieOptions } from './cookie-token-store';

function jar() {
  const values = new Map<string, { value: string; options?: CookieOptions }>();
  const cookies: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, options) => void values.set(name, { value, options }),
    delete: (name) => void values.delete(name),
  };
  return { cookies, values };
}

describe('cookie token store', () => {
  it('keeps tokens in HttpOnly, secure, lax cookies on / for 31 days', async () => {
    const { cookies, values } = jar();
    const store = cookieTokenStore(cookies);
    expect(await store.get()).toBeNull();
    await store.set({ token: 'a', identityToken: 'i', refreshToken: 'r' });
    expect(await store.get()).toEqual({ token: 'a', identityToken: 'i', refreshToken: 'r' });
    expect(values.get('access_token')?.options).toEqual({ path: '/', maxAge: TOKEN_COOKIE_MAX_AGE_S, httpOnly: true, secure: true, sameSite: 'lax' });
    expect(TOKEN_COOKIE_MAX_AGE_S).toBe(31 * 86_400);
  });

  it('clear removes every token cookie', async () => {
    const { cookies, values } = jar();
    const store = cookieTokenStore(cookies);
    await store.set({ token: 'a', identityToken: 'i', refreshToken: 'r' });
    await store.clear();
    expect(values.size).toBe(0);
    expect(await store.get()).toBeNull();
  });

  it('deletes with the flags it set (a Secure cookie is removed by a Secure deletion)', async () => {
    const deletions: [string, unknown][] = [];
    const cookies: CookieJar = { get: () => undefined, set: () => undefined, delete: (name, options) => void deletions.push([name, options]) };
    await cookieTokenStore(cookies, { secure: true }).clear();
    await cookieTokenStore(cookies, { secure: false }).set({ token: 'a', identityToken: null, refreshToken: null });
    expect(deletions).toEqual([
      ['access_token', { path: '/', httpOnly: true, secure: true, sameSite: 'lax' }],
      ['identity_token', { path: '/', httpOnly: true, secure: true, sameSite: 'lax' }],
      ['refresh_token', { path: '/', httpOnly: true, secure: true, sameSite: 'lax' }],
      ['identity_token', { path: '/', httpOnly: true, secure: false, sameSite: 'lax' }],
      ['refresh_token', { path: '/', httpOnly: true, secure: false, sameSite: 'lax' }],
    ]);
  });
});
