// The next page at once: product and category links are loaded ahead when the shopper
// shows intent, never a personal page, never with data saver on or on a 2G-class connection, and a page
// the browser prerendered counts its visit only once the shopper opens it. Observed on the wire: the
// browser marks what it loads ahead with `Sec-Purpose: prefetch` (`prefetch;prerender` for a prerender).
// Chromium prerenders nothing for Playwright (it attaches to pages directly: PrerenderingDisabledByDevTools),
// so there the rules fall back to their prefetch; the prerender itself is driven through the DevTools
// protocol as e2e/support/devtools.ts allows.
import type { Page, Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures';
import { launchChromium } from './support/devtools';

// The analytics tag configured (its page view is what a prerendered page must hold back); every test
// but the last keeps the fixtures' 'required'-only consent, so no tag loads there.
test.use({ stackEnv: { ANALYTICS_ID: 'G-TEST42' } });

const PERSONAL = /^(?:\/en)?\/(?:cart|checkout|account|wishlist|login|register|logout|status|pay)(?:\/|$)/;

/** Requests the browser made ahead of a click (`Sec-Purpose` set), by path. */
function speculative(page: Page): string[] {
  const paths: string[] = [];
  page.context().on('request', (request: Request) => {
    const purpose = request.headers()['sec-purpose'];
    if (purpose?.startsWith('prefetch')) paths.push(`${new URL(request.url()).pathname} ${purpose}`);
  });
  return paths;
}

/** Rests the mouse on a link as a shopper would before clicking (Chrome's `moderate` eagerness waits for a short hover). */
async function hover(page: Page, selector: string) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.locator(selector).first().hover();
  await page.waitForTimeout(600);
}

const SAVE_DATA = (connection: { saveData: boolean; effectiveType: string }) =>
  `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => Object.assign(new EventTarget(), ${JSON.stringify(connection)}) });`;

for (const { locale, category } of [
  { locale: 'pl', category: '/category/ogrod' },
  { locale: 'en', category: '/en/category/ogrod' },
]) {
  test(`${locale}: hovering a product link loads that page ahead, marked Sec-Purpose: prefetch; the page stays axe-clean`, async ({ page }) => {
    const ahead = speculative(page);
    await page.goto(category);
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
    const product = (await page.locator('main a[href*="/product/"]').first().getAttribute('href'))!;
    expect(product).toMatch(locale === 'en' ? /^\/en\/product\// : /^\/product\//);
    expect(ahead).toEqual([]);
    await hover(page, `main a[href="${product}"]`);
    await expect.poll(() => ahead).toEqual([`${product} prefetch`]);
    // The click is answered from what was loaded ahead.
    await page.locator(`main a[href="${product}"]`).first().click();
    await page.waitForURL(`**${product}`);
    expect(
      await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType),
    ).toBe('navigational-prefetch');
    await page.goBack();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations).toEqual([]);
  });

  test(`${locale}: a category link is loaded ahead too, a personal link never`, async ({ page }) => {
    const ahead = speculative(page);
    await page.goto(category.replace('ogrod', 'dom'));
    const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    const personal = [...new Set(links.filter((path) => PERSONAL.test(path)))];
    expect(personal.length).toBeGreaterThanOrEqual(2);
    for (const path of personal) if (await page.locator(`a[href="${path}"]:visible`).count()) await hover(page, `a[href="${path}"]:visible`);
    await page.waitForTimeout(500);
    expect(ahead).toEqual([]);
    const otherCategory = links.find((path) => /^(?:\/en)?\/category\//.test(path) && path !== new URL(page.url()).pathname)!;
    await hover(page, `a[href="${otherCategory}"]:visible`);
    await expect.poll(() => ahead).toEqual([`${otherCategory} prefetch`]);
  });
}

test('a page loaded ahead is answered by the page cache like any other request', async ({ request }) => {
  for (const purpose of ['prefetch', 'prefetch;prerender']) {
    const first = await request.get('/en/product/konewka-metalowa', { headers: { 'sec-purpose': purpose } });
    expect(first.status()).toBe(200);
    const again = await request.get('/en/product/konewka-metalowa', { headers: { 'sec-purpose': purpose } });
    expect(again.headers()['x-astro-cache']).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
  }
});

for (const connection of [
  { saveData: true, effectiveType: '4g' },
  { saveData: false, effectiveType: '2g' },
]) {
  test(`nothing is loaded ahead with ${connection.saveData ? 'data saver on' : 'a 2G connection'}, and no rules are on the page`, async ({ page }) => {
    await page.addInitScript(SAVE_DATA(connection));
    const ahead = speculative(page);
    await page.goto('/category/ogrod');
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData: boolean } }).connection?.saveData)).toBe(connection.saveData);
    await hover(page, 'main a[href*="/product/"]');
    await page.locator('main a[href*="/product/"]').first().dispatchEvent('pointerdown');
    await page.waitForTimeout(500);
    expect(ahead).toEqual([]);
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
  });
}

