// The session against a real loopback server standing in for the platform.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, platformError, startFakeServer, type FakeServer } from '../platform/testing/fake-server';
import type { CookieJar } from '../platform';
import {
  holdsSession,
  linkProviderAccount,
  readAccount,
  sessionPlatform,
  signIn,
  signInWithProvider,
  signOut,
  startProviderSignIn,
  type SessionContext,
} from './session';
import { LOGGED_IN_THE_PAST_COOKIE, PENDING_SIGN_IN_COOKIE, PROCESS_CART_COOKIE } from './auth-cookies';

interface Cookie {
  value: string;
  options?: { httpOnly?: boolean; secure?: boolean; maxAge?: number; sameSite?: string; path?: string };
}

function cookieJar(initial: Record<string, string> = {}) {
  const cookies = new Map<string, Cookie>(Object.entries(initial).map(([name, value]) => [name, { value }]));
  const jar: CookieJar & { cookies: Map<string, Cookie> } = {
    cookies,
    get: (name) => cookies.get(name),
    set: (name, value, options) => void cookies.set(name, { value, options }),
    delete: (name) => void cookies.delete(name),
  };
  return jar;
}

const user = { id: 'u1', email: 'klient@example.com', name: 'Anna Kowalska' };
const url = new URL('http://127.0.0.1:4321/login');
let server: FakeServer;
const options = () => ({ baseUrl: server.url, cache: false as const, retryDelayMs: 1 });
/** The profile read with the request's client, as the middleware makes it. */
const readWith = (context: SessionContext) => readAccount(context, sessionPlatform(context, options()).platform);

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('readAccount', () => {
  it('is signed out without a token cookie, and asks the platform nothing', async () => {
    expect(await readWith({ url, cookies: cookieJar() })).toEqual({ signedIn: false, sessionEnded: false });
    expect(server.requests).toHaveLength(0);
  });

  it('reads the name and e-mail through GET /auth/profile with the Bearer token', async () => {
    server.handle((request, response) => (request.path === '/auth/profile' ? json(response, 200, { data: user }) : json(response, 404, {})));
    const account = await readWith({ url, cookies: cookieJar({ access_token: 'good' }) });
    expect(account).toEqual({ signedIn: true, name: 'Anna Kowalska', email: 'klient@example.com', profile: user });
    expect(server.to('/auth/profile')[0]?.headers.authorization).toBe('Bearer good');
  });

  it('refreshes an expired token once and stores the new tokens in their cookies', async () => {
    server.handle(async (request, response) => {
      if (request.path === '/auth/refresh') return json(response, 200, { data: { token: 'fresh', identity_token: 'id2', refresh_token: 'r2', user } });
      if (request.headers.authorization === 'Bearer fresh') return json(response, 200, { data: user });
      platformError(response, 401, 'CLIENT_TOKEN_INVALID_OR_INACTIVE', 'expired');
    });
    const cookies = cookieJar({ access_token: 'old', refresh_token: 'r1' });
    expect((await readWith({ url, cookies })).signedIn).toBe(true);
    expect(server.to('/auth/refresh')).toHaveLength(1);
    expect(cookies.cookies.get('access_token')).toMatchObject({ value: 'fresh', options: { httpOnly: true, sameSite: 'lax', path: '/', secure: false } });
    expect(cookies.cookies.get('refresh_token')?.value).toBe('r2');
  });

  it('a failed refresh ends the session: signed out, tokens cleared', async () => {
    server.handle((_request, response) => platformError(response, 401, 'CLIENT_TOKEN_INVALID_OR_INACTIVE', 'expired'));
    const cookies = cookieJar({ access_token: 'old', identity_token: 'i', refresh_token: 'gone' });
    expect(await readWith({ url, cookies })).toEqual({ signedIn: false, sessionEnded: true });
    // The tokens are gone; what is left is the readable one-request flag that sends a page script home.
    expect([...cookies.cookies.keys()]).toEqual(['session_ended']);
    expect(cookies.cookies.get('session_ended')?.value).toBe('1');
  });

  it('a platform that cannot answer now (5xx, 429) keeps the shopper signed in: the tokens stay, the profile is unavailable', async () => {
    for (const [status, key] of [
      [503, 'SERVICE_UNAVAILABLE'],
      [500, 'INTERNAL_SERVER_ERROR'],
      [429, 'TOO_MANY_REQUESTS'],
    ] as const) {
      server.handle((_request, response) => platformError(response, status, key, 'not now'));
      const cookies = cookieJar({ access_token: 'good', refresh_token: 'r' });
      const state = await readWith({ url, cookies });
      expect(state, key).toEqual({ signedIn: false, sessionEnded: false, profileUnavailable: true });
      expect(holdsSession(state)).toBe(true);
      expect(cookies.cookies.get('access_token')?.value).toBe('good');
    }
  });
});

