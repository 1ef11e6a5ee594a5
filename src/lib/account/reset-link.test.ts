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
  it("is the reset page on the shop's origin, in the shopper's language", () => {
    expect(resetPageUrl('pl', 'https://sklep.example.com')).toBe('https://sklep.example.com/reset-password');
    expect(resetPageUrl('en', 'https://sklep.example.com')).toBe('https://sklep.example.com/en/reset-password');
  });
});
