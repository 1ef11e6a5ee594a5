import { describe, expect, it } from 'vitest';
import { LOGGED_IN_THE_PAST_COOKIE, PROCESS_CART_COOKIE, rememberSignIn, secureCookies, tokenCookieOptions } from './auth-cookies';

describe('secureCookies', () => {
  it('is off only for plain HTTP to a loopback host', () => {
    expect(secureCookies(new URL('http://127.0.0.1:4321/login'))).toBe(false);
    expect(secureCookies(new URL('http://localhost:4321/'))).toBe(false);
    expect(secureCookies(new URL('http://[::1]:4321/'))).toBe(false);
    expect(secureCookies(new URL('http://127.0.0.2/'))).toBe(false);
    expect(secureCookies(new URL('http://shop.localhost/'))).toBe(false);
  });

  it('is on for HTTPS and for any other host (e.g. behind a proxy that ends TLS)', () => {
    expect(secureCookies(new URL('https://127.0.0.1/'))).toBe(true);
    expect(secureCookies(new URL('https://shop.example/'))).toBe(true);
    expect(secureCookies(new URL('http://shop.example/'))).toBe(true);
    expect(secureCookies(new URL('http://192.168.1.10:4321/'))).toBe(true);
    expect(secureCookies(new URL('http://localhost.evil.example/'))).toBe(true);
    expect(secureCookies(new URL('http://127.0.0.1.evil.example/'))).toBe(true);
  });
});

describe('token cookie options', () => {
  it('HttpOnly, SameSite=Lax, path /, 31 days', () => {
    expect(tokenCookieOptions(new URL('https://shop.example/'))).toEqual({
      path: '/',
      maxAge: 31 * 24 * 60 * 60,
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
    });
    expect(tokenCookieOptions(new URL('http://127.0.0.1:4321/')).secure).toBe(false);
  });
});

describe('rememberSignIn', () => {
  it('sets the readable, non-secret flags: logged_in_the_past for a year, cart processing for minutes', () => {
    const set: Record<string, { value: string; options: { maxAge: number; httpOnly: boolean; secure: boolean } }> = {};
    rememberSignIn(
      { get: () => undefined, set: (name, value, options) => (set[name] = { value, options }), delete: () => undefined },
      new URL('https://shop.example/login'),
    );
    expect(set[LOGGED_IN_THE_PAST_COOKIE]).toMatchObject({ value: '1', options: { maxAge: 365 * 24 * 60 * 60, httpOnly: false, secure: true } });
    expect(set[PROCESS_CART_COOKIE]).toMatchObject({ value: '1', options: { httpOnly: false, secure: true } });
    expect(set[PROCESS_CART_COOKIE]!.options.maxAge).toBeLessThanOrEqual(600);
  });
});
