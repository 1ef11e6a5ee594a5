import { describe, expect, it } from 'vitest';
import { loginPathFor, returnTarget, sameOriginPath } from './return-path';
import { EVIL_HOST, OPEN_REDIRECT_PAYLOADS } from './open-redirect-corpus';

const SHOP = 'https://shop.example';

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
    ['dot segment collapsing into //', '/.//evil.example'],
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
    expect(sameOriginPath('/@evil.example')).toBe('/@evil.example');
    expect(sameOriginPath('/search/%C5%BC%C3%B3%C5%82w')).toBe('/search/%C5%BC%C3%B3%C5%82w');
  });

  it('normalises what the browser would (non-ASCII, dot segments) and keeps the result stable', () => {
    expect(sameOriginPath('/search/żółw')).toBe('/search/%C5%BC%C3%B3%C5%82w');
    expect(sameOriginPath('/a/./b/../c?x=1#y')).toBe('/a/c?x=1#y');
  });

  it('keeps encoded slashes in the query: a nested return path is data', () => {
    expect(sameOriginPath('/en/login/provider/github/link?return=%2Fen%2Fcart')).toBe('/en/login/provider/github/link?return=%2Fen%2Fcart');
    expect(sameOriginPath('/search?q=a%2Fb%0A')).toBe('/search?q=a%2Fb%0A');
    expect(sameOriginPath('/a%2F/b?x=1')).toBeUndefined();
  });
});

describe('the open-redirect corpus', () => {
  it('has at least 30 payloads', () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map(({ label, value }) => [label, value]))('refuses %s', (_label, value) => {
    expect(sameOriginPath(value)).toBeUndefined();
    expect(returnTarget(value, '/account')).toBe('/account');
  });

  // Whatever the rule accepts, a browser resolving it as a Location on the shop stays on the shop:
  // variations of the corpus (prefixes, suffixes) must never leave the origin.
  it('never lets a variation of a payload resolve to another origin', () => {
    const prefixes = ['', '/', '/account', '/.', '/..', '/./', '/x/..'];
    for (const { value } of OPEN_REDIRECT_PAYLOADS) {
      for (const prefix of prefixes) {
        const accepted = sameOriginPath(`${prefix}${value}`);
        if (accepted === undefined) continue;
        const resolved = new URL(accepted, `${SHOP}/some/page`);
        expect(resolved.origin, `${JSON.stringify(prefix + value)} → ${accepted}`).toBe(SHOP);
        expect(resolved.hostname).not.toBe(EVIL_HOST);
        expect(accepted.startsWith('//')).toBe(false);
      }
    }
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
