import { afterAll, beforeAll, expect, it } from 'vitest';
import { json, startFakeServer, type FakeServer } from './testing/fake-server';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer((request, response) =>
    json(response, 200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 1, total: 0 }, seen: request.path }),
  );
});
afterAll(() => server.close());

it('takes the base addresses from the environment when the context gives none', async () => {
  process.env.PLATFORM_API_URL = server.url;
  process.env.PRICE_TRACKER_URL = `${server.url}/tracker`;
  const { createPlatform } = await import('./client');
  const platform = createPlatform({ cache: false, currency: 'PLN' });
  await platform.list('/pages');
  await platform.priceTracker.lowestPrices(['p1']);
  expect(server.requests.map((r) => r.path)).toEqual(['/pages', '/tracker/products']);
});
