// getShell against a platform on loopback whose settings and SEO fail: the shell warns, keeps its
// defaults, and still chooses the sales channel by the rules.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const channel = (id: string, slug: string, name: string, status: string, currency: string) => ({
  id,
  slug,
  name,
  status,
  countries: ['PL'],
  countries_block_list: false,
  default_currency: { code: currency, name: currency, decimal_places: 2, vat_rate: '23' },
});
const CHANNELS = [
  { ...channel('c-eu', 'eu', 'Europa', 'active', 'EUR'), vat_rate: '8' },
  channel('c-pl', 'pl', 'Polska', 'active', 'PLN'),
  channel('c-hurt', 'hurt', 'Hurt', 'inactive', 'USD'),
];

let server: Server;
const seen: { path: string; language?: string; channel?: string }[] = [];
let getShell: typeof import('./shell').getShell;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    seen.push({ path, language: request.headers['accept-language'], channel: request.headers['x-sales-channel'] as string | undefined });
    if (path === '/languages') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          data: [{ id: 'l-pl', iso: 'pl', name: 'Polski', default: true, hidden: false }],
          meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
        }),
      );
      return;
    }
    if (path === '/sales-channels') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: CHANNELS, meta: { current_page: 1, last_page: 1, per_page: 500, total: 3 } }));
      return;
    }
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 500, message: 'Broken', key: 'INTERNAL_SERVER_ERROR' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ getShell } = await import('./shell'));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('getShell', () => {
  it('keeps the defaults and warns when settings and SEO cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shell = await getShell('pl');
    expect(shell.name).toBeUndefined();
    expect(shell.settings.storefrontDisabled).toBe(false);
    expect(shell.seo).toEqual({});
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(
      expect.arrayContaining([expect.stringContaining('Shop settings'), expect.stringContaining('Global SEO')]),
    );
    warn.mockRestore();
  });

  it('chooses the saved channel, else the one with slug pl; lists only active ones by name', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fallback = await getShell('pl');
    expect(fallback.channel?.slug).toBe('pl');
    expect(fallback.currency).toBe('PLN');
    expect(fallback.channels.map((c) => c.name)).toEqual(['Europa', 'Polska']);

    const europe = await getShell('en', 'c-eu');
    expect(europe.channel?.slug).toBe('eu');
    expect(europe.currency).toBe('EUR');
    // Heseya's rate is the channel's own vat_rate; the currency's is only the fallback.
    expect(europe.vatRate).toBe('8');
    expect(fallback.vatRate).toBe('23');

    const inactive = await getShell('pl', 'c-hurt');
    expect(inactive.channel?.slug).toBe('pl');
    vi.restoreAllMocks();
  });

  it("asks for settings, SEO, languages and channels in the page language with the shopper's selected channel", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules(); // nothing cached yet
    seen.length = 0;
    await (await import('./shell')).getShell('en', 'c-eu');
    expect([...new Set(seen.map((request) => request.path))].sort()).toEqual(['/languages', '/sales-channels', '/seo', '/settings']);
    for (const request of seen) expect(request).toMatchObject({ language: 'en', channel: 'c-eu' });
  });

  it('a first visit: the channel list is read without a channel, every other read with the channel chosen from it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    seen.length = 0;
    const shell = await (await import('./shell')).getShell('en');
    expect(shell.channel?.id).toBe('c-pl');
    expect(seen.filter((request) => request.path === '/sales-channels')).toEqual([{ path: '/sales-channels', language: 'en', channel: undefined }]);
    const others = seen.filter((request) => request.path !== '/sales-channels');
    expect([...new Set(others.map((request) => request.path))].sort()).toEqual(['/languages', '/seo', '/settings']);
    for (const request of others) expect(request).toMatchObject({ language: 'en', channel: 'c-pl' });
  });

  it('a stored channel that no longer exists: the other reads carry the channel chosen in its place', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    seen.length = 0;
    await (await import('./shell')).getShell('pl', 'c-gone');
    expect(seen.find((request) => request.path === '/sales-channels')?.channel).toBe('c-gone');
    for (const request of seen.filter((request) => request.path !== '/sales-channels')) expect(request.channel).toBe('c-pl');
  });

  it('the shop-wide default channel is found from the channel list read without a channel', async () => {
    vi.resetModules();
    seen.length = 0;
    expect(await (await import('./shell')).defaultSalesChannelId('pl')).toBe('c-pl');
    expect(seen).toEqual([{ path: '/sales-channels', language: 'pl', channel: undefined }]);
  });

  it('warns once when the platform does not have the page language, and never for one it has', async () => {
    vi.resetModules(); // a process that has not warned yet
    const fresh = (await import('./shell')).getShell;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fresh('pl', 'c-language-pl');
    expect(warn.mock.calls.some((call) => String(call[0]).includes('has no language'))).toBe(false);
    await fresh('en', 'c-language-en-1');
    await fresh('en', 'c-language-en-2');
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('The platform has no language "en"'))).toHaveLength(1);
    warn.mockRestore();
  });
});
