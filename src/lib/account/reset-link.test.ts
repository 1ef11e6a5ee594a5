import { describe, expect, it } from 'vitest';
import { readResetLink, resetPageUrl } from './reset-link';

describe('readResetLink', () => {
  it('reads the token and e-mail of the link the platform sends', () => {
    const url = new URL('http://shop.test/reset-password?token=AbC_d-9&email=anna%2Btest%40example.com');
    expect(readResetLink(url.searchParams)).toEqual({ token: 'AbC_d-9', email: 'anna+test@example.com' });
  });

  it('refuses a link without a token or e-mail, or with a token that cannot be one', () => {
    expect(readResetLink(new URLSearchParams('email=a@b.pl'))).toBeUndefined();
    expect(readResetLink(new URLSearchParams('token=abc'))).toBeUndefined();
    expect(readResetLink(new URLSearchParams('token=a/b&email=a@b.pl'))).toBeUndefined();
    expect(readResetLink(new URLSearchParams(`token=${'a'.repeat(201)}&email=a@b.pl`))).toBeUndefined();
  });
});

describe('resetPageUrl', () => {
  it('is the reset page of APP_HOST, in the shopper\'s language', () => {
    expect(resetPageUrl(new URL('http://10.0.0.5:4321/forgot-password'), 'pl', 'https://sklep.example.com/')).toBe('https://sklep.example.com/reset-password');
    expect(resetPageUrl(new URL('http://10.0.0.5:4321/en/forgot-password'), 'en', 'https://sklep.example.com')).toBe('https://sklep.example.com/en/reset-password');
  });

  it('falls back to the request\'s origin without a usable APP_HOST', () => {
    expect(resetPageUrl(new URL('http://127.0.0.1:4321/forgot-password?x=1'), 'pl')).toBe('http://127.0.0.1:4321/reset-password');
    expect(resetPageUrl(new URL('http://127.0.0.1:4321/forgot-password'), 'en', 'not a url')).toBe('http://127.0.0.1:4321/en/reset-password');
  });
});
