// deploy/nginx.conf in front of two storefront processes sharing one platform (e2e/support/nginx.ts):
// pages and assets through it, its microcache never handing a shopper's page to anyone else, the shop
// answering with one process killed, and redirects, the sitemap and the security headers as the
// storefront itself answers them.
import { test, expect } from '@playwright/test';
import { freePort, startStack, type Stack } from './support/stack';
import { startNginx, type Nginx } from './support/nginx';
import { registerCustomer, uniqueEmail } from './support/shopper';
import { BASELINE_SECURITY_HEADERS } from '../src/lib/security-headers';
import { brotliAvailable } from '../scripts/nginx-config';

const PRODUCT = '/product/kubek-ceramiczny-las';
const CATEGORY = '/category/kuchnia';
const SECURITY_HEADERS = Object.keys(BASELINE_SECURITY_HEADERS).map((name) => name.toLowerCase());

test.describe.configure({ mode: 'serial' });

let stack: Stack;
let nginx: Nginx;
let direct: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  // The processes build their links and cookies for the address shoppers use: nginx's.
  stack = await startStack({ storefronts: 2, env: { APP_HOST: `http://127.0.0.1:${port}`, TRUST_PROXY: '1' } });
  nginx = await startNginx(
    stack.storefronts.map(({ baseURL }) => new URL(baseURL).host),
    port,
  );
  direct = stack.baseURL;
});

test.afterAll(async () => {
  await nginx?.stop();
  await stack?.stop();
});

const get = (base: string, path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers, redirect: 'manual' });
/** A direct answer of the storefront with its address replaced by nginx's. */
const sameAddress = (text: string) => text.replaceAll(direct, nginx.baseURL);
const securityHeaders = (response: Response) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]));
/** Cache statuses ($upstream_cache_status) nginx logged for a path, in order. */
const cacheStatuses = (path: string) =>
  nginx
    .logLines()
    .filter((line) => line.includes(`"GET ${path} `))
    .map((line) => /cache=(\S+)/.exec(line)?.[1]);

test('pages and the build assets are served through nginx, compressed, assets with a year of immutable caching', async () => {
  const page = await get(nginx.baseURL, PRODUCT, { 'accept-encoding': 'gzip' });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-encoding')).toBe('gzip');
  // Compressed once by a process for each of brotli, gzip and none, then kept in that encoding.
  expect((await get(nginx.baseURL, PRODUCT, { 'accept-encoding': 'gzip, deflate, br' })).headers.get('content-encoding')).toBe('br');
  const html = await page.text();
  expect(html).toContain('<h1');
  // The same page as the process renders (its absolute links name the address it was asked at).
  expect(html === sameAddress(await (await get(direct, PRODUCT)).text()), 'the same HTML as the storefront answers').toBe(true);

  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'the product page loads a script from /_astro/').toBeTruthy();
  const fromStorefront = await get(direct, script!, { 'accept-encoding': 'gzip' });
  // brotli from the build's .br files when Debian's module is installed (scripts/ensure-nginx.ts installs it).
  for (const encoding of brotliAvailable() ? ['br', 'gzip'] : ['gzip']) {
    const asset = await get(nginx.baseURL, script!, { 'accept-encoding': encoding });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe(encoding);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    // The same security headers as the storefront sends with the file (deploy/nginx/asset-headers.conf).
    for (const name of ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy', 'content-security-policy']) {
      expect(asset.headers.get(name), name).toBe(fromStorefront.headers.get(name));
    }
    expect((await asset.text()) === (await (await get(direct, script!)).text()), 'the same file').toBe(true);
  }
  // Served from disk by nginx: the storefront processes never saw it.
  expect(
    nginx
      .logLines()
      .filter((line) => line.includes(script!))
      .every((line) => line.includes('upstream=- ')),
  ).toBe(true);
});

test('a public page is kept for a few seconds; with a personal cookie it is neither served from the cache nor stored', async () => {
  const probe = `${CATEGORY}?probe=${Date.now()}`;
  // (A token the platform does not know: the storefront signs the request out, 302; it only has to reach it.)
  await get(nginx.baseURL, probe, { cookie: 'access_token=someone' });
  expect((await get(nginx.baseURL, probe)).status).toBe(200);
  await get(nginx.baseURL, probe);
  await get(nginx.baseURL, probe, { cookie: 'sales_channel=someone-elses; other=1' });
  await expect.poll(() => cacheStatuses(probe)).toEqual(['BYPASS', 'MISS', 'HIT', 'BYPASS']);
});

