import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlatform } from './client';
import { errorForShopper, PlatformError, platformErrorFromResponse } from './errors';
import { toPage } from './lists';
import { json, platformError, startFakeServer, type FakeServer } from './testing/fake-server';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(() => server.close());

const product = { id: 'p/1', slug: 'mug', name: 'Mug' };

describe('lists and detail reads', () => {
  it('normalises a list to {data, pagination}', async () => {
    server.handle((_, response) =>
      json(response, 200, { data: [product], meta: { current_page: 2, last_page: 5, per_page: 24, total: 97, path: '/products' } }),
    );
    const page = await createPlatform({ baseUrl: server.url, cache: false }).list('/products', { page: 2, limit: 1 });
    expect(page).toEqual({ data: [product], pagination: { perPage: 24, currentPage: 2, lastPage: 5, total: 97 } });
    expect(server.requests[0]?.search).toBe('limit=1&page=2');
  });

  it('a list without meta is one page of everything', () => {
    expect(toPage({ data: [1, 2, 3] })).toEqual({ data: [1, 2, 3], pagination: { perPage: 3, currentPage: 1, lastPage: 1, total: 3 } });
  });

  it('reads by id:{id} with the id URI-encoded, and by slug or code', async () => {
    server.handle((request, response) => json(response, 200, { data: { ...product, seen: request.path } }));
    const platform = createPlatform({ baseUrl: server.url, cache: false });
    expect(((await platform.getById('products', 'p/1 ą')) as unknown as { seen: string }).seen).toBe('/products/id:p%2F1%20%C4%85');
    await platform.getBySlug('pages', 'o-nas');
    await platform.getByCode('orders', 'AB12');
    expect(server.requests.map((r) => r.path)).toEqual(['/products/id:p%2F1%20%C4%85', '/pages/o-nas', '/orders/AB12']);
  });
});

describe('errors', () => {
  it('an error answer becomes one PlatformError with status, code, message, key and field errors', async () => {
    server.handle((_, response) =>
      platformError(response, 422, 'VALIDATION_ERROR', 'The given data was invalid.', {
        email: [{ key: 'VALIDATION_UNIQUE', message: 'This email is already registered.' }],
        password: [{ key: 'VALIDATION_MIN', message: 'Too short.' }],
      }),
    );
    const platform = createPlatform({ baseUrl: server.url, cache: false });
    const error = await platform.client
      .POST('/register', { body: { name: 'A', email: 'a@b.pl', password: 'x' } })
      .then((result) => platform.unwrap(result))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    const failure = error as PlatformError;
    expect([failure.status, failure.code, failure.key, failure.message]).toEqual([422, 422, 'VALIDATION_ERROR', 'The given data was invalid.']);
    expect(failure.errors.email).toEqual([{ key: 'VALIDATION_UNIQUE', message: 'This email is already registered.' }]);
    expect(errorForShopper(failure)).toEqual({ title: 'The given data was invalid.', text: 'This email is already registered.', field: 'email' });
  });

  it('other keys show the message only', async () => {
    server.handle((_, response) => platformError(response, 422, 'CLIENT_INVALID_CREDENTIALS', 'Incorrect login or password'));
    const platform = createPlatform({ baseUrl: server.url, cache: false });
    const error = await platform.client
      .POST('/login', { body: { email: 'a@b.pl', password: 'x' } })
      .then((r) => platform.unwrap(r))
      .catch((e: unknown) => e);
    expect((error as PlatformError).key).toBe('CLIENT_INVALID_CREDENTIALS');
    expect(platform.errorForShopper(error)).toEqual({ title: 'Incorrect login or password', text: '' });
  });

  it('a body without the error shape gives a PlatformError from the status', () => {
    const error = platformErrorFromResponse(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect([error.status, error.key]).toEqual([502, 'BAD_GATEWAY']);
    expect(errorForShopper(new Error('plain failure'))).toEqual({ title: 'plain failure', text: '' });
  });

  it('timeouts, network failures and cancellations have distinct keys', () => {
    const keys = [PlatformError.timeout(20_000).key, PlatformError.network(new Error('x')).key, PlatformError.cancelled().key];
    expect(new Set(keys).size).toBe(3);
  });
});
