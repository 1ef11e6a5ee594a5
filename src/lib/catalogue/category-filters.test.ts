// Category filters on both platforms: the spec's GET /products/filters, or Heseya's GET /filters.
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatform } from '../platform';
import { json, startFakeServer, type FakeServer } from '../platform/testing/fake-server';
import { readCategoryFilters } from './category-filters';

const attribute = { id: 'a1', slug: 'pojemnosc', name: 'Pojemność', type: 'number', options: [] };
const set = { id: '026bc5f6-8373-4aeb-972e-e78d72a67121', slug: 'kawa' };
let servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function platformServing(path: '/products/filters' | '/filters') {
  const server = await startFakeServer((request, response) =>
    request.path === path
      ? json(response, 200, { data: [attribute] })
      : json(response, 404, { error: { code: 404, key: 'NOT_FOUND', message: 'No query results for model [Product].' } }),
  );
  servers.push(server);
  return { server, platform: createPlatform({ baseUrl: server.url, cache: false, retryDelayMs: 1 }) };
}

const asked = (server: FakeServer) => server.requests.map((request) => `${request.path}?${decodeURIComponent(request.search)}`);

describe('readCategoryFilters', () => {
  it('asks /filters with the set id when the platform answers 404 for /products/filters (Heseya), and remembers it', async () => {
    const { server, platform } = await platformServing('/filters');
    expect(await readCategoryFilters(platform, server.url, set)).toEqual([attribute]);
    expect(await readCategoryFilters(platform, server.url, set)).toEqual([attribute]);
    expect(asked(server)).toEqual(['/products/filters?sets[]=kawa', `/filters?sets[]=${set.id}`, `/filters?sets[]=${set.id}`]);
  });

  it('keeps to /products/filters on a platform that serves it (the embedded one)', async () => {
    const { server, platform } = await platformServing('/products/filters');
    await readCategoryFilters(platform, server.url, set);
    expect(await readCategoryFilters(platform, server.url, set)).toEqual([attribute]);
    expect(server.requests.map((request) => request.path)).toEqual(['/products/filters', '/products/filters']);
  });

  it('passes on other failures without guessing', async () => {
    const server = await startFakeServer((_request, response) => json(response, 503, { error: { code: 503, key: 'SERVICE_UNAVAILABLE', message: 'down' } }));
    servers.push(server);
    const platform = createPlatform({ baseUrl: server.url, cache: false, retryDelayMs: 1 });
    await expect(readCategoryFilters(platform, server.url, set)).rejects.toMatchObject({ status: 503 });
    expect(server.requests.every((request) => request.path === '/products/filters')).toBe(true);
  });
});
