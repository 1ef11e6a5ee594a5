import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlatform } from './client';
import { encodeQuery } from './query';
import { json, startFakeServer, type FakeServer } from './testing/fake-server';

describe('query encoding', () => {
  it('booleans are 1/0', () => {
    expect(encodeQuery({ public: true, available: false })).toBe('available=0&public=1');
  });
  it('dates are ISO strings in UTC', () => {
    expect(encodeQuery({ from: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) })).toBe('from=2026-01-02T03%3A04%3A05.000Z');
  });
  it('a sort array is joined by commas', () => {
    expect(encodeQuery({ sort: ['price:asc', 'name'] })).toBe('sort=price%3Aasc%2Cname');
  });
  it('arrays use brackets, in their order', () => {
    expect(encodeQuery({ tags: ['b', 'a'] })).toBe('tags[]=b&tags[]=a');
    expect(encodeQuery({ 'sets[]': ['mugs', 'cups'] })).toBe('sets[]=mugs&sets[]=cups');
  });
  it('nested objects use dotted keys', () => {
    expect(encodeQuery({ price: { min: 10, max: 20, currency: 'PLN' }, attribute: { color: ['red', 'blue'], pages: { min: 100 } } })).toBe(
      'attribute.color[]=red&attribute.color[]=blue&attribute.pages.min=100&price.currency=PLN&price.max=20&price.min=10',
    );
  });
  it('null and undefined are dropped, keys are sorted', () => {
    expect(encodeQuery({ search: 'kubek', limit: 12, page: null, ids: undefined, a: { b: null } })).toBe('limit=12&search=kubek');
    expect(encodeQuery({ b: 1, a: 2 })).toBe(encodeQuery({ a: 2, b: 1 }));
  });
  it('values are percent-encoded', () => {
    expect(encodeQuery({ search: 'zażółć & co' })).toBe('search=za%C5%BC%C3%B3%C5%82%C4%87%20%26%20co');
  });
});

describe('the client sends that encoding', () => {
  let server: FakeServer;
  beforeEach(async () => {
    server = await startFakeServer((_, response) => json(response, 200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } }));
  });
  afterEach(() => server.close());

  it('for a product search with filters', async () => {
    const platform = createPlatform({ baseUrl: server.url, cache: false });
    await platform.client.GET('/products', {
      params: { query: { search: 'mug', 'sets[]': ['kitchen'], public: true, price: { min: 5 }, sort: 'price:asc', limit: 5, page: undefined } },
    });
    expect(server.requests[0]?.search).toBe('limit=5&price.min=5&public=1&search=mug&sets[]=kitchen&sort=price%3Aasc');
  });
});
