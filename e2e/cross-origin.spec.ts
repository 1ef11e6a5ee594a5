// A browser client on another origin (as Heseya's own storefront is) calls the embedded platform with
// fetch: with Authorization and X-Sales-Channel, so Chromium sends a CORS preflight first. A shop origin
// the platform allows gets its answers; outside demo mode, an origin not in PLATFORM_ALLOWED_ORIGINS is
// blocked by the browser.
import { createServer, type Server } from 'node:http';
import { test, expect, type Page } from '@playwright/test';
import { freePort } from './support/stack';
import { PLATFORM_ADMIN, startPlatformProcess, type PlatformProcess } from './support/platform-process';

test.describe.configure({ mode: 'serial' });

/** A blank page on its own loopback origin: the "shop" whose script calls the platform. */
async function startShopOrigin(): Promise<{ origin: string; server: Server }> {
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Another shop</title><p>shop</p>');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, server };
}

type Journey = { login: number; profile: number; email: string; cart: number; total: string };

/** Signs in, reads the profile and prices a cart, the way a browser storefront does: every call cross-origin. */
async function browserJourney(page: Page, api: string): Promise<Journey> {
  return page.evaluate(
    async ({ api, admin }) => {
      const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const login = await fetch(`${api}/login`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
      const token = (await login.json()).data.token as string;
      const channels = (await (await fetch(`${api}/sales-channels`)).json()).data as { id: string; slug: string }[];
      const channel = channels.find((c) => c.slug === 'pl')!.id;
      const headers = { ...json, Authorization: `Bearer ${token}`, 'X-Sales-Channel': channel, 'Accept-Language': 'en' };
      const profile = await fetch(`${api}/auth/profile`, { headers });
      const product = (await (await fetch(`${api}/products?limit=1&sort=price:PLN:asc`, { headers })).json()).data[0] as { id: string };
      const cart = await fetch(`${api}/cart/process`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ currency: 'PLN', sales_channel_id: channel, items: [{ cartitem_id: '1', product_id: product.id, quantity: 1 }], coupons: [] }),
      });
      return {
        login: login.status,
        profile: profile.status,
        email: (await profile.json()).data.email as string,
        cart: cart.status,
        total: (await cart.json()).data.cart_total as string,
      };
    },
    { api, admin: PLATFORM_ADMIN },
  );
}

let allowedShop: { origin: string; server: Server };
let otherShop: { origin: string; server: Server };
let demo: PlatformProcess;
let production: PlatformProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  allowedShop = await startShopOrigin();
  otherShop = await startShopOrigin();
  [demo, production] = await Promise.all([
    startPlatformProcess({ PLATFORM_DEMO: '1' }),
    startPlatformProcess({ PLATFORM_DEMO: '0', PLATFORM_ALLOWED_ORIGINS: allowedShop.origin }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([demo?.stop(), production?.stop()]);
  for (const shop of [allowedShop, otherShop]) shop?.server.close();
});

test('a shop on an allowed origin signs in, reads the profile and prices a cart on the platform', async ({ page }) => {
  await page.goto(allowedShop.origin);
  const journey = await browserJourney(page, production.url);
  expect(journey).toMatchObject({ login: 200, profile: 200, email: PLATFORM_ADMIN.email, cart: 200 });
  expect(Number(journey.total)).toBeGreaterThan(0);
});

test('in demo mode a page on any origin gets its answers', async ({ page }) => {
  await page.goto(otherShop.origin);
  const journey = await browserJourney(page, demo.url);
  expect(journey).toMatchObject({ login: 200, profile: 200, email: PLATFORM_ADMIN.email, cart: 200 });
});

test('outside demo mode the browser blocks a page on an origin the platform does not allow', async ({ page }) => {
  await page.goto(otherShop.origin);
  const outcome = await page.evaluate(async (api) => {
    const attempt = async (init: RequestInit, path: string) => {
      try {
        const response = await fetch(`${api}${path}`, init);
        return `answered ${response.status}`;
      } catch (error) {
        return `blocked: ${(error as Error).name}`;
      }
    };
    return {
      preflighted: await attempt({ headers: { Authorization: 'Bearer x', 'X-Sales-Channel': 'pl' } }, '/auth/profile'),
      simple: await attempt({}, '/products?limit=1'),
      login: await attempt({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }, '/login'),
    };
  }, production.url);
  expect(outcome).toEqual({ preflighted: 'blocked: TypeError', simple: 'blocked: TypeError', login: 'blocked: TypeError' });
  // The same calls from the allowed shop are answered: the refusal is the origin's, not the platform being down.
  await page.goto(allowedShop.origin);
  const allowed = await page.evaluate(async (api) => (await fetch(`${api}/products?limit=1`, { headers: { 'X-Sales-Channel': 'pl' } })).status, production.url);
  expect(allowed).toBe(200);
});
