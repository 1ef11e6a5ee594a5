import { describe, expect, it } from 'vitest';
import {
  isPreviewPath,
  openPreviewTokens,
  carriedPreviewTokens,
  PREVIEW_COOKIES,
  PREVIEW_SESSION_MAX_AGE_S,
  previewCookieOptions,
  previewTokenStore,
  sealPreviewTokens,
  type PreviewCookieOptions,
} from './preview-cookie';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

function jar() {
  const set: Array<{ name: string; value: string; options: PreviewCookieOptions }> = [];
  const deleted: Array<{ name: string; options: Omit<PreviewCookieOptions, 'maxAge'> }> = [];
  const values = new Map<string, string>();
  return {
    set,
    deleted,
    values,
    get: (name: string) => (values.has(name) ? { value: values.get(name)! } : undefined),
    cookies: {
      get: (name: string) => (values.has(name) ? { value: values.get(name)! } : undefined),
      set: (name: string, value: string, options: PreviewCookieOptions) => {
        set.push({ name, value, options });
        values.set(name, value);
      },
      delete: (name: string, options: Omit<PreviewCookieOptions, 'maxAge'>) => {
        deleted.push({ name, options });
        values.delete(name);
      },
    },
  };
}

describe('the preview cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to the preview area only, Secure over HTTPS', () => {
    const https = previewCookieOptions(new URL('https://shop.example/preview'), '/preview', 60);
    expect(https).toEqual({ path: '/preview', maxAge: 60, httpOnly: true, secure: true, sameSite: 'strict' });
    // Plain HTTP to a loopback host (tests, npm start): not Secure, or the browser would drop it.
    expect(previewCookieOptions(new URL('http://127.0.0.1:4321/preview'), '/en/preview', 60).secure).toBe(false);
    expect(previewCookieOptions(new URL('http://shop.example/preview'), '/preview', 60).secure).toBe(true);
  });

  it('a sign-in sets it on both preview paths and nowhere else; sign-out deletes both', () => {
    const { cookies, set, deleted } = jar();
    const store = previewTokenStore(cookies, new URL('https://shop.example/preview'));
    store.set({ token: 'staff-token', refreshToken: 'staff-refresh' });
    expect(set.map((c) => [c.name, c.options.path])).toEqual([
      [PREVIEW_COOKIES['/preview'], '/preview'],
      [PREVIEW_COOKIES['/en/preview'], '/en/preview'],
    ]);
    // One name per path: a response sets each name once.
    expect(new Set(set.map((c) => c.name)).size).toBe(2);
    expect(set.every((c) => c.options.sameSite === 'strict' && c.options.httpOnly && c.options.secure && c.options.maxAge === PREVIEW_SESSION_MAX_AGE_S)).toBe(
      true,
    );
    // The tokens are not readable in the cookie.
    expect(set[0]!.value).not.toContain('staff-token');
    expect(store.get()).toEqual({ token: 'staff-token', refreshToken: 'staff-refresh' });
    expect(carriedPreviewTokens(cookies)).toMatchObject({ token: 'staff-token', refreshToken: 'staff-refresh' });
    store.clear();
    expect(deleted.map((c) => [c.name, c.options.path])).toEqual([
      [PREVIEW_COOKIES['/preview'], '/preview'],
      [PREVIEW_COOKIES['/en/preview'], '/en/preview'],
    ]);
    expect(store.get()).toBeNull();
    expect(carriedPreviewTokens(cookies)).toBeUndefined();
  });

  it('opens only what it sealed, and not after it expired', () => {
    const now = Date.UTC(2026, 0, 1);
    const sealed = sealPreviewTokens({ token: 't', refreshToken: 'r' }, undefined, now, SECRET);
    expect(openPreviewTokens(sealed, now + 1000, SECRET)).toEqual({ token: 't', refreshToken: 'r', until: now + PREVIEW_SESSION_MAX_AGE_S * 1000 });
    expect(openPreviewTokens(sealed, now + PREVIEW_SESSION_MAX_AGE_S * 1000 + 1, SECRET)).toBeUndefined();
    expect(openPreviewTokens(sealed, now, 'another-secret-of-at-least-32-characters')).toBeUndefined();
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(openPreviewTokens(flipped, now, SECRET)).toBeUndefined();
    // A raw token pasted into the cookie is no session.
    expect(openPreviewTokens('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig', now, SECRET)).toBeUndefined();
    expect(openPreviewTokens(undefined)).toBeUndefined();
  });

  it('a refresh of the tokens keeps the session’s end: it ends 8 hours after the sign-in', () => {
    const { cookies, set } = jar();
    const url = new URL('https://shop.example/preview');
    previewTokenStore(cookies, url).set({ token: 'first', refreshToken: 'r1' });
    const { until } = carriedPreviewTokens(cookies)!;
    expect(until).toBeGreaterThan(Date.now() + PREVIEW_SESSION_MAX_AGE_S * 1000 - 5000);
    // A later request refreshes the tokens (the platform client's store of that request).
    previewTokenStore(cookies, url).set({ token: 'second', refreshToken: 'r2' });
    expect(carriedPreviewTokens(cookies)).toEqual({ token: 'second', refreshToken: 'r2', until });
    expect(set.at(-1)!.options.maxAge).toBeLessThanOrEqual(PREVIEW_SESSION_MAX_AGE_S);
    // And the session sealed at the sign-in is refused once its end has passed, whatever its refreshes.
    expect(openPreviewTokens(set.at(-1)!.value, until + 1)).toBeUndefined();
  });

  it('the preview area is /preview and /en/preview, nothing that merely starts with the word', () => {
    expect(isPreviewPath('/preview')).toBe(true);
    expect(isPreviewPath('/preview/product/x')).toBe(true);
    expect(isPreviewPath('/en/preview/page/x')).toBe(true);
    expect(isPreviewPath('/previews')).toBe(false);
    expect(isPreviewPath('/en/previewx')).toBe(false);
    expect(isPreviewPath('/product/preview')).toBe(false);
  });
});
