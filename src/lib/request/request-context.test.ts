// The request context as the middleware builds it: one client per request, made only when read, that
// speaks the request's language, channel and address with the shopper's tokens, ends the session once
// when the refresh fails, and gives an action's other language or a cart's shopper their own client.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, platformError, startFakeServer, type FakeServer } from '../platform/testing/fake-server';
import type { CookieJar } from '../platform';
import type { RequestContext } from './request-context';

type Cookie = { value: string; options?: unknown };
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

let server: FakeServer;
let provideRequestContext: typeof import('./request-context').provideRequestContext;
beforeAll(async () => {
  server = await startFakeServer();
  // The client's address comes from the environment, read once per process.
  process.env.PLATFORM_API_URL = server.url;
  ({ provideRequestContext } = await import('./request-context'));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const url = new URL('http://127.0.0.1:4321/en/account');

function contextWith(cookies: CookieJar): RequestContext {
  const locals = {} as RequestContext;
  provideRequestContext(locals, { url, cookies, clientAddress: '203.0.113.7' }, 'en', { salesChannelId: 'channel-en', currency: 'EUR' });
  return locals;
}

describe('the request context', () => {
  it('holds the locale; one client per request, reused, in its language and channel, with the tokens and the address', async () => {
    server.handle((_, response) => json(response, 200, { data: { id: 'u1', name: 'Anna', email: 'a@example.com' } }));
    const locals = contextWith(cookieJar({ access_token: 'token-1' }));
    expect(locals.locale).toBe('en');
    expect(locals.platform).toBe(locals.platform);
    expect(locals.platformWith({ language: 'en' })).toBe(locals.platform);
    await locals.platform.client.GET('/auth/profile');
    const [sent] = server.requests;
    expect(sent?.headers['accept-language']).toBe('en');
    expect(sent?.headers['x-sales-channel']).toBe('channel-en');
    expect(sent?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(sent?.headers.authorization).toBe('Bearer token-1');
  });

  it('makes no client until one is read', () => {
    const locals = contextWith(cookieJar());
    expect(Object.getOwnPropertyDescriptor(locals, 'platform')?.get).toBeTypeOf('function');
    expect(server.requests).toHaveLength(0);
  });

  it('gives another language its own client, with the same session', async () => {
    server.handle((request, response) => json(response, 200, { data: { seen: request.headers['accept-language'] } }));
    const locals = contextWith(cookieJar());
    const polish = locals.platformWith({ language: 'pl' });
    expect(polish).not.toBe(locals.platform);
    expect(locals.platformWith({ language: 'pl' })).toBe(polish);
    await polish.client.GET('/pages');
    expect(server.requests[0]?.headers['accept-language']).toBe('pl');
  });

  it('reports a refresh that failed on any of its clients, and the tokens are cleared', async () => {
    server.handle((request, response) => platformError(response, 401, 'UNAUTHORIZED', request.path === '/auth/refresh' ? 'Refresh refused' : 'Token expired'));
    const cookies = cookieJar({ access_token: 'old', refresh_token: 'r1' });
    const locals = contextWith(cookies);
    expect(locals.session.authFailed).toBe(false);
    await locals.platformWith({ language: 'pl' }).client.GET('/auth/profile');
    expect(locals.session.authFailed).toBe(true);
    expect(cookies.get('access_token')?.value ?? '').toBe('');
  });
});
