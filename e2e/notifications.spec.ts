import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeBuilder } from './support/shopper';
import { NOTIFICATION_DURATION_MS } from '../src/stores/notifications';

// A product without options (platform/seed/demo-products.ts): one click adds it.
const LAMP = 'lampa-stolowa-lniana';

const locales = [
  {
    locale: 'pl',
    path: `/product/${LAMP}`,
    name: 'Lampa stołowa z lnianym abażurem',
    addToCart: /^Dodaj do koszyka$/,
    added: 'Dodano do koszyka: Lampa stołowa z lnianym abażurem × 1.',
    close: 'Zamknij powiadomienie',
    success: 'Sukces',
  },
  {
    locale: 'en',
    path: `/en/product/${LAMP}`,
    name: 'Table lamp with linen shade',
    addToCart: /^Add to cart$/,
    added: 'Added to cart: Table lamp with linen shade × 1.',
    close: 'Close notification',
    success: 'Success',
  },
] as const;

type Journey = (typeof locales)[number];

/** Notifications on screen (one fading out is inert, so it has no role any more). */
const closeButtons = (page: Page, journey: Journey) => page.getByRole('button', { name: journey.close });
const notificationsIn = (page: Page) => page.locator('[data-notifications] [data-notification-id]');

/** The text of the @keyframes rule a notification enters with (whatever its name). */
const enterKeyframes = (notification: Locator) =>
  notification.evaluate((element) => {
    const name = getComputedStyle(element).animationName;
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSKeyframesRule && rule.name === name) return rule.cssText;
      }
    }
    return `no keyframes named ${name}`;
  });

/**
 * Keeps notifications open: their closing timers (NOTIFICATION_DURATION_MS) never fire. A full axe run on a busy
 * machine can take longer than a notification stays, and a paused page clock is no way out, since
 * axe itself waits on timers.
 */
async function keepNotificationsOpen(page: Page) {
  await page.addInitScript((duration) => {
    const setTimeoutOfPage = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      delay === duration ? 0 : setTimeoutOfPage(handler, delay, ...args)) as typeof window.setTimeout;
  }, NOTIFICATION_DURATION_MS);
}

async function openProduct(page: Page, journey: Journey) {
  await page.goto(journey.path);
  await expect(page.getByRole('button', { name: journey.addToCart })).toBeEnabled();
}

