// The platform's SEO header tags (meta, link, script) on a content page created through the
// admin API: an inline script runs because the page's CSP names its hash, an external script from an
// https address runs because the CSP names its origin, refused tags (a refresh, a plain-http script, a
// meta that would override the Referrer-Policy) are not in the page. Another page's CSP, rendered or
// answered from the page cache, names neither.
import { createHash } from 'node:crypto';
import { test, expect } from './support/fixtures';
import { adminApi } from './support/admin-api';

// Public content pages are in every page's footer, which the storefront keeps for minutes after they are
// deleted: a stack of its own.
test.use({ locale: 'pl-PL', stackOwner: 'e2e/seo-header-tags.spec.ts' });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const WIDGET_ORIGIN = 'https://widgets.example.test';
const INLINE = "document.documentElement.setAttribute('data-header-inline', 'ran');";
const INLINE_HASH = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;

test('header tags: allowed scripts run under the page CSP, refused tags are absent, other pages keep their own CSP', async ({
  page,
  context,
  stack,
  request,
}) => {
  const admin = await adminApi(stack.platformURL);
  const withTags = `kampania-${unique()}`;
  const without = `bez-tagow-${unique()}`;
  await admin('POST', '/pages', {
    slug: withTags,
    name: 'Kampania',
    public: true,
    content_html: '<p>Lato</p>',
    seo: {
      header_tags: [
        { type: 'script', content: INLINE },
        { type: 'script', attributes: { src: `${WIDGET_ORIGIN}/widget.js?id=42`, async: '' } },
        { type: 'meta', attributes: { 'http-equiv': 'refresh', content: '0;url=/koszyk' } },
        { type: 'meta', attributes: { name: 'referrer', content: 'unsafe-url' } },
        { type: 'script', attributes: { src: 'http://plain.example.test/x.js' } },
        { type: 'meta', attributes: { 'http-equiv': 'content-language', content: 'pl' } },
      ],
    },
  });
  await admin('POST', '/pages', { slug: without, name: 'Zwykła', public: true, content_html: '<p>Zwykła strona</p>' });
  await context.route(`${WIDGET_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/javascript' },
      body: "document.documentElement.setAttribute('data-header-external', 'ran');",
    }),
  );
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto(`/${withTags}`);
  expect(response?.status()).toBe(200);
  const csp = response!.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc.split(/\s+/)).toEqual(expect.arrayContaining(["'self'", WIDGET_ORIGIN, INLINE_HASH]));
  // An origin in script-src would be ignored under 'strict-dynamic'.
  expect(csp).not.toContain("'strict-dynamic'");
  expect(csp).not.toContain("'unsafe-inline'");

  // Both scripts ran: the CSP let them.
  await expect(page.locator('html')).toHaveAttribute('data-header-inline', 'ran');
  await expect(page.locator('html')).toHaveAttribute('data-header-external', 'ran');
  expect(violations).toEqual([]);

  // The refused tags are not in the page; the page stays where it is.
  const head = page.locator('head');
  await expect(head.locator('meta[http-equiv="refresh" i]')).toHaveCount(0);
  await expect(head.locator('meta[name="referrer"]')).toHaveCount(0);
  await expect(head.locator('script[src^="http://"]')).toHaveCount(0);
  await expect(head.locator('meta[http-equiv="content-language"]')).toHaveAttribute('content', 'pl');
  await expect(page.getByText('Lato')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/${withTags}`);

  // Another page names neither the origin nor the hash, rendered or from the page cache; the first
  // page's cached answer keeps its own.
  for (let visit = 0; visit < 2; visit++) {
    const other = await request.get(`/${without}`);
    expect(other.status()).toBe(200);
    const otherCsp = other.headers()['content-security-policy'] ?? '';
    expect(otherCsp).not.toContain(WIDGET_ORIGIN);
    expect(otherCsp).not.toContain(INLINE_HASH);
    const again = await request.get(`/${withTags}`);
    expect(again.headers()['content-security-policy']).toBe(csp);
    if (visit === 1) expect([other.headers()['x-astro-cache'], again.headers()['x-astro-cache']]).toEqual(['HIT', 'HIT']);
  }
});
