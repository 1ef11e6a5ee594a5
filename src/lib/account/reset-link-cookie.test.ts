import { describe, expect, it } from 'vitest';
import type { CookieJar } from '../platform';
import { forgetResetLink, keepResetLink, readKeptResetLink, RESET_LINK_COOKIE, RESET_LINK_MAX_AGE_S } from './reset-link-cookie';

type Options = Parameters<CookieJar['set']>[2];
const SECRET = 'a-test-secret-of-at-least-32-characters!!';
const LINK = { token: 'AbC_d-9xyz', email: 'anna@example.com' };

function jar() {
  const cookies = new Map<string, { value: string; options: Options }>();
  return {
    cookies,
    get: (name: string) => (cookies.has(name) ? { value: cookies.get(name)!.value } : undefined),
    set: (name: string, value: string, options: Options) => void cookies.set(name, { value, options }),
    delete: (name: string) => void cookies.delete(name),
  } as unknown as CookieJar & { cookies: typeof cookies };
}
const scopeOf = (cookies: CookieJar, path = '/en/reset-password') => ({ url: new URL(`https://shop.example${path}`), cookies });

describe('the reset link kept in a sealed cookie', () => {
  it('is HttpOnly, scoped to the reset page, short-lived, and does not show the token', () => {
    const cookies = jar();
    keepResetLink(scopeOf(cookies), LINK, 1_000, SECRET);
    const stored = cookies.cookies.get(RESET_LINK_COOKIE)!;
    expect(stored.options).toMatchObject({ httpOnly: true, path: '/en/reset-password', secure: true, sameSite: 'lax', maxAge: RESET_LINK_MAX_AGE_S });
    expect(stored.value).not.toContain(LINK.token);
    expect(stored.value).not.toContain('anna');
    expect(readKeptResetLink(scopeOf(cookies), 2_000, SECRET)).toEqual(LINK);
  });

  it('opens for nobody else: altered, another key, expired, forgotten', () => {
    const cookies = jar();
    keepResetLink(scopeOf(cookies), LINK, 1_000, SECRET);
    expect(readKeptResetLink(scopeOf(cookies), 2_000, `${SECRET}x`)).toBeUndefined();
    expect(readKeptResetLink(scopeOf(cookies), 1_000 + RESET_LINK_MAX_AGE_S * 1000 + 1, SECRET)).toBeUndefined();
    const value = cookies.cookies.get(RESET_LINK_COOKIE)!.value;
    // One character of the sealed value changed, always to another one (a random seal may end in any two).
    const at = Math.floor(value.length / 2);
    const altered = `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
    cookies.cookies.set(RESET_LINK_COOKIE, { value: altered, options: {} as Options });
    expect(readKeptResetLink(scopeOf(cookies), 2_000, SECRET)).toBeUndefined();
    keepResetLink(scopeOf(cookies), LINK, 1_000, SECRET);
    forgetResetLink(scopeOf(cookies));
    expect(readKeptResetLink(scopeOf(cookies), 2_000, SECRET)).toBeUndefined();
  });
});
