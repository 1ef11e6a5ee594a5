import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/**
 * The states the loading bar goes through from now on. The old document is not scriptable from
 * the test while a navigation is pending, so the page reports each change on the console.
 */
async function recordLoadingBarStates(page: Page): Promise<string[]> {
  const states: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('loading-bar:')) states.push(message.text().slice('loading-bar:'.length));
  });
  await page.evaluate(() => {
    const element = document.querySelector<HTMLElement>('[data-loading-bar]')!;
    new MutationObserver(() => console.log(`loading-bar:${element.dataset.state ?? ''}`)).observe(element, { attributes: true });
  });
  return states;
}

test.describe('redirects and error pages', () => {
  test('a trailing slash is dropped with 301 and the query kept', async ({ request }) => {
    const response = await request.get('/en/some/path/?a=1&b=two', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en/some/path?a=1&b=two');
  });

  test('a POST is never redirected for its trailing slash (action calls keep working)', async ({ request }) => {
    const response = await request.post('/_actions/askAboutProduct/', { data: {}, maxRedirects: 0 });
    expect(response.status()).not.toBe(301);
  });

  test('/tag-produktu/{rest} redirects to /category/{rest}', async ({ request }) => {
    const response = await request.get('/tag-produktu/obuwie?page=2', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/category/obuwie?page=2');
  });

  test("an unknown path gives 404 naming the path, in the path's language", async ({ page }) => {
    const response = await page.goto('/nie/ma/takiej-strony');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Nie znaleziono strony: /nie/ma/takiej-strony')).toBeVisible();
    await expect(page).toHaveTitle(/^Błąd 404 - /);
    const en = await page.goto('/en/no/such-page');
    expect(en?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /en/no/such-page')).toBeVisible();
    await expect(page).toHaveTitle(/^Error 404 - /);
    await page.getByRole('link', { name: 'Back to home' }).click();
    expect(new URL(page.url()).pathname).toBe('/en');
  });

  test('every response carries the security headers', async ({ request }) => {
    // A script of the build too: the set docs/security.md lists, without the document-only headers.
    const script = /src="(\/_astro\/[^"]+\.js)"/.exec(await (await request.get('/')).text())?.[1];
    expect(script).toBeTruthy();
    const asset = (await request.get(script!)).headers();
    expect(asset['x-frame-options']).toBeUndefined();
    expect(asset['permissions-policy']).toBeUndefined();
    for (const path of ['/', '/en', '/missing-page', '/tag-produktu/x', script!]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['strict-transport-security'], path).toContain('max-age=');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp, path).toContain(directive);
    }
    const page = await request.get('/');
    expect(page.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  });

  test('the loading bar shows during a slow navigation', async ({ page }) => {
    await page.goto('/en');
    const bar = page.locator('[data-loading-bar]');
    await expect(bar).toHaveCSS('height', '3px');
    const states = await recordLoadingBarStates(page);
    await page.route('**/*', async (route) => {
      if (route.request().isNavigationRequest()) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('link', { name: /Polski/ }).click({ noWaitAfter: true });
    await expect.poll(() => states, { timeout: 1400 }).toContain('running');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });

  test('a fast navigation shows no loading bar', async ({ page }) => {
    // "Fast" is a navigation that ends within the bar's throttle. The page's clock stands still (Playwright's),
    // so the navigation always ends first however slow the machine running the test; a bar shown at the
    // click itself, without the throttle, still fails it.
    await page.clock.install();
    await page.goto('/en');
    await page.clock.pauseAt(Date.now() + 1_000);
    const states = await recordLoadingBarStates(page);
    await page.getByRole('link', { name: /Polski/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    expect(states).not.toContain('running');
  });
});

test.describe('redirect rules of the platform', () => {
  test('a rule redirects with its own code, a placeholder carries over, a chain counts its hops', async ({ request, page }) => {
    const promo = await request.get('/lato', { maxRedirects: 0 });
    expect(promo.status()).toBe(302);
    expect(promo.headers().location).toMatch(/^\/search\/koszulka\?_rc=1$/);

    const product = await request.get('/produkt/kubek-ceramiczny-las', { maxRedirects: 0 });
    expect(product.status()).toBe(301);
    expect(product.headers().location).toBe('/product/kubek-ceramiczny-las?_rc=1');

    const first = await request.get('/stara-oferta', { maxRedirects: 0 });
    expect(first.headers().location).toBe('/oferta-2025?_rc=1');
    const second = await request.get(first.headers().location!, { maxRedirects: 0 });
    expect(second.headers().location).toBe('/category/dom?_rc=2');
    const stopped = await request.get('/stara-oferta?_rc=10', { maxRedirects: 0 });
    expect(stopped.status()).toBe(404);

    await page.goto('/about-us');
    expect(new URL(page.url()).pathname).toBe('/o-nas');
  });
});

test('a page without breadcrumbs shows no trail; a category starts its trail at Home', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('nav.breadcrumbs')).toHaveCount(0);
  await page.goto('/en/category/dom');
  const trail = page.locator('nav.breadcrumbs li');
  await expect(trail.first()).toHaveText('Home');
  await expect(trail.first().locator('a')).toHaveAttribute('href', '/en');
});

test("a tap gets no browser highlight box: the control's own answer is the feedback (INP)", async ({ page }) => {
  await page.goto('/product/kubek-ceramiczny-las');
  const highlight = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).getPropertyValue('-webkit-tap-highlight-color'));
  expect(await highlight('.add-to-cart__button')).toBe('rgba(0, 0, 0, 0)');
  expect(await highlight('nav.breadcrumbs a')).toBe('rgba(0, 0, 0, 0)');
});
