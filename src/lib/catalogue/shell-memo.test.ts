// getShell builds the shell once per platform answer: while the platform's cached answers stay the same,
// every page of a locale and channel shares one shell; a changed answer (a new cache entry) builds anew.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let storeName = 'Sklep Las';
let server: Server;
let getShell: typeof import('./shell').getShell;
let clearCache: () => void;

const list = (data: unknown[]) => JSON.stringify({ data, meta: { current_page: 1, last_page: 1, per_page: 500, total: data.length } });

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    response.writeHead(200, { 'content-type': 'application/json' });
    if (path === '/settings') response.end(JSON.stringify({ data: [{ name: 'store_name', value: storeName, public: true }] }));
    else if (path === '/seo') response.end(JSON.stringify({ data: { title: 'Las' } }));
    else if (path === '/languages')
      response.end(
        list([
          { id: 'l-pl', iso: 'pl', name: 'Polski', default: true, hidden: false },
          { id: 'l-en', iso: 'en', name: 'English', default: false, hidden: false },
        ]),
      );
    else
      response.end(
        list(
          ['pl', 'eu'].map((slug) => ({
            id: `c-${slug}`,
            slug,
            name: slug,
            status: 'active',
            countries: ['PL'],
            countries_block_list: false,
            default_currency: { code: 'PLN', name: 'PLN', decimal_places: 2, vat_rate: '23' },
          })),
        ),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ getShell } = await import('./shell'));
  const { sharedResponseCache } = await import('../platform/response-cache');
  clearCache = () => sharedResponseCache.clear();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('getShell built once per platform answer', () => {
  it('gives every request of a locale and channel the same read-only shell until an answer changes', async () => {
    // The first request loads the answers; from the next one on they are the cache's (frozen, shared).
    await getShell('pl');
    const first = await getShell('pl');
    expect(await getShell('pl')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.name).toBe('Sklep Las');
    // Another locale or channel is another shell.
    const english = await getShell('en');
    expect(english).not.toBe(first);
    await getShell('pl', 'c-eu');
    const europe = await getShell('pl', 'c-eu');
    expect(europe.channel?.slug).toBe('eu');
    expect(await getShell('pl', 'c-eu')).toBe(europe);
    // The operator renames the shop; once the cached answer is gone the pages show the new name.
    storeName = 'Sklep Góry';
    expect((await getShell('pl')).name).toBe('Sklep Las');
    clearCache();
    await getShell('pl');
    const renamed = await getShell('pl');
    expect(renamed).not.toBe(first);
    expect(renamed.name).toBe('Sklep Góry');
    expect(await getShell('pl')).toBe(renamed);
  });
});