test("a signed-in shopper's pages are never served from nginx's cache to anyone else", async ({ browser }) => {
  const customer = { name: 'Nginx Ostrożna', email: uniqueEmail('nginx'), password: 'nginx-haslo-2026-xyz' };
  await registerCustomer(stack.platformURL, customer);
  const context = await browser.newContext({ baseURL: nginx.baseURL });
  await context.addCookies([{ name: 'cookie_consent', value: 'required', url: nginx.baseURL }]);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await page.getByLabel('Hasło', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const linesBefore = nginx.logLines().length;
  for (const path of ['/account', '/', CATEGORY, PRODUCT, '/en']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  await expect(page.locator('body')).toContainText(customer.name.split(' ')[0]!);
  await context.close();
  // The shopper's public pages went past the microcache (BYPASS: neither read nor stored).
  const shoppersPages = () =>
    nginx
      .logLines()
      .slice(linesBefore)
      .filter((line) => [CATEGORY, PRODUCT, '/en'].some((path) => line.includes(`"GET ${path} `)))
      .map((line) => /cache=(\S+)/.exec(line)?.[1]);
  await expect.poll(shoppersPages).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);

  // Someone else, right after, on every page the shopper opened.
  for (const path of ['/account', '/', CATEGORY, PRODUCT, '/en']) {
    for (const headers of [{}, { accept: 'text/html', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document' }] as Record<string, string>[]) {
      const response = await get(nginx.baseURL, path, headers);
      const body = await response.text();
      expect(body, path).not.toContain(customer.email);
      expect(body, path).not.toContain(customer.name);
    }
  }
  const signedInLines = nginx.logLines().filter((line) => /cache=HIT/.test(line) && line.includes('"GET /account'));
  expect(signedInLines).toEqual([]);
});

test('redirects, the sitemap and the security headers are the storefront’s own', async () => {
  const cases: [string, Record<string, string>][] = [
    ['/about-us', {}], // the platform's redirect rules (demo data): 301
    ['/lato', {}], // 302
    ['/produkt/kubek-ceramiczny-las', {}],
    ['/', { accept: 'text/html', 'accept-language': 'en-GB,en;q=0.9' }], // locale redirect to /en
    ['/', { accept: 'text/html', 'accept-language': 'pl' }],
    ['/', { accept: 'text/html', cookie: 'i18n_redirected=en' }],
    ['/en', { accept: 'text/html' }],
    ['/sitemap.xml', {}],
    ['/robots.txt', {}],
    [PRODUCT, { accept: 'text/html' }],
    [CATEGORY, { accept: 'text/html' }],
    ['/no-such-page-here', { accept: 'text/html' }],
  ];
  for (const [path, headers] of cases) {
    const [viaNginx, fromStorefront] = await Promise.all([get(nginx.baseURL, path, headers), get(direct, path, headers)]);
    const what = `${path} ${JSON.stringify(headers)}`;
    expect(viaNginx.status, what).toBe(fromStorefront.status);
    expect(securityHeaders(viaNginx), what).toEqual(securityHeaders(fromStorefront));
    expect(viaNginx.headers.get('cache-control'), what).toBe(fromStorefront.headers.get('cache-control'));
    const location = (response: Response, base: string) => {
      const value = response.headers.get('location');
      return value === null ? null : new URL(value, base).pathname + new URL(value, base).search;
    };
    expect(location(viaNginx, nginx.baseURL), what).toBe(location(fromStorefront, direct));
    if (path === '/sitemap.xml') {
      const [a, b] = await Promise.all([viaNginx.text(), fromStorefront.text()]);
      expect(a).toContain('<loc>');
      expect(a === sameAddress(b), 'the same sitemap').toBe(true);
    }
  }
});

test('one storefront process killed: the shop still answers every request', async () => {
  const [, second] = stack.storefronts;
  process.kill(second!.pid, 'SIGKILL');
  const statuses: number[] = [];
  for (let index = 0; index < 12; index += 1) {
    // Each request is new to the microcache, so it reaches a process.
    const path = index % 2 ? `${PRODUCT}?after-kill=${index}` : `${CATEGORY}?after-kill=${index}`;
    statuses.push((await get(nginx.baseURL, path)).status);
  }
  expect(statuses).toEqual(Array(12).fill(200));
  expect((await get(nginx.baseURL, '/_health')).status).toBe(200);
  // Answered by the live process only (the dead one was tried, failed, and skipped).
  await expect.poll(() => nginx.logLines().filter((line) => line.includes('after-kill=')).length).toBe(12);
  const answeredBy = new Set(
    nginx
      .logLines()
      .filter((line) => line.includes('after-kill='))
      .map((line) => /upstream=(.*?) upstream_status=/.exec(line)?.[1]?.split(', ').at(-1)),
  );
  expect([...answeredBy]).toEqual([new URL(stack.storefronts[0]!.baseURL).host]);
});
