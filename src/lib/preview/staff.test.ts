import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, platformError, startFakeServer, type FakeServer } from '../platform/testing/fake-server';
import { previewSignIn, previewSignOut, previewStaff } from './staff';
import { carriedPreviewTokens, PREVIEW_COOKIES, PREVIEW_PENDING_COOKIES, type PreviewCookieOptions } from './preview-cookie';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(() => server.close());

/** Astro's cookies as a request sees them: what the browser sent, then what this response set or deleted. */
function cookieJar(sent: Record<string, string> = {}) {
  const values = new Map(Object.entries(sent));
  const written: Array<{ name: string; value: string | null; path: string }> = [];
  return {
    values,
    written,
    get: (name: string) => (values.has(name) ? { value: values.get(name)! } : undefined),
    set: (name: string, value: string, options: PreviewCookieOptions) => {
      values.set(name, value);
      written.push({ name, value, path: options.path });
    },
    delete: (name: string, options: Omit<PreviewCookieOptions, 'maxAge'>) => {
      values.delete(name);
      written.push({ name, value: null, path: options.path });
    },
  };
}

const url = new URL('https://shop.example/preview');
const profile = (permissions: string[]) => ({
  data: { id: 'u1', name: 'Maria Marketing', email: 'maria@example.com', permissions, shipping_addresses: [], billing_addresses: [] },
});

function platform(permissions: string[], { tfa = false } = {}) {
  server.handle((request, response) => {
    if (request.path === '/login') {
      const body = JSON.parse(request.body) as { code?: string };
      if (tfa && !body.code) return platformError(response, 422, 'CLIENT_TFA_REQUIRED', 'Code needed');
      if (tfa && body.code !== '123456') return platformError(response, 422, 'CLIENT_TFA_INVALID_TOKEN', 'Wrong code');
      return json(response, 200, {
        data: { token: 'staff-token', identity_token: 'id', refresh_token: 'staff-refresh', user: { id: 'u1', name: 'Maria Marketing' } },
      });
    }
    if (request.path === '/auth/profile') {
      if (request.headers.authorization !== 'Bearer staff-token') return platformError(response, 401, 'UNAUTHORIZED', 'No');
      return json(response, 200, profile(permissions));
    }
    if (request.path === '/auth/refresh') return platformError(response, 401, 'UNAUTHORIZED', 'Expired');
    if (request.path === '/auth/logout') return json(response, 204, undefined);
    return platformError(response, 404, 'NOT_FOUND', 'Not found');
  });
  return { baseUrl: server.url };
}

describe('signing in to preview', () => {
  it('keeps the tokens of staff allowed to preview, sealed in the preview cookies, and reads who they are with their token', async () => {
    const options = platform(['pages.show_hidden']);
    const cookies = cookieJar();
    const result = await previewSignIn({ url, cookies }, { email: 'maria@example.com', password: 'secret' }, options);
    expect(result).toEqual({ outcome: 'signed-in', name: 'Maria Marketing' });
    expect(cookies.written.filter((c) => c.value).map((c) => [c.name, c.path])).toEqual([
      [PREVIEW_COOKIES['/preview'], '/preview'],
      [PREVIEW_COOKIES['/en/preview'], '/en/preview'],
    ]);
    expect(carriedPreviewTokens(cookies)).toMatchObject({ token: 'staff-token', refreshToken: 'staff-refresh' });
    expect(server.to('/auth/profile')[0]?.headers.authorization).toBe('Bearer staff-token');
    // Nothing of the shopper's session.
    expect([...cookies.values.keys()].some((name) => ['access_token', 'refresh_token', 'identity_token'].includes(name))).toBe(false);
  });

  it('an account without a preview permission keeps nothing: its new tokens are revoked at once', async () => {
    const options = platform(['pages.show', 'products.show', 'pages.edit']);
    const cookies = cookieJar();
    expect(await previewSignIn({ url, cookies }, { email: 'klient@example.com', password: 'secret' }, options)).toEqual({ outcome: 'not-permitted' });
    expect(carriedPreviewTokens(cookies)).toBeUndefined();
    expect(server.to('/auth/logout', 'POST')[0]?.headers.authorization).toBe('Bearer staff-token');
  });

  it('asks for the two-factor code, keeping the password sealed in the preview area, then signs in with the code', async () => {
    const options = platform(['products.show_hidden'], { tfa: true });
    const cookies = cookieJar();
    expect(await previewSignIn({ url, cookies }, { email: 'maria@example.com', password: 'secret' }, options)).toEqual({
      outcome: 'two-factor',
      email: 'maria@example.com',
    });
    const pending = cookies.written.filter((c) => c.value);
    expect(pending.map((c) => [c.name, c.path])).toEqual([
      [PREVIEW_PENDING_COOKIES['/preview'], '/preview'],
      [PREVIEW_PENDING_COOKIES['/en/preview'], '/en/preview'],
    ]);
    expect(pending[0]!.value).not.toContain('secret');
    expect(await previewSignIn({ url, cookies }, { email: 'maria@example.com', code: '000000' }, options)).toEqual({ outcome: 'invalid-code' });
    expect(await previewSignIn({ url, cookies }, { email: 'other@example.com', code: '123456' }, options)).toEqual({ outcome: 'step-expired' });
    expect(await previewSignIn({ url, cookies }, { email: 'maria@example.com', code: '123456' }, options)).toEqual({
      outcome: 'signed-in',
      name: 'Maria Marketing',
    });
    expect(JSON.parse(server.to('/login').at(-1)!.body)).toEqual({ email: 'maria@example.com', password: 'secret', code: '123456' });
    expect(cookies.get(PREVIEW_PENDING_COOKIES['/preview'])).toBeUndefined();
  });
});

