import { test, expect } from './support/fixtures';

// A product every demo catalogue has (see platform/seed).
const PRODUCT = '/product/kubek-ceramiczny-las';

test.describe('page cache', () => {
  test('a public page is rendered once and then served from the page cache', async ({ request }) => {
    const url = `${PRODUCT}?cache-probe=${Date.now()}`;
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toContain('s-maxage=');
    const second = await request.get(url);
    expect(second.headers()['x-astro-cache']).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('a kept page is answered compressed once per encoding, with the same headers as when it was rendered', async ({ stack }) => {
    const url = `${stack.baseURL}${PRODUCT}?cache-probe=encoded-${Date.now()}`;
    const rendered = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const html = await rendered.text();
    for (const encoding of ['br', 'gzip']) {
      const hit = await fetch(url, { headers: { 'accept-encoding': `${encoding};q=1, identity;q=0.1` } });
      expect(hit.headers.get('x-astro-cache')).toBe('HIT');
      expect(hit.headers.get('content-encoding')).toBe(encoding);
      expect(hit.headers.get('vary')).toContain('Accept-Encoding');
      // fetch decodes the body: the page a browser gets is the page that was rendered.
      expect(await hit.text()).toBe(html);
      for (const name of ['content-security-policy', 'cache-control', 'content-type', 'strict-transport-security', 'x-frame-options']) {
        expect(hit.headers.get(name), name).toBe(rendered.headers.get(name));
      }
    }
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  test('a shopper with a personal cookie never gets a cached page', async ({ request }) => {
    const url = `${PRODUCT}?cache-probe=personal-${Date.now()}`;
    await request.get(url);
    const personal = await request.get(url, { headers: { cookie: 'sales_channel=someone-elses-channel' } });
    expect(personal.status()).toBe(200);
    expect(personal.headers()['x-astro-cache']).toBeUndefined();
    const signedIn = await request.get(url, { headers: { cookie: 'access_token=t' } });
    expect(signedIn.headers()['x-astro-cache']).toBeUndefined();
  });
});
