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