describe('the preview session', () => {
  it('no cookie, or a forged one: no staff, and no call to the platform', async () => {
    const options = platform(['pages.show_hidden']);
    expect(await previewStaff({ url, cookies: cookieJar() }, options)).toBeNull();
    expect(await previewStaff({ url, cookies: cookieJar({ preview_session: 'forged' }) }, options)).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('tokens the platform refuses (and cannot refresh) end the session: null, the cookies cleared', async () => {
    const options = platform(['pages.show_hidden']);
    const signedIn = cookieJar();
    await previewSignIn({ url, cookies: signedIn }, { email: 'maria@example.com', password: 'secret' }, options);
    server.handle((_request, response) => platformError(response, 401, 'UNAUTHORIZED', 'Revoked'));
    const cookies = cookieJar({ preview_session: signedIn.values.get(PREVIEW_COOKIES['/preview'])! });
    expect(await previewStaff({ url, cookies }, options)).toBeNull();
    // Deleted, nothing set (the failed refresh and the session's end both clear them: one deletion per name in the response).
    expect(cookies.written.every((c) => c.value === null)).toBe(true);
    expect(new Set(cookies.written.map((c) => c.name))).toEqual(new Set(Object.values(PREVIEW_COOKIES)));
    expect(carriedPreviewTokens(cookies)).toBeUndefined();
  });

  it('a platform that cannot answer now is an error, not a verdict on the session', async () => {
    const options = platform(['pages.show_hidden']);
    const signedIn = cookieJar();
    await previewSignIn({ url, cookies: signedIn }, { email: 'maria@example.com', password: 'secret' }, options);
    server.handle((_request, response) => platformError(response, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const cookies = cookieJar({ preview_session: signedIn.values.get(PREVIEW_COOKIES['/preview'])! });
    await expect(previewStaff({ url, cookies }, { ...options, retryDelayMs: 1 })).rejects.toThrow();
    expect(cookies.written).toEqual([]);
  });

  it('signing out revokes the tokens on the platform and clears both cookies', async () => {
    const options = platform(['pages.show_hidden']);
    const signedIn = cookieJar();
    await previewSignIn({ url, cookies: signedIn }, { email: 'maria@example.com', password: 'secret' }, options);
    const cookies = cookieJar({ preview_session_en: signedIn.values.get(PREVIEW_COOKIES['/en/preview'])! });
    await previewSignOut({ url: new URL('https://shop.example/en/preview/logout'), cookies }, options);
    expect(server.to('/auth/logout', 'POST').at(-1)?.headers.authorization).toBe('Bearer staff-token');
    expect(cookies.written.filter((c) => c.value === null).map((c) => c.path)).toEqual(['/preview', '/en/preview']);
  });
});
