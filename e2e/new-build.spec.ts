// New builds (src/lib/new-build.ts): the page names the build that rendered it,
// checks the build manifest hourly and when the tab comes back into view after an hour, and a newer build
// makes the next navigation exactly one full load, with the 10-second reload guard against loops.
// A build deployed under the running page is what the browser sees: the manifest answering another id
// (intercepted). An hour passes on Playwright's clock. Playwright's Chromium has no back-forward cache,
// so the way back to a restored page is its `pageshow` event with `persisted` set.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

const PRODUCT = '/product/kubek-ceramiczny-las';
const CATEGORY = '/category/kuchnia'; // the product's breadcrumb
const ADD = /^Dodaj do koszyka$/;

/** Counts the page's calls of the build manifest; with `deployed`, each answers another build's id. */
async function watchManifest(page: Page, deployed?: string): Promise<() => number> {
  let calls = 0;
  await page.route('**/build-manifest.json', async (route) => {
    calls += 1;
    if (deployed) await route.fulfill({ json: { id: deployed }, headers: { 'cache-control': 'no-store' } });
    else await route.continue();
  });
  return () => calls;
}

/** Full loads of the page's document from now on. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

/** A mark in the document's memory, which only a full load takes away. */
const setMark = (page: Page) => page.evaluate(() => Object.assign(window, { buildTestMark: true }));
const hasMark = (page: Page) => page.evaluate(() => 'buildTestMark' in window);

/** The shell script of the page has started (the add-to-cart island is ready too). */
async function openProduct(page: Page): Promise<void> {
  await page.goto(PRODUCT);
  await expect(page.getByRole('button', { name: ADD })).toBeEnabled();
}

/** The way back to this page restored from the back-forward cache, as the page sees it. */
const restoreFromHistory = (page: Page) => page.evaluate(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));

/** The tab goes to the background and comes back. */
const hideAndShow = (page: Page) =>
  page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });

