import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendsAuthorization } from './auth-paths';
import { memoryTokenStore } from './auth-refresh';
import { createPlatform } from './client';
import { json, startFakeServer, type FakeServer } from './testing/fake-server';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer((request, response) =>
    json(
      response,
      200,
      request.path.endsWith('/refresh') ? { data: { token: 't2', user: {} } } : { data: [], meta: { current_page: 1, last_page: 1, per_page: 24, total: 0 } },
    ),
  );
});
afterEach(() => server.close());

describe('headers on every request', () => {
  it('sends Accept-Language and X-Sales-Channel when known', async () => {
    const platform = createPlatform({ baseUrl: server.url, language: 'pl', salesChannelId: 'channel-7', cache: false });
    await platform.client.GET('/products');
    await platform.client.POST('/cart/process', { body: { items: [], currency: 'PLN', sales_channel_id: 'channel-7' } });
    for (const request of server.requests) {
      expect(request.headers['accept-language']).toBe('pl');
      expect(request.headers['x-sales-channel']).toBe('channel-7');
    }
    expect(server.requests).toHaveLength(2);
  });

  it('leaves them out when the language or channel is not known', async () => {
    const platform = createPlatform({ baseUrl: server.url, cache: false });
    await platform.client.GET('/products');
    expect(server.requests[0]?.headers['x-sales-channel']).toBeUndefined();
    expect(server.requests[0]?.headers['accept-language']).not.toBe('pl');
  });
});

describe('Authorization: Bearer only on the authenticated paths', () => {
  const withToken: Array<[string, () => Promise<unknown>]> = [];
  it('is sent on auth, favourites, orders, cart/process, wishlist, self-remove and password paths', async () => {
    const platform = createPlatform({ baseUrl: server.url, tokens: memoryTokenStore({ token: 'secret' }), cache: false });
    withToken.push(
      ['/auth/profile', () => platform.client.GET('/auth/profile')],
      ['/product-sets/favourites', () => platform.client.GET('/product-sets/favourites')],
      ['/orders/my', () => platform.client.GET('/orders/my')],
      [
        '/orders',
        () =>
          platform.client.POST('/orders', {
            body: {
              email: 'a@b.pl',
              items: [],
              billing_address: { name: 'a', address: 'b', city: 'c', zip: 'd', country: 'PL', phone: '1' },
              currency: 'PLN',
              sales_channel_id: 'x',
            },
          }),
      ],
      ['/cart/process', () => platform.client.POST('/cart/process', { body: { items: [], currency: 'PLN', sales_channel_id: 'x' } })],
      ['/wishlist', () => platform.client.GET('/wishlist')],
      ['/users/self-remove', () => platform.client.POST('/users/self-remove', { body: { password: 'p' } })],
      ['/users/password', () => platform.client.PUT('/users/password', { body: { password: 'a', password_new: 'b' } })],
    );
    for (const [, call] of withToken) await call();
    expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual(withToken.map(([path]) => [path, 'Bearer secret']));
  });

  it('is not sent on catalogue and content reads', async () => {
    const platform = createPlatform({ baseUrl: server.url, tokens: memoryTokenStore({ token: 'secret' }), cache: false });
    await platform.client.GET('/products');
    await platform.client.GET('/product-sets');
    await platform.client.GET('/pages');
    await platform.client.GET('/settings');
    await platform.client.GET('/users/reset-password/{token}/{email}', { params: { path: { token: 't', email: 'e@x.pl' } } });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('is never sent on /auth/refresh, even when the caller passes one', async () => {
    const platform = createPlatform({ baseUrl: server.url, tokens: memoryTokenStore({ token: 'secret', refreshToken: 'r' }), cache: false });
    await platform.client.POST('/auth/refresh', { body: { refresh_token: 'r' }, headers: { Authorization: 'Bearer forced' } });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ refresh_token: 'r' });
  });

  it('the path rule itself', () => {
    expect(sendsAuthorization('/auth/check')).toBe(true);
    expect(sendsAuthorization('/auth/refresh')).toBe(false);
    expect(sendsAuthorization('/users/password')).toBe(true);
    expect(sendsAuthorization('/users/reset-password')).toBe(false);
    expect(sendsAuthorization('/users/self-remove')).toBe(true);
    expect(sendsAuthorization('/product-sets/favourites/id:1')).toBe(true);
    expect(sendsAuthorization('/product-sets/id:1')).toBe(false);
  });
});