for (const journey of locales) {
  test.describe(`notifications (${journey.locale})`, () => {
    test('adding a product shows a notification at the top right with its name, announced politely', async ({ page }) => {
      await openProduct(page, journey);
      const polite = page.locator('[data-notifications-polite]');
      const assertive = page.locator('[data-notifications-assertive]');
      await expect(polite).toHaveAttribute('aria-live', 'polite');
      await expect(polite).toBeEmpty(); // in the HTML from the start, so that additions are announced
      await expect(assertive).toHaveAttribute('aria-live', 'assertive');
      await expect(assertive).toBeEmpty();

      await page.getByRole('button', { name: journey.addToCart }).click();
      const notification = notificationsIn(page).filter({ hasText: journey.name });
      await expect(notification).toBeVisible();
      await expect(notification).toContainText(journey.success); // the type in words, not only colour
      await expect(notification).toContainText(journey.added);
      await expect(closeButtons(page, journey)).toHaveAccessibleDescription(new RegExp(journey.name));
      await expect(polite).toContainText(`${journey.success}: ${journey.name}. ${journey.added}`);
      await expect(assertive).toBeEmpty();
      // The inline status of the form stays.
      await expect(page.locator('.add-to-cart__status')).toContainText(journey.added);

      await expect(notification).toHaveCSS('opacity', '1'); // the enter animation is over
      expect(await enterKeyframes(notification), 'notifications fade, they do not slide').toMatch(/opacity:\s*0/);
      expect(await enterKeyframes(notification)).not.toMatch(/transform|translate|left|right|top|margin/);
      const box = (await notification.boundingBox())!;
      const viewport = page.viewportSize()!;
      const header = (await page.locator('body > header').boundingBox())!;
      expect(box.width).toBe(300);
      expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32); // right edge (margin and scrollbar)
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height); // under the header, top of the screen
      expect(box.y + box.height).toBeLessThan(viewport.height / 2);
    });

    test('two quick adds stack two notifications; a click closes one, the other goes by itself after 3 s', async ({ page }) => {
      await openProduct(page, journey);
      const button = page.getByRole('button', { name: journey.addToCart });
      const before = Date.now();
      await button.click();
      await button.click();
      await expect(closeButtons(page, journey)).toHaveCount(2); // duplicates allowed
      const [first, second] = await notificationsIn(page).all();
      const [top, below] = [(await first!.boundingBox())!, (await second!.boundingBox())!];
      expect(top.y + top.height).toBeLessThanOrEqual(below.y); // stacked, not overlapping

      await first!.locator('.notification__text').click(); // anywhere on it, not only its button
      await expect(closeButtons(page, journey)).toHaveCount(1);
      await expect(notificationsIn(page)).toHaveCount(1, { timeout: 2_000 }); // faded out and removed

      await expect(notificationsIn(page)).toHaveCount(0, { timeout: 6_000 });
      expect(Date.now() - before).toBeGreaterThanOrEqual(3_000);
      await expect(page.locator('[data-notifications-polite]')).toBeEmpty();
    });

    test('the close button is a real button for keyboards', async ({ page }) => {
      await openProduct(page, journey);
      await page.getByRole('button', { name: journey.addToCart }).click();
      const close = closeButtons(page, journey);
      await close.focus();
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(close).toHaveCount(0);
    });

    test('no axe violations with a notification open', async ({ page }) => {
      await keepNotificationsOpen(page);
      await openProduct(page, journey);
      await page.getByRole('button', { name: journey.addToCart }).click();
      await expect(notificationsIn(page)).toHaveCSS('opacity', '1'); // entered
      const results = await axeBuilder(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await expect(closeButtons(page, journey)).toHaveCount(1); // it was open during the whole check
    });
  });
}

test('with reduced motion a notification does not move, and still opens and closes', async ({ page }) => {
  const journey = locales[0];
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openProduct(page, journey);
  await page.getByRole('button', { name: journey.addToCart }).click();
  const notification = notificationsIn(page).filter({ hasText: journey.name });
  await expect(notification).toBeVisible();
  expect(await enterKeyframes(notification)).not.toMatch(/transform|translate/); // opacity only
  await expect(page.locator('[data-notifications-polite]')).toContainText(journey.added);
  await notification.click();
  await expect(notificationsIn(page)).toHaveCount(0, { timeout: 2_000 });
  await page.getByRole('button', { name: journey.addToCart }).click();
  await expect(notificationsIn(page)).toHaveCount(1);
  await expect(notificationsIn(page)).toHaveCount(0, { timeout: 6_000 });
});

test('a content page has the notification area but loads no React', async ({ page }) => {
  const scripts: string[] = [];
  const frameworkScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(new URL(response.url()).pathname);
    // React's production build carries links to react.dev/errors.
    if ((await response.text().catch(() => '')).includes('react.dev/errors')) frameworkScripts.push(response.url());
  });
  for (const path of ['/o-nas', '/en/page/o-nas']) {
    await page.goto(path);
    await expect(page.locator('[data-notifications]')).toHaveCount(1);
    await expect(page.locator('[data-notifications-polite]')).toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  expect(
    scripts.some((path) => /\/ShellScripts\.astro_.*\.js$/.test(path)),
    scripts.join(', '),
  ).toBe(true);
  expect(scripts.filter((path) => /\/(react|client)\.[\w-]+\.js$/.test(path))).toEqual([]);
  expect(frameworkScripts).toEqual([]);
  await expect(page.locator('astro-island')).toHaveCount(0);
});