/** The lazily loaded cart processing file of the running page's build is gone (a deploy replaced the files). */
const removeOldChunk = (page: Page) => page.route('**/_astro/cart-processing.*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));

/** Gives an answer time to arrive (and a reload it would start time to begin). */
const settle = (page: Page) => page.waitForTimeout(750);

test.describe('new builds', () => {
  test('the page names its build and the manifest answers it, never cached, with the security headers', async ({ page, request }) => {
    await page.goto(PRODUCT);
    const build = await page.locator('meta[name="build-id"]').getAttribute('content');
    expect(build).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
    const response = await request.get('/build-manifest.json');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ id: build });
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-type']).toContain('application/json');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeTruthy();
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    // Every process of the build answers the same id: it is the build's, not the process's.
    await page.goto('/en');
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', build!);
  });

  test('a newer build found by the hourly check: the page in use stays, the next navigation is exactly one full load', async ({ page }) => {
    await page.clock.install();
    await openProduct(page);
    const manifestCalls = await watchManifest(page, 'a-newer-build');
    const loads = countLoads(page);
    await setMark(page);

    await page.clock.fastForward('59:00');
    await settle(page);
    expect(manifestCalls()).toBe(0); // not before the hour
    await page.clock.fastForward('01:00');
    await expect.poll(manifestCalls).toBe(1);
    await settle(page);
    expect(await hasMark(page)).toBe(true); // nothing the shopper is doing is interrupted
    expect(loads()).toBe(0);

    await page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('link', { name: 'Kuchnia' }).click();
    await page.waitForURL((url) => url.pathname === CATEGORY);
    await page.waitForLoadState('load');
    await settle(page);
    expect(loads()).toBe(1);
    expect(await hasMark(page)).toBe(false);
  });

  test('the way back to a page of the older build reloads it once; the guard allows no second reload within 10 s', async ({ page }) => {
    await page.clock.install();
    await openProduct(page);
    const manifestCalls = await watchManifest(page, 'a-newer-build');
    await page.clock.fastForward('01:00:00');
    await expect.poll(manifestCalls).toBe(1);
    const loads = countLoads(page);
    await setMark(page);

    await restoreFromHistory(page);
    await expect.poll(loads).toBe(1);
    expect(await hasMark(page)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('build-reload'))).toMatch(/^\d+$/);
    await expect(page.getByRole('button', { name: ADD })).toBeEnabled();

    // Behind a balancer the reload may land on a process of the old build again, and it finds the other
    // build at once (its own chunk is gone too): within 10 s of the last reload it does not reload.
    await setMark(page);
    await removeOldChunk(page);
    await page.getByRole('button', { name: ADD }).click();
    await expect.poll(manifestCalls).toBe(2);
    await settle(page);
    expect(await hasMark(page)).toBe(true);
    expect(loads()).toBe(1);
    await restoreFromHistory(page);
    await settle(page);
    expect(await hasMark(page)).toBe(true);
    expect(loads()).toBe(1);

    // Past the guard's 10 s, the next navigation is a full load again.
    await page.clock.fastForward('00:11');
    await restoreFromHistory(page);
    await expect.poll(loads).toBe(2);
    expect(await hasMark(page)).toBe(false);
  });

  test('a file of the running page gone with a deploy: the page reloads once for the new build', async ({ page }) => {
    await page.clock.install();
    await openProduct(page);
    const manifestCalls = await watchManifest(page, 'a-newer-build');
    await removeOldChunk(page);
    const loads = countLoads(page);
    await setMark(page);

    // Adding to the cart loads the cart processing file on demand; the manifest, asked at once, names a newer build.
    await page.getByRole('button', { name: ADD }).click();
    await expect.poll(loads).toBe(1);
    expect(manifestCalls()).toBe(1);
    expect(await hasMark(page)).toBe(false);

    // The reloaded page still cannot load the file (the guard's case): no second reload within 10 s.
    await setMark(page);
    await expect(page.getByRole('button', { name: ADD })).toBeEnabled();
    await page.evaluate(() => dispatchEvent(new Event('online'))); // back online: the cart is processed again
    await expect.poll(manifestCalls).toBe(2);
    await settle(page);
    expect(loads()).toBe(1);
    expect(await hasMark(page)).toBe(true);
  });

  test('the same build: no reload, whether an hour passed, the page was restored or a file failed', async ({ page }) => {
    await page.clock.install();
    await openProduct(page);
    const manifestCalls = await watchManifest(page);
    const loads = countLoads(page);
    await setMark(page);

    await page.clock.fastForward('01:00:00');
    await expect.poll(manifestCalls).toBe(1);
    await restoreFromHistory(page);
    await removeOldChunk(page);
    await page.getByRole('button', { name: ADD }).click();
    await expect.poll(manifestCalls).toBe(2);
    await settle(page);
    expect(loads()).toBe(0);
    expect(await hasMark(page)).toBe(true);
  });

  test('the tab coming back into view checks after an hour, not before', async ({ page }) => {
    await page.clock.install();
    await openProduct(page);
    const manifestCalls = await watchManifest(page, 'a-newer-build');
    const start = await page.evaluate(() => Date.now());

    await page.clock.setSystemTime(start + 30 * 60_000); // no timer fires
    await hideAndShow(page);
    await settle(page);
    expect(manifestCalls()).toBe(0);

    await page.clock.setSystemTime(start + 61 * 60_000);
    await hideAndShow(page);
    await expect.poll(manifestCalls).toBe(1);
    await hideAndShow(page); // just checked: not again
    await settle(page);
    expect(manifestCalls()).toBe(1);

    // What it found counts: the way back reloads the page.
    const loads = countLoads(page);
    await restoreFromHistory(page);
    await expect.poll(loads).toBe(1);
  });

  test('the checkout page, which has no shell script, watches too', async ({ page }) => {
    await page.clock.install();
    await openProduct(page);
    await page.getByRole('button', { name: ADD }).click();
    await expect(page.locator('a[data-cart-count]').first()).toHaveAttribute('aria-label', 'Koszyk, 1 produkt');
    await page.goto('/checkout');
    await expect(page.locator('[data-checkout-ready]')).toBeVisible();
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', /\S/);
    const manifestCalls = await watchManifest(page, 'a-newer-build');
    await page.clock.fastForward('01:00:00');
    await expect.poll(manifestCalls).toBe(1);
  });
});
