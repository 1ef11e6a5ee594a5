// Heseya's own browser clients on another origin call the embedded platform with the headers they
// always send: its storefront's caching HTTP client adds `Cache-Control` to every call, its admin panel
// `Cache-Control` and `X-Core-Url`, and both the token, the language and the sales channel. Every such
// call is preflighted in Chromium; the platform must name those headers back (as Heseya does, whatever
// they are) or the browser refuses the answer. Demo mode answers any origin, otherwise only the shop's.
import { createServer, type Server } from 'node:http';
import { test, expect, type Page } from '@playwright/test';
import { freePort } from './support/stack';
import { PLATFORM_ADMIN, startPlatformProcess, type PlatformProcess } from './support/platform-process';

test.describe.configure({ mode: 'serial' });

/** A blank page served on its own loopback origin: the Heseya client whose script calls the platform. */
async function startClientOrigin(): Promise<{ origin: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Heseya client</title><p>client</p>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, server };
}

/** What the page got back from each call: the status, or the browser's refusal. */
type Outcome = Record<'coupon' | 'login' | 'shipping' | 'channels' | 'search', { status: number; summary: string } | { blocked: string }>;

/**
 * The calls the storefront makes from the browser, each with the headers Heseya's clients send. The
 * token and channel come from the platform beforehand, as a signed-in client holds them already.
 */
async function clientCalls(page: Page, api: string): Promise<Outcome> {
  const token = (
    await (await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(PLATFORM_ADMIN) })).json()
  ).data.token as string;
  const channels = (await (await fetch(`${api}/sales-channels`)).json()).data as { id: string; slug: string }[];
  const channel = channels.find((c) => c.slug === 'pl')!.id;
  return page.evaluate(
    async ({ api, token, channel, admin }) => {
      const headers = {
        Accept: 'application/json',
        'Cache-Control': 'no-cache',
        'X-Core-Url': api,
        Authorization: `Bearer ${token}`,
        'Accept-Language': 'en',
        'X-Sales-Channel': channel,
      };
      const call = async (path: string, summarise: (body: any) => string, init: RequestInit = {}) => {
        try {
          const response = await fetch(`${api}${path}`, { ...init, headers: { ...headers, ...(init.body ? { 'Content-Type': 'application/json' } : {}) } });
          return { status: response.status, summary: summarise(await response.json()) };
        } catch (error) {
          return { blocked: (error as Error).name };
        }
      };
      return {
        coupon: await call('/coupons/WITAJ10', (b) => `${b.data.code} ${b.data.percentage}`),
        login: await call('/login', (b) => (typeof b.data.token === 'string' && b.data.token.length > 20 ? 'token' : JSON.stringify(b)), {
          method: 'POST',
          body: JSON.stringify(admin),
        }),
        shipping: await call('/shipping-methods', (b) => (b.data.length > 0 ? 'methods' : 'none')),
        channels: await call('/sales-channels', (b) => (b.data.some((c: { slug: string }) => c.slug === 'pl') ? 'pl' : JSON.stringify(b.data))),
        search: await call('/products?search=mug&limit=50', (b) =>
          b.data.some((p: { name: string }) => p.name === 'Ceramic mug “Forest”') ? 'found' : JSON.stringify(b.data.map((p: { name: string }) => p.name)),
        ),
      };
    },
    { api, token, channel, admin: PLATFORM_ADMIN },
  );
}

const answered: Outcome = {
  coupon: { status: 200, summary: 'WITAJ10 10' },
  login: { status: 200, summary: 'token' },
  shipping: { status: 200, summary: 'methods' },
  channels: { status: 200, summary: 'pl' },
  search: { status: 200, summary: 'found' },
};

let shop: { origin: string; server: Server };
let demo: PlatformProcess;
let production: PlatformProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startClientOrigin();
  [demo, production] = await Promise.all([
    startPlatformProcess({ PLATFORM_DEMO: '1' }),
    startPlatformProcess({ PLATFORM_DEMO: '0', PLATFORM_ALLOWED_ORIGINS: shop.origin }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([demo?.stop(), production?.stop()]);
  shop?.server.close();
});

test('in demo mode a Heseya client on another origin reads a coupon, signs in, lists shipping and channels and searches', async ({ page }) => {
  await page.goto(shop.origin);
  expect(await clientCalls(page, demo.url)).toEqual(answered);
});

test('outside demo mode the allowed shop origin makes the same calls with the same headers', async ({ page }) => {
  await page.goto(shop.origin);
  expect(await clientCalls(page, production.url)).toEqual(answered);
});