test('a browser without speculation rules gets a <link rel=prefetch> on hover, allowed by the CSP, at most two at a time', async ({ page }) => {
  await page.addInitScript(
    `{ const supports = HTMLScriptElement.supports; HTMLScriptElement.supports = (type) => type !== 'speculationrules' && supports.call(HTMLScriptElement, type); }`,
  );
  const ahead = speculative(page);
  const refused: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && refused.push(message.text()));
  await page.goto('/category/ogrod');
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
  const products = await page
    .locator('main a[href*="/product/"]')
    .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute('href')!))]);
  await hover(page, `main a[href="${products[0]}"]`);
  await expect.poll(() => ahead).toEqual([`${products[0]} prefetch`]);
  await expect(page.locator(`link[rel="prefetch"][href$="${products[0]}"]`)).toHaveCount(1);
  // Five pointer presses at once: two requests start, the other three are skipped.
  expect(products.length).toBeGreaterThanOrEqual(6);
  await page.evaluate(
    (paths) => {
      for (const path of paths) document.querySelector(`main a[href="${path}"]`)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    },
    products.slice(1, 6),
  );
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(3);
  await expect.poll(() => ahead.length).toBe(3);
  await hover(page, 'a[href="/cart"]');
  expect(ahead.filter((line) => PERSONAL.test(line.split(' ')[0]!))).toEqual([]);
  expect(refused).toEqual([]);
});

test.describe('a prerendered page', () => {
  test('sends its page view and takes its one-page flags only when the shopper opens it', async ({ stack }) => {
    test.setTimeout(90_000);
    const browser = await launchChromium();
    try {
      const tab = await browser.newTab();
      const page = tab.page();
      await page.send('Page.enable');
      await page.send('Network.enable');
      await page.send('Network.setCookie', { name: 'cookie_consent', value: 'required.functional.analytics.ads', url: stack.baseURL, path: '/' });
      const loaded = page.waitFor('Page.loadEventFired');
      await page.send('Page.navigate', { url: `${stack.baseURL}/en/category/ogrod` });
      await loaded;
      // The page after a sign-in: the flag is for the next page the shopper sees, not for one loaded ahead.
      await page.evaluate(`document.cookie = 'auth_event=login; path=/'`);
      const product = await page.evaluate<string>(`document.querySelector('main a[href*="/product/"]').getAttribute('href')`);
      const point = await page.evaluate<{ x: number; y: number }>(
        `(() => { const link = document.querySelector('main a[href="${product}"]'); link.scrollIntoView({ block: 'center' }); const box = link.getBoundingClientRect(); return { x: box.left + box.width / 2, y: box.top + Math.min(box.height / 2, 20) }; })()`,
      );
      const prerendered = tab.nextPage((session) => session.subtype === 'prerender');
      await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: point.x, y: point.y });
      const ahead = await prerendered;
      await expect.poll(() => ahead.evaluate<string>('document.readyState').catch(() => ''), { timeout: 20_000 }).toBe('complete');
      expect(await ahead.evaluate<boolean>('document.prerendering')).toBe(true);
      expect(await ahead.evaluate<string>('location.pathname')).toBe(product);
      await new Promise((resolve) => setTimeout(resolve, 4500)); // past the 3-second analytics delay after load
      expect(await ahead.evaluate<number>(`document.querySelectorAll('script[type^="text/partytown"]').length`)).toBe(0);
      expect(await page.evaluate<string>('document.cookie')).toContain('auth_event=login');

      await page.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: point.x, y: point.y, button: 'left', clickCount: 1 });
      await page.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: point.x, y: point.y, button: 'left', clickCount: 1 });
      const shown = await tab.shownPage(product);
      expect(await shown.evaluate<number>(`performance.getEntriesByType('navigation')[0].activationStart`)).toBeGreaterThan(0);
      await expect.poll(() => shown.evaluate<string>('document.cookie'), { timeout: 5_000 }).not.toContain('auth_event');
      // After activation the queue's 3 seconds start: then the analytics tag's config (its page view).
      await expect
        .poll(
          () => shown.evaluate<string>(`[...document.querySelectorAll('script[type^="text/partytown"]')].map((script) => script.textContent).join('\\n')`),
          { timeout: 15_000 },
        )
        .toContain(`gtag('config',"G-TEST42")`);
      await tab.close();
    } finally {
      await browser.close();
    }
  });
});
