import { test, expect } from './support/fixtures';

const YEAR = 365 * 24 * 60 * 60;

test.describe('locales', () => {
  test('Polish without prefix and English under /en, each with lang, canonical, alternates and og:locale', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'pl-PL' });
    const page = await context.newPage();
    for (const [path, lang, og, ogAlt] of [
      ['/', 'pl', 'pl_PL', 'en_GB'],
      ['/en', 'en', 'en_GB', 'pl_PL'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(page.locator('link[rel=alternate][hreflang=pl]')).toHaveAttribute('href', `${baseURL}/`);
      await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', `${baseURL}/en`);
      await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', `${baseURL}/`);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', og);
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', ogAlt);
    }
    await context.close();
  });

  test('first access to / follows Accept-Language, redirects and remembers it for 365 days', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR - 120);
    await context.close();
  });

  test('the cookie wins over the browser language on /', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'pl', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await context.close();
  });

  test('a Polish browser stays on / and gets the cookie', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'pl-PL' });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('pl');
    await context.close();
  });

  test('detection runs on every first visit to /, whatever clients without a browser language fetched before', async ({ playwright, browser, baseURL }) => {
    // An uptime monitor or a crawler: no Accept-Language, no text/html, no cookie.
    const monitor = await playwright.request.newContext({ baseURL: baseURL! });
    const answers: Record<string, string>[] = [];
    for (let i = 0; i < 2; i++) {
      const home = await monitor.get('/', { headers: {}, maxRedirects: 0 });
      expect(home.status()).toBe(200);
      answers.push(home.headers());
    }
    await monitor.dispose();

    for (const [locale, path, lang] of [
      ['en-GB', '/en', 'en'],
      ['pl-PL', '/', 'pl'],
    ] as const) {
      const context = await browser.newContext({ baseURL, locale });
      const page = await context.newPage();
      await page.goto('/');
      expect(new URL(page.url()).pathname, locale).toBe(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe(lang);
      await context.close();
    }
    // Neither the storefront's page cache nor a CDN may keep '/' for the next visitor.
    for (const headers of answers) {
      expect(headers['x-astro-cache']).toBeUndefined();
      expect(headers.vary).toMatch(/Cookie/);
      expect(headers.vary).toMatch(/Accept-Language/);
    }
  });

  test('a cached page does not skip the cookie update of a navigation inside the shop', async ({ playwright, browser, baseURL }) => {
    const path = `/product/kubek-ceramiczny-las?cache-probe=${Date.now()}`;
    const warm = await playwright.request.newContext({ baseURL: baseURL! });
    await warm.get(path);
    expect((await warm.get(path)).headers()['x-astro-cache']).toBe('HIT');
    await warm.dispose();

    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    // Inside the shop (same origin) to a Polish page the cache holds: the cookie still follows.
    await page.evaluate((target) => {
      window.location.href = target;
    }, path);
    await page.waitForURL((url) => url.pathname === '/product/kubek-ceramiczny-las');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('pl');
    await context.close();
  });

  test('other paths are never redirected for locale', async ({ request }) => {
    const response = await request.get('/no-such-page-for-locale', { headers: { 'Accept-Language': 'en' }, maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const en = await request.get('/en', { headers: { 'Accept-Language': 'pl' }, maxRedirects: 0 });
    expect(en.status()).toBe(200);
  });

  test('switching to Polish from /en stays Polish and updates the cookie', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    await page.getByRole('link', { name: /Polski/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('pl');
    await context.close();
  });
});
