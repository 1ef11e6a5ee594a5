import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryTokenStore } from './auth-refresh';
import { createPlatform } from './client';
import { PlatformError } from './errors';
import { delay, json, platformError, startFakeServer, type FakeServer } from './testing/fake-server';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(() => server.close());

const profile = { id: 'u1', email: 'a@example.com', name: 'Ann', permissions: [], shipping_addresses: [], billing_addresses: [], metadata_personal: {} };
const bearer = (token: string) => `Bearer ${token}`;
let sequence = 0;
const fresh = (name: string) => `${name}-${++sequence}-${Math.random().toString(36).slice(2)}`;

/** Accepts only `valid` as access token on /auth/profile; /auth/refresh answers with `refresh`. */
function serveProfile(valid: () => string, refresh: (body: { refresh_token?: string }) => { status: number; body: unknown }, refreshDelayMs = 30) {
  server.handle(async (request, response) => {
    if (request.path === '/auth/refresh') {
      await delay(refreshDelayMs);
      const answer = refresh(JSON.parse(request.body || '{}'));
      return json(response, answer.status, answer.body);
    }
    if (request.path === '/auth/profile') {
      if (request.headers.authorization !== bearer(valid())) return platformError(response, 401, 'UNAUTHORIZED', 'Unauthenticated.');
      return json(response, 200, { data: { ...profile, name: `seen with ${request.headers.authorization}` } });
    }
    return platformError(response, 404, 'NOT_FOUND', 'Not found');
  });
}

