import { describe, expect, it } from 'vitest';
import { loginPathFor, returnTarget, sameOriginPath } from './return-path';

describe('sameOriginPath (no open redirect through ?return=)', () => {
  it('keeps paths of this site with their query and fragment', () => {
    expect(sameOriginPath('/account')).toBe('/account');
    expect(sameOriginPath('/en/cart?coupon=WITAJ10#summary')).toBe('/en/cart?coupon=WITAJ10#summary');
    expect(sameOriginPath('/')).toBe('/');
    expect(sameOriginPath('/search/kubek%20las')).toBe('/search/kubek%20las');
  });

  it('resolves dot segments so that the checked path is the one used', () => {
    expect(sameOriginPath('/account/../cart')).toBe('/cart');
    expect(sameOriginPath('/../../etc')).toBe('/etc');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/account'],
    ['backslash after slash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['backslash later', '/account\\..\\..\\evil'],
    ['absolute https', 'https://evil.example'],
    ['absolute http', 'http://evil.example/account'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['scheme-relative with spaces', ' //evil.example'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['null byte', '/\u0000/evil.example'],
    ['relative path', 'account'],
    ['empty', ''],
    ['three slashes', '///evil.example'],
    ['credentials trick', '/@evil.example'.replace('/', '//')],
    ['too long', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_name, value) => {
    expect(sameOriginPath(value)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/account'], { path: '/' }]) expect(sameOriginPath(value)).toBeUndefined();
  });

  it('a path that only looks like a host stays a path of this site', () => {
    expect(sameOriginPath('/evil.example')).toBe('/evil.example');
    expect(sameOriginPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('returnTarget and loginPathFor', () => {
  it('falls back for a hostile value', () => {
    expect(returnTarget('//evil.example', '/account')).toBe('/account');
    expect(returnTarget('https://evil.example', '/en/account')).toBe('/en/account');
    expect(returnTarget(null, '/')).toBe('/');
    expect(returnTarget('/cart', '/account')).toBe('/cart');
  });

  it('builds the sign-in address with the return path encoded', () => {
    expect(loginPathFor('/login', '/account/orders?page=2')).toBe('/login?return=%2Faccount%2Forders%3Fpage%3D2');
    expect(loginPathFor('/en/login', '//evil.example')).toBe('/en/login');
  });
});
