// Three small doors an attacker could lean on:
// - the shop's theme and custom script were kept immutable for a year under ANY `?v=`, so a cache (a CDN,
//   nginx, a browser) could be made to keep today's file under an address pages link tomorrow;
// - the sales-channel picker's POST read a body of any size into memory;
// - a path like /en//evil.example gave the language switch the link `//evil.example`, another site.
import { request as httpRequest } from 'node:http';
import { test, expect } from '../support/fixtures';
import { t } from '../../src/i18n/messages';

/** A GET sent as written (fetch would turn a backslash into a slash before sending). */
function rawGet(base: string, path: string): Promise<{ status: number; location: string | undefined; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET', headers: { accept: 'text/html', cookie: 'cookie_consent=required' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('only the current version of the theme and the custom script is kept for a year', async ({ request, baseURL }) => {
  const home = await (await request.get('/')).text();
  const current = /href="(\/shop\/theme\.css\?v=[^"]+)"/.exec(home)?.[1];
  expect(current, 'the home page links the theme').toBeTruthy();
  const own = await request.get(current!);
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toContain('immutable');

  for (const foreign of ['/shop/theme.css?v=evil', '/shop/theme.css?v=', `${current}x`, '/shop/custom.js?v=evil']) {
    const answer = await request.get(foreign, { maxRedirects: 0 });
    expect(answer.headers()['cache-control'] ?? '', foreign).not.toContain('immutable');
    expect(answer.headers()['cache-control'] ?? '', foreign).not.toMatch(/max-age=[1-9]/);
    expect(answer.status(), foreign).toBe(302);
    // Sent to the current file (the script, which the demo shop has none of, to its unversioned address).
    expect(answer.headers().location, foreign).toBe(foreign.startsWith('/shop/theme.css') ? current : '/shop/custom.js');
  }
  const followed = await request.get('/shop/theme.css?v=evil');
  expect(followed.status()).toBe(200);
  expect(await followed.text()).toBe(await own.text());
  expect(new URL(followed.url()).href).toBe(new URL(current!, baseURL).href);
});

test('the sales-channel form refuses a body far larger than any it sends, in the shopper’s language', async ({ request, baseURL }) => {
  const huge = `channel=${'a'.repeat(1024 * 1024)}&return=%2F`;
  for (const [referer, locale] of [
    [`${baseURL}/`, 'pl'],
    [`${baseURL}/en/cart`, 'en'],
  ] as const) {
    const answer = await request.post('/shop/sales-channel', {
      headers: { origin: baseURL!, referer, 'content-type': 'application/x-www-form-urlencoded' },
      data: huge,
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(413);
    expect(await answer.text()).toBe(t(locale, 'errors.requestTooLarge'));
  }
  // The picker's own form is still taken.
  const ok = await request.post('/shop/sales-channel', { headers: { origin: baseURL! }, form: { channel: 'pl', return: '/cart' }, maxRedirects: 0 });
  expect(ok.status()).toBe(303);
  expect(ok.headers().location).toBe('/cart');
});

test('no link of a page leaves the shop, whatever slashes follow the language prefix', async ({ baseURL }) => {
  const paths = [
    '/en//evil.example',
    '/en/\\evil.example',
    '/en///evil.example',
    '/en/\\/evil.example',
    '/en//%2Fevil.example',
    '/en/%5Cevil.example',
    '/en/%2F%2Fevil.example',
    '//evil.example',
    '/\\evil.example',
    '/en//evil.example?page=2',
  ];
  for (const path of paths) {
    const answer = await rawGet(baseURL!, path);
    expect(answer.status, path).toBeLessThan(500);
    if (answer.location) expect(new URL(answer.location, baseURL).origin, `${path} redirects`).toBe(new URL(baseURL!).origin);
    const links = [...answer.body.matchAll(/\s(?:href|action)="([^"]*)"/g)].map(([, value]) => value!.replace(/&amp;/g, '&'));
    expect(links.length, `${path} renders a page`).toBeGreaterThan(5);
    for (const link of links) {
      if (/^(?:https?:|mailto:|tel:|#|data:)/.test(link)) continue;
      expect(link, `${path}: a link that is another site's address`).not.toMatch(/^(?:[/\\]{2}|[a-z][a-z\d+.-]*:)/i);
      expect(new URL(link, `${baseURL}${path.startsWith('//') ? '/' : path}`).origin, `${path}: ${link}`).toBe(new URL(baseURL!).origin);
    }
  }
});