describe('401 handling: one refresh, then replay', () => {
  it('three concurrent 401s cause exactly one refresh and three replays with the new token', async () => {
    const oldRefresh = fresh('refresh');
    const tokens = memoryTokenStore({ token: 'old', refreshToken: oldRefresh });
    let valid = 'new-access';
    serveProfile(
      () => valid,
      (body) =>
        body.refresh_token === oldRefresh
          ? { status: 200, body: { data: { token: 'new-access', identity_token: 'id-2', refresh_token: 'refresh-2', user: profile } } }
          : { status: 401, body: { error: { code: 401, message: 'bad', key: 'CLIENT_INVALID_TOKEN' } } },
    );
    const platform = createPlatform({ baseUrl: server.url, tokens, cache: false });

    const results = await Promise.all([1, 2, 3].map(() => platform.client.GET('/auth/profile')));

    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.data?.data.name)).toEqual(Array(3).fill('seen with Bearer new-access'));
    expect(server.to('/auth/refresh')).toHaveLength(1);
    const profileCalls = server.to('/auth/profile');
    expect(profileCalls.filter((r) => r.headers.authorization === bearer('old'))).toHaveLength(3);
    expect(profileCalls.filter((r) => r.headers.authorization === bearer('new-access'))).toHaveLength(3);
    expect(tokens.current).toEqual({ token: 'new-access', identityToken: 'id-2', refreshToken: 'refresh-2' });
    valid = 'unused';
  });

  it('the refresh call sends the refresh token in the body and no Authorization header', async () => {
    const refreshToken = fresh('refresh');
    const tokens = memoryTokenStore({ token: 'old', refreshToken });
    serveProfile(
      () => 'new',
      () => ({ status: 200, body: { data: { token: 'new', identity_token: 'i', refresh_token: 'r', user: profile } } }),
      0,
    );
    const platform = createPlatform({ baseUrl: server.url, tokens, cache: false, language: 'en', salesChannelId: 'ch-1' });
    await platform.client.GET('/auth/profile');
    const [refresh] = server.to('/auth/refresh');
    expect(refresh?.method).toBe('POST');
    expect(JSON.parse(refresh!.body)).toEqual({ refresh_token: refreshToken });
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(refresh?.headers['accept-language']).toBe('en');
    expect(refresh?.headers['x-sales-channel']).toBe('ch-1');
  });

  it('a failed refresh (500) gives every waiting caller its original 401, runs the callback once and clears the tokens', async () => {
    const tokens = memoryTokenStore({ token: 'old', refreshToken: fresh('refresh') });
    serveProfile(
      () => 'never',
      () => ({ status: 500, body: { error: { code: 500, message: 'boom', key: 'INTERNAL_SERVER_ERROR' } } }),
    );
    let failures = 0;
    const platform = createPlatform({ baseUrl: server.url, tokens, cache: false, onAuthFailure: () => failures++ });

    const results = await Promise.all([1, 2, 3].map(() => platform.client.GET('/auth/profile')));

    expect(results.map((r) => r.response.status)).toEqual([401, 401, 401]);
    expect(results.map((r) => (r.error as { error: { message: string } }).error.message)).toEqual(Array(3).fill('Unauthenticated.'));
    expect(failures).toBe(1);
    expect(tokens.current).toBeNull();
    expect(server.to('/auth/refresh')).toHaveLength(1);
    expect(server.to('/auth/profile')).toHaveLength(3); // no replays
    const error = await platform.getById('orders', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
  });

  it('a 401 on the refresh call itself is not retried', async () => {
    const tokens = memoryTokenStore({ token: 'old', refreshToken: fresh('refresh') });
    serveProfile(
      () => 'never',
      () => ({ status: 401, body: { error: { code: 401, message: 'expired', key: 'CLIENT_TOKEN_INVALID_OR_INACTIVE' } } }),
      0,
    );
    let failures = 0;
    const platform = createPlatform({ baseUrl: server.url, tokens, cache: false, onAuthFailure: () => failures++ });
    const result = await platform.client.GET('/auth/profile');
    expect(result.response.status).toBe(401);
    expect(server.to('/auth/refresh')).toHaveLength(1);
    expect(failures).toBe(1);
  });

  it('calling /auth/refresh directly and getting 401 neither refreshes nor replays', async () => {
    const tokens = memoryTokenStore({ token: 'old', refreshToken: fresh('refresh') });
    serveProfile(
      () => 'never',
      () => ({ status: 401, body: { error: { code: 401, message: 'expired', key: 'CLIENT_TOKEN_INVALID_OR_INACTIVE' } } }),
      0,
    );
    const platform = createPlatform({ baseUrl: server.url, tokens, cache: false });
    const result = await platform.client.POST('/auth/refresh', { body: { refresh_token: 'x' } });
    expect(result.response.status).toBe(401);
    expect(server.requests).toHaveLength(1);
    expect(tokens.current?.token).toBe('old');
  });

  it('a 401 that arrives after the token already changed replays at once, without a refresh', async () => {
    const tokens = memoryTokenStore({ token: 'old', refreshToken: fresh('refresh') });
    server.handle(async (request, response) => {
      if (request.path === '/auth/profile') {
        if (request.headers.authorization === bearer('old')) {
          tokens.set({ token: 'changed', refreshToken: 'r2' }); // another request refreshed meanwhile
          await delay(5);
          return platformError(response, 401, 'UNAUTHORIZED', 'Unauthenticated.');
        }
        return json(response, 200, { data: profile });
      }
      return platformError(response, 500, 'INTERNAL_SERVER_ERROR', 'refresh must not be called');
    });
    const platform = createPlatform({ baseUrl: server.url, tokens, cache: false });
    const result = await platform.client.GET('/auth/profile');
    expect(result.response.status).toBe(200);
    expect(server.to('/auth/refresh')).toHaveLength(0);
    expect(server.to('/auth/profile').map((r) => r.headers.authorization)).toEqual([bearer('old'), bearer('changed')]);
  });

  it('without a refresh token there is no refresh', async () => {
    const tokens = memoryTokenStore({ token: 'old' });
    serveProfile(
      () => 'never',
      () => ({ status: 200, body: { data: { token: 'x', user: profile } } }),
    );
    let failures = 0;
    const platform = createPlatform({ baseUrl: server.url, tokens, cache: false, onAuthFailure: () => failures++ });
    const result = await platform.client.GET('/auth/profile');
    expect(result.response.status).toBe(401);
    expect(server.to('/auth/refresh')).toHaveLength(0);
    expect(failures).toBe(0);
  });
});