describe('signIn', () => {
  const tokens = { token: 'access', identity_token: 'identity', refresh_token: 'refresh', user };

  it('stores the tokens in HttpOnly cookies and remembers the sign-in', async () => {
    server.handle((_request, response) => json(response, 200, { data: tokens }));
    const cookies = cookieJar();
    expect(await signIn({ url: new URL('https://shop.example/login'), cookies }, { email: user.email, password: 'secret-password' }, options())).toEqual({
      outcome: 'signed-in',
      name: 'Anna Kowalska',
    });
    expect(JSON.parse(server.to('/login')[0]!.body)).toEqual({ email: user.email, password: 'secret-password' });
    expect(server.to('/login')[0]!.headers.authorization).toBeUndefined();
    for (const name of ['access_token', 'identity_token', 'refresh_token']) {
      expect(cookies.cookies.get(name)?.options).toEqual({ path: '/', maxAge: 31 * 86_400, httpOnly: true, secure: true, sameSite: 'lax' });
    }
    expect(cookies.cookies.get(LOGGED_IN_THE_PAST_COOKIE)?.options?.httpOnly).toBe(false);
    expect(cookies.cookies.get(PROCESS_CART_COOKIE)?.value).toBe('1');
  });

  it("sends the shopper's address from the request's context as X-Forwarded-For", async () => {
    server.handle((_request, response) => platformError(response, 422, 'CLIENT_INVALID_CREDENTIALS', 'Incorrect login or password'));
    await signIn({ url, cookies: cookieJar(), clientAddress: '203.0.113.9' }, { email: user.email, password: 'wrong-password' }, options());
    expect(server.to('/login')[0]!.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('a platform throttle is thrown with its Retry-After, not read as wrong credentials', async () => {
    server.handle((_request, response) =>
      json(response, 429, { error: { code: 429, key: 'TOO_MANY_REQUESTS', message: 'Too many attempts.' } }, { 'Retry-After': '600' }),
    );
    const error = await signIn({ url, cookies: cookieJar() }, { email: user.email, password: 'wrong-password' }, options()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'PlatformError', status: 429, isRateLimited: true, retryAfterMs: 600_000 });
  });

  it('invalid credentials set no cookie', async () => {
    server.handle((_request, response) => platformError(response, 422, 'CLIENT_INVALID_CREDENTIALS', 'Incorrect login or password'));
    const cookies = cookieJar();
    expect(await signIn({ url, cookies }, { email: user.email, password: 'wrong-password' }, options())).toEqual({ outcome: 'invalid-credentials' });
    expect(cookies.cookies.size).toBe(0);
  });

  it('the two-factor step keeps the password sealed in a cookie and sends it again with the code', async () => {
    server.handle((request, response) => {
      const body = JSON.parse(request.body) as { code?: string };
      if (!body.code) return platformError(response, 403, 'CLIENT_TFA_REQUIRED', 'code needed');
      if (body.code !== '123456') return platformError(response, 422, 'CLIENT_TFA_INVALID_TOKEN', 'bad code');
      json(response, 200, { data: tokens });
    });
    const cookies = cookieJar();
    expect(await signIn({ url, cookies }, { email: user.email, password: 'secret-password' }, options())).toEqual({ outcome: 'two-factor', email: user.email });
    const pending = cookies.cookies.get(PENDING_SIGN_IN_COOKIE);
    expect(pending?.options).toMatchObject({ httpOnly: true, maxAge: 300 });
    expect(pending?.value).not.toContain('secret');

    expect(await signIn({ url, cookies }, { email: user.email, code: '000000' }, options())).toEqual({ outcome: 'invalid-code' });
    expect(await signIn({ url, cookies }, { email: 'other@example.com', code: '123456' }, options())).toEqual({ outcome: 'step-expired' });
    expect(await signIn({ url, cookies }, { email: user.email, code: '123456' }, options())).toEqual({ outcome: 'signed-in', name: 'Anna Kowalska' });
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ email: user.email, password: 'secret-password', code: '123456' });
    expect(cookies.cookies.has(PENDING_SIGN_IN_COOKIE)).toBe(false);
    expect(await signIn({ url, cookies: cookieJar() }, { email: user.email, code: '123456' }, options())).toEqual({ outcome: 'step-expired' });
  });

  it('other failures are thrown', async () => {
    server.handle((_request, response) => platformError(response, 500, 'INTERNAL_SERVER_ERROR', 'boom'));
    await expect(signIn({ url, cookies: cookieJar() }, { email: user.email, password: 'x' }, options())).rejects.toMatchObject({ status: 500 });
  });
});

