// A forged Host header: the recipe's nginx closes the connection for any Host but its
// server_name, and the storefront, even reached directly with APP_HOST unset, builds no link on the
// request's Host: not in a page, the sitemap, robots.txt, nor the password-reset mail the platform sends.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { freePort, startStack, type Stack } from '../support/stack';
import { startNginx, type Nginx } from '../support/nginx';
import { registerCustomer, uniqueEmail } from '../support/shopper';

const EVIL = 'evil.example';
const PRODUCT = '/product/kubek-ceramiczny-las';

test.describe.configure({ mode: 'serial' });

let stack: Stack;
let nginx: Nginx;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // APP_HOST unset: the storefront falls back to its own listen address (http://HOST:PORT), never the Host header.
  stack = await startStack({ env: { APP_HOST: undefined } });
  nginx = await startNginx([new URL(stack.baseURL).host], await freePort());
});

test.afterAll(async () => {
  await nginx?.stop();
  await stack?.stop();
});

/** Everything a raw HTTP/1.1 exchange gets back before the server closes the connection. */
function rawExchange(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(Buffer.concat(chunks).toString('latin1')) : reject(error)));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer and no close in 10 s')));
  });
}

/** A request to the storefront process itself with the headers an attacker chooses (Host included). */
function forged(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { port } = new URL(stack.baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: { host: EVIL, 'x-forwarded-host': EVIL, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

test('nginx closes the connection for a forged Host: no page, no redirect, not a byte', async () => {
  const port = Number(new URL(nginx.baseURL).port);
  for (const host of [EVIL, `${EVIL}:${port}`, 'localhost', '10.0.0.1']) {
    const answer = await rawExchange(port, `GET ${PRODUCT} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(answer.slice(0, 200), `Host: ${host}`).toBe('');
  }
  // HTTP/1.0 without a Host header reaches the default server too.
  expect((await rawExchange(port, `GET ${PRODUCT} HTTP/1.0\r\n\r\n`)).slice(0, 200)).toBe('');
  // The shop's own name gets the page.
  const page = await rawExchange(port, `GET ${PRODUCT} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  expect(page).toMatch(/^HTTP\/1\.1 200 /);
  expect(page).toContain('<h1');
});

test('a page asked for with a forged Host names only the shop in its links (canonical, hreflang, og:url, breadcrumbs)', async () => {
  for (const path of [PRODUCT, '/category/kuchnia', '/en/blog', '/kontakt']) {
    const page = await forged(path);
    expect(page.status, path).toBe(200);
    expect(page.body, path).toContain(`<link rel="canonical" href="${stack.baseURL}${path}"`);
    expect(page.body, path).not.toContain(EVIL);
    expect(JSON.stringify(page.headers), path).not.toContain(EVIL);
  }
});

test("the sitemap and robots.txt asked for with a forged Host list only the shop's addresses", async () => {
  // Outside production robots.txt keeps crawlers away and names no sitemap; it names no forged host either.
  expect((await forged('/robots.txt')).body).not.toContain(EVIL);
  const index = await forged('/sitemap.xml');
  expect(index.status).toBe(200);
  expect(index.body).not.toContain(EVIL);
  const chunks = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    expect(chunk.startsWith(`${stack.baseURL}/`)).toBe(true);
    const body = (await forged(new URL(chunk).pathname)).body;
    expect(body).toContain(`<loc>${stack.baseURL}/`);
    expect(body, chunk).not.toContain(EVIL);
  }
});

test('a password reset asked for with a forged Host mails a link to the shop, never to that host', async () => {
  const email = uniqueEmail('host-header');
  await registerCustomer(stack.platformURL, { name: 'Ola Hostowa', email, password: 'host-header-haslo-2026' });
  // Origin matches the forged Host, as a script of the attacker's sends it: the storefront's origin check passes.
  const answer = await forged('/forgot-password', {
    method: 'POST',
    headers: { origin: `http://${EVIL}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ locale: 'pl', email }).toString(),
  });
  expect(answer.status).toBeLessThan(400);
  expect(answer.body).not.toContain(EVIL);
  const outbox = join(stack.platformDataDir, 'outbox');
  await expect.poll(() => readdirSync(outbox).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const mails = readdirSync(outbox)
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((text) => text.includes(email) && text.includes('password-reset'));
  expect(mails).toHaveLength(1);
  expect(mails[0]).not.toContain(EVIL);
  const link = (JSON.parse(mails[0]!) as { data: { url: string } }).data.url;
  expect(link.startsWith(`${stack.baseURL}/reset-password?`)).toBe(true);
});
