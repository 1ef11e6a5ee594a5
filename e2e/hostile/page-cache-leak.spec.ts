// A cached page never carries anything of the request that is not in its key. Tracking
// parameters (gclid, _gl, mc_eid, _hsenc, utm_*…) are left out of the page cache's key; a page that
// repeated its full query (the cookie banner's return path, the sign-in link, the language switch, the
// channel picker) served the first visitor's identifiers to everyone after. Played against the real
// cache: the first visitor comes from an ad and a mail campaign, the next ones from elsewhere.
import { test, expect } from '../support/fixtures';

const FIRST_VISITOR = {
  gclid: 'SECRET1GCLID',
  _gl: 'SECRET1GL',
  mc_eid: 'SECRET1MCEID',
  _hsenc: 'SECRET1HSENC',
  utm_source: 'SECRET1UTM',
  fbclid: 'SECRET1FBCLID',
};
const SECRETS = Object.values(FIRST_VISITOR);
const PAGES = ['/product/kubek-ceramiczny-las', '/en/product/kubek-ceramiczny-las', '/category/kuchnia', '/en/category/kuchnia', '/blog', '/search/kubek'];

test('the first visitor’s tracking identifiers never reach the next visitors of a cached page', async ({ request }) => {
  for (const path of PAGES) {
    // A key of its own for this run (a parameter the cache keeps), so the first request renders.
    const probe = `probe=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const first = await request.get(`${path}?${probe}&${new URLSearchParams(FIRST_VISITOR)}`);
    expect(first.status(), path).toBe(200);
    expect(first.headers()['x-astro-cache'], path).not.toBe('HIT');
    const firstHtml = await first.text();
    // The page itself keeps what is in its key.
    expect(firstHtml, path).toContain(probe);

    const second = await request.get(`${path}?${probe}&gclid=SECRET2`);
    expect(second.headers()['x-astro-cache'], `${path}: the next visitor is served the kept page`).toBe('HIT');
    const third = await request.get(`${path}?${probe}`);
    expect(third.headers()['x-astro-cache'], path).toBe('HIT');
    for (const [name, html] of [
      ['second visitor', await second.text()],
      ['third visitor', await third.text()],
      ['first visitor', firstHtml],
    ] as const) {
      for (const secret of SECRETS) expect(html.includes(secret), `${path}, ${name}: ${secret}`).toBe(false);
    }
    expect(await second.text(), path).not.toContain('SECRET2');
  }
});

test('the links of a cached page keep the parameters of its key', async ({ request }) => {
  const path = '/category/kuchnia';
  const html = await (await request.get(`${path}?sort=price:asc&gclid=SECRET1`)).text();
  // The language switch, the sign-in link and the cookie banner's return path still lead back to this page.
  expect(html).toContain(`href="/en${path}?sort=price%3Aasc"`);
  expect(html).toContain(`/login?return=${encodeURIComponent(`${path}?sort=price%3Aasc`)}`);
  expect(html).toMatch(new RegExp(`name="return" value="${path}\\?sort=price%3Aasc"`));
  expect(html).not.toContain('SECRET1');
});
