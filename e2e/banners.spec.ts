// The platform's banners on the storefront, in Polish and English: the home page's `main-banner` with the
// picture for a phone (390 px) and for a desktop (1280 px), loaded first and at high priority without
// moving the page, its link, axe clean; a category's own banner (`category-{slug}`); and a platform with
// no banners (404, or an empty list) still gives the normal home page.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { faultyStackTest } from './support/faulty-stack';
import { axeViolations } from './support/shopper';

// A Polish browser: a first visit to / from an English one is sent to /en (locale detection).
test.use({ locale: 'pl-PL' });

const prefix = (locale: 'pl' | 'en') => (locale === 'en' ? '/en' : '');
const TITLES = { pl: 'Jesień w domu', en: 'Autumn at home' } as const;

/** Records, from the document's start, layout shifts of anything in the page's main content. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: () => string[] }).layoutShifts = () => shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const element = (node: Node | null | undefined) => (node instanceof Element ? node : (node?.parentElement ?? null));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = (entry.sources ?? []).map((source) => element(source.node)).filter((node) => node?.closest('main'));
        if (!entry.hadRecentInput && moved.length > 0) shifts.push(`${entry.value.toFixed(4)} ${moved.map((n) => `${n!.tagName}.${n!.className}`).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShifts: () => string[] }).layoutShifts();
  });

/** The first slide's picture once it has loaded: the address the browser chose. */
async function firstPicture(page: Page) {
  const image = page.locator('[data-banner="main-banner"] [data-banner-slide]').first().locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return { image, src: await image.evaluate((img: HTMLImageElement) => img.currentSrc) };
}

for (const locale of ['pl', 'en'] as const) {
  test(`${locale}: the home page shows main-banner with the picture for the screen, first, without a shift`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix(locale)}/`);
    const banner = page.locator('[data-banner="main-banner"]');
    await expect(banner.locator('[data-banner-slide]')).toHaveCount(3);
    const phone = await firstPicture(page);
    expect(phone.src).toContain('banner-jesien-narrow.svg');
    await expect(phone.image).toHaveAttribute('fetchpriority', 'high');
    await expect(phone.image).toHaveAttribute('loading', 'eager');
    await expect(phone.image).toHaveAttribute('alt', locale === 'pl' ? /Sofa i lampa/ : /A sofa and a lamp/);
    // Later slides wait until they are scrolled to.
    await expect(banner.locator('[data-banner-slide] img').nth(1)).toHaveAttribute('loading', 'lazy');
    expect(await layoutShifts(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    const desktop = await firstPicture(page);
    expect(desktop.src).toContain('banner-jesien-wide.svg');
    const box = (await desktop.image.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(8 / 3, 1);
    expect(await layoutShifts(page)).toEqual([]);
    await expect(page.locator('[data-banner="secondary-banner"] [data-banner-slide]')).toHaveCount(2);
    await expect(page.locator('[data-banner="offer-banner"] [data-banner-slide]')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);

    // The slide is a real link named by its words; it leads into the catalogue in the page's language.
    const link = page.getByRole('link', { name: new RegExp(TITLES[locale]) });
    await expect(link).toHaveAttribute('href', `${prefix(locale)}/category/tekstylia`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/category/tekstylia$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'pl' ? 'Tekstylia' : 'Textiles');
  });

  test(`${locale}: a category shows its own banner, and only its own`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/category/kuchnia`);
    const banner = page.locator('[data-banner="category-kuchnia"]');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(locale === 'pl' ? 'Wyprzedaż w kuchni' : 'Kitchen sale');
    await expect(banner.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(banner.getByRole('link')).toHaveAttribute('href', `${prefix(locale)}/product/kubek-ceramiczny-las`);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${prefix(locale)}/category/ogrod`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-banner]')).toHaveCount(0);
  });
}

const noBanners = faultyStackTest();
noBanners.use({ locale: 'pl-PL' });

noBanners('a platform without banners (404 or an empty list) gives the normal home page', async ({ page, faults }) => {
  const banners = (_method: string, path: string) => path.startsWith('/banners');
  faults.set({ kind: 'status', status: 404 }, banners);
  const pl = await page.goto('/');
  expect(pl?.status()).toBe(200);
  await expect(page.locator('[data-featured-categories]')).toBeVisible();
  await expect(page.locator('[data-product-card]').first()).toBeVisible();
  await expect(page.locator('[data-banner]')).toHaveCount(0);
  expect(faults.log.some((seen) => seen.path.startsWith('/banners'))).toBe(true);

  faults.set({ kind: 'status', status: 200, body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 24, total: 0 } } }, banners);
  const en = await page.goto('/en/');
  expect(en?.status()).toBe(200);
  await expect(page.locator('[data-product-card]').first()).toBeVisible();
  await expect(page.locator('[data-banner]')).toHaveCount(0);
});
