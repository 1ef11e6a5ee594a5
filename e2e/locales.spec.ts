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
