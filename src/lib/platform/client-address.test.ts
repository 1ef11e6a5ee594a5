// The shopper's address reaches the platform as the storefront determined it (its throttles count per
// shopper, not per storefront), and never as a header the client sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryTokenStore } from './auth-refresh';
import { createPlatform } from './client';
import { json, startFakeServer, type FakeServer } from './testing/fake-server';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer((request, response) =>
    request.path === '/auth/refresh'
      ? json(response, 200, { data: { token: 't2', refresh_token: 'r2', user: {} } })
      : request.headers.authorization === 'Bearer t1'
        ? json(response, 401, {})
        : json(response, 200, { data: {} }),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const forwardedFor = () => server.requests.map((request) => request.headers['x-forwarded-for']);

describe('X-Forwarded-For to the platform', () => {
  it('carries the determined address on sign-in, reset and registration calls', async () => {
    const platform = createPlatform({ baseUrl: server.url, clientAddress: '203.0.113.7', cache: false });
    await platform.client.POST('/login', { body: { email: 'a@example.com', password: 'x' } });
    await platform.client.POST('/users/reset-password', { body: { email: 'a@example.com', redirect_url: 'http://shop.example/reset-password' } });
    await platform.client.GET('/users/reset-password/{token}/{email}', { params: { path: { token: 't', email: 'a@example.com' } } });
    expect(forwardedFor()).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7']);
  });

  it('carries it on the token refresh and the replayed call too', async () => {
    const platform = createPlatform({
      baseUrl: server.url,
      clientAddress: '2001:db8::5',
      tokens: memoryTokenStore({ token: 't1', refreshToken: 'r1' }),
      cache: false,
    });
    await platform.client.PUT('/users/password', { body: { password: 'a', password_new: 'b' } });
    expect(server.requests.map((request) => request.path)).toEqual(['/users/password', '/auth/refresh', '/users/password']);
    expect(forwardedFor()).toEqual(['2001:db8::5', '2001:db8::5', '2001:db8::5']);
  });

  it('replaces any forwarding header a caller passes with the determined address', async () => {
    const platform = createPlatform({ baseUrl: server.url, clientAddress: '203.0.113.7', cache: false });
    await platform.client.POST('/login', {
      body: { email: 'a@example.com', password: 'x' },
      headers: { 'X-Forwarded-For': '198.51.100.1, 198.51.100.2', Forwarded: 'for=198.51.100.3', 'X-Real-IP': '198.51.100.4' },
    });
    const [request] = server.requests;
    expect(request?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(request?.headers.forwarded).toBeUndefined();
    expect(request?.headers['x-real-ip']).toBeUndefined();
  });

  it('sends none when no address is known or it is not an IP address, even if a caller passes one', async () => {
    await createPlatform({ baseUrl: server.url, cache: false }).client.POST('/login', {
      body: { email: 'a@example.com', password: 'x' },
      headers: { 'X-Forwarded-For': '198.51.100.1' },
    });
    await createPlatform({ baseUrl: server.url, clientAddress: '198.51.100.1, 10.0.0.1', cache: false }).client.POST('/login', {
      body: { email: 'a@example.com', password: 'x' },
    });
    expect(forwardedFor()).toEqual([undefined, undefined]);
  });
});