describe('signOut', () => {
  it('calls POST /auth/logout with the token, clears the tokens and flags the wishlist reset', async () => {
    server.handle((_request, response) => void response.writeHead(204).end());
    const cookies = cookieJar({ access_token: 'a', identity_token: 'i', refresh_token: 'r', logged_in_the_past: '1' });
    await signOut({ url, cookies }, options());
    expect(server.to('/auth/logout', 'POST')[0]?.headers.authorization).toBe('Bearer a');
    expect([...cookies.cookies.keys()]).toEqual(['logged_in_the_past', 'wishlist_reset']);
    expect(cookies.cookies.get('wishlist_reset')?.value).toBe('1');
  });

  it('clears the tokens even when the platform call fails', async () => {
    server.handle((_request, response) => platformError(response, 500, 'INTERNAL_SERVER_ERROR', 'boom'));
    const cookies = cookieJar({ access_token: 'a', refresh_token: 'r' });
    await signOut({ url, cookies }, options());
    expect([...cookies.cookies.keys()]).toEqual(['wishlist_reset']);
    await signOut({ url, cookies: cookieJar({ access_token: 'a' }) }, { ...options(), baseUrl: 'http://127.0.0.1:1' });
  });
});

describe('provider sign-in', () => {
  const back = 'http://127.0.0.1:4321/login/provider/github?flow=n&code=c&state=s';

  it('starts at the address the platform gives for the return URL; an inactive provider says so', async () => {
    server.handle((request, response) =>
      request.path === '/auth/providers/github/redirect'
        ? json(response, 200, { data: { redirect_url: 'https://github.com/login/oauth/authorize?state=s' } })
        : platformError(response, 422, 'CLIENT_PROVIDER_IS_NOT_ACTIVE', 'off'),
    );
    expect(await startProviderSignIn('github', back, options())).toEqual({ outcome: 'redirect', url: 'https://github.com/login/oauth/authorize?state=s' });
    expect(JSON.parse(server.to('/auth/providers/github/redirect', 'POST')[0]!.body)).toEqual({ return_url: back });
    expect(await startProviderSignIn('google', back, options())).toEqual({ outcome: 'inactive' });
  });

  it('a redirect that is not a web address is not followed', async () => {
    server.handle((_request, response) => json(response, 200, { data: { redirect_url: 'javascript:alert(1)' } }));
    await expect(startProviderSignIn('github', back, options())).rejects.toMatchObject({ key: 'BAD_GATEWAY' });
  });

  it('signs in like the password: HttpOnly token cookies, logged_in_the_past, process_cart', async () => {
    server.handle((_request, response) => json(response, 200, { data: { token: 't', identity_token: 'i', refresh_token: 'r', user } }));
    const cookies = cookieJar();
    expect(await signInWithProvider({ url, cookies }, 'github', back, options())).toEqual({ outcome: 'signed-in', name: 'Anna Kowalska' });
    expect(JSON.parse(server.to('/auth/providers/github/login', 'POST')[0]!.body)).toEqual({ return_url: back });
    expect(cookies.cookies.get('access_token')).toMatchObject({ value: 't', options: { httpOnly: true } });
    expect(cookies.cookies.get(LOGGED_IN_THE_PAST_COOKIE)?.value).toBe('1');
    expect(cookies.cookies.get(PROCESS_CART_COOKIE)?.value).toBe('1');
  });

  it('never signs in a two-factor account with the provider alone: a Heseya answering tokens has them revoked, never stored', async () => {
    server.handle((request, response) => {
      if (request.path === '/auth/logout') return json(response, 204, null);
      json(response, 200, { data: { token: 'provider-t', identity_token: 'i', refresh_token: 'r', user: { ...user, is_tfa_active: true } } });
    });
    const cookies = cookieJar();
    expect(await signInWithProvider({ url, cookies }, 'github', back, options())).toEqual({ outcome: 'two-factor-required' });
    expect(cookies.cookies.has('access_token')).toBe(false);
    expect(cookies.cookies.has(LOGGED_IN_THE_PAST_COOKIE)).toBe(false);
    const logout = server.to('/auth/logout', 'POST');
    expect(logout).toHaveLength(1);
    expect(logout[0]!.headers.authorization).toBe('Bearer provider-t');
  });

  it("the embedded platform's CLIENT_TFA_REQUIRED is the same outcome", async () => {
    server.handle((_request, response) => platformError(response, 403, 'CLIENT_TFA_REQUIRED', 'code needed', { type: 'app' }));
    const cookies = cookieJar();
    expect(await signInWithProvider({ url, cookies }, 'github', back, options())).toEqual({ outcome: 'two-factor-required' });
    expect(cookies.cookies.has('access_token')).toBe(false);
  });

  it('an existing account gives the merge token; refused codes are "expired"; other failures are thrown', async () => {
    const answers: Array<[string, unknown?]> = [
      ['CLIENT_ALREADY_HAS_ACCOUNT', { merge_token: 'm1' }],
      ['CLIENT_TOKEN_INVALID_OR_INACTIVE'],
      ['CLIENT_INVALID_TOKEN'],
      ['CLIENT_PROVIDER_IS_NOT_ACTIVE'],
      ['BAD_GATEWAY'],
    ];
    let index = 0;
    server.handle((_request, response) => {
      const [key, errors] = answers[index++]!;
      platformError(response, key === 'BAD_GATEWAY' ? 502 : 422, key, 'no', errors);
    });
    const context = { url, cookies: cookieJar() };
    expect(await signInWithProvider(context, 'github', back, options())).toEqual({ outcome: 'merge', mergeToken: 'm1' });
    expect(await signInWithProvider(context, 'github', back, options())).toEqual({ outcome: 'expired' });
    expect(await signInWithProvider(context, 'github', back, options())).toEqual({ outcome: 'expired' });
    expect(await signInWithProvider(context, 'github', back, options())).toEqual({ outcome: 'inactive' });
    await expect(signInWithProvider(context, 'github', back, options())).rejects.toMatchObject({ key: 'BAD_GATEWAY' });
    expect(context.cookies.cookies.has('access_token')).toBe(false);
  });

  it("links with the shopper's token; each merge refusal has its outcome", async () => {
    const keys = ['', 'CLIENT_PROVIDER_MERGE_TOKEN_EXPIRED', 'CLIENT_PROVIDER_MERGE_TOKEN_MISMATCH', 'CLIENT_PROVIDER_MERGE_TOKEN_INVALID'];
    let index = 0;
    server.handle((_request, response) => {
      const key = keys[index++]!;
      if (!key) return void response.writeHead(204).end();
      platformError(response, 422, key, 'no');
    });
    const context = { url, cookies: cookieJar({ access_token: 'a', refresh_token: 'r' }) };
    expect(await linkProviderAccount(context, 'm1', options())).toEqual({ outcome: 'linked' });
    expect(server.to('/auth/providers/merge-account', 'POST')[0]?.headers.authorization).toBe('Bearer a');
    expect(await linkProviderAccount(context, 'm1', options())).toEqual({ outcome: 'expired' });
    expect(await linkProviderAccount(context, 'm1', options())).toEqual({ outcome: 'mismatch' });
    expect(await linkProviderAccount(context, 'm1', options())).toEqual({ outcome: 'invalid' });
  });
});
