import { describe, expect, it } from 'vitest';
import type { CookieOptions } from '../platform/cookie-token-store';
import {
  forgetPendingSetup,
  keepPendingSetup,
  passRecoveryCodes,
  readPendingSetup,
  takeRecoveryCodes,
  RECOVERY_CODES_COOKIE,
  TWO_FACTOR_SETUP_COOKIE,
} from './two-factor-state';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

/** A cookie jar that remembers what was set with which options. */
function jar() {
  const cookies = new Map<string, { value: string; options: Partial<CookieOptions> }>();
  return {
    cookies,
    get: (name: string) => (cookies.has(name) ? { value: cookies.get(name)!.value } : undefined),
    set: (name: string, value: string, options: CookieOptions) => void cookies.set(name, { value, options }),
    delete: (name: string) => void cookies.delete(name),
  };
}
const scopeOf = (cookies: ReturnType<typeof jar>, userId = 'user-1') => ({
  url: new URL('https://shop.example/account/settings'),
  cookies,
  path: '/account/settings',
  userId,
});
const setup = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Shop:a%40b.pl?secret=JBSWY3DPEHPK3PXP&issuer=Shop' };

describe('the pending two-factor setup', () => {
  it('is kept sealed in an HttpOnly cookie of the settings page and read back by the same account', () => {
    const cookies = jar();
    keepPendingSetup(scopeOf(cookies), setup, 1_000, SECRET);
    const stored = cookies.cookies.get(TWO_FACTOR_SETUP_COOKIE)!;
    expect(stored.value).not.toContain('JBSWY3DP');
    expect(stored.options).toMatchObject({ path: '/account/settings', httpOnly: true, secure: true, sameSite: 'lax', maxAge: 900 });
    expect(readPendingSetup(scopeOf(cookies), 2_000, SECRET)).toEqual(setup);
  });

  it('is not read by another account, after 15 minutes, or once forgotten', () => {
    const cookies = jar();
    keepPendingSetup(scopeOf(cookies), setup, 0, SECRET);
    expect(readPendingSetup(scopeOf(cookies, 'user-2'), 1, SECRET)).toBeUndefined();
    expect(readPendingSetup(scopeOf(cookies), 15 * 60 * 1000 + 1, SECRET)).toBeUndefined();
    forgetPendingSetup(scopeOf(cookies));
    expect(readPendingSetup(scopeOf(cookies), 1, SECRET)).toBeUndefined();
  });
});

describe('the recovery codes', () => {
  it('are taken once: the cookie is gone after the first read', () => {
    const cookies = jar();
    const codes = ['AAAA1111', 'BBBB2222'];
    passRecoveryCodes(scopeOf(cookies), codes, 0, SECRET);
    expect(cookies.cookies.get(RECOVERY_CODES_COOKIE)!.value).not.toContain('AAAA1111');
    expect(cookies.cookies.get(RECOVERY_CODES_COOKIE)!.options).toMatchObject({ httpOnly: true, maxAge: 120 });
    expect(takeRecoveryCodes(scopeOf(cookies), 1, SECRET)).toEqual(codes);
    expect(takeRecoveryCodes(scopeOf(cookies), 2, SECRET)).toBeUndefined();
  });

  it('are never shown to another account, and a value sealed for the setup does not open as codes', () => {
    const cookies = jar();
    passRecoveryCodes(scopeOf(cookies), ['AAAA1111'], 0, SECRET);
    expect(takeRecoveryCodes(scopeOf(cookies, 'user-2'), 1, SECRET)).toBeUndefined();
    expect(cookies.cookies.has(RECOVERY_CODES_COOKIE)).toBe(false);
    keepPendingSetup(scopeOf(cookies), setup, 0, SECRET);
    cookies.cookies.set(RECOVERY_CODES_COOKIE, { value: cookies.cookies.get(TWO_FACTOR_SETUP_COOKIE)!.value, options: {} });
    expect(takeRecoveryCodes(scopeOf(cookies), 1, SECRET)).toBeUndefined();
  });
});
