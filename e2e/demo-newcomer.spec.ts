// The demo shop as a new visitor first sees it, on a phone (390 px): product pictures described in the
// page's language and without words of their own, the announcement bar in the currency of the prices,
// option wording only on a product that has options, and an About page that shows what a content page
// can hold (platform/seed/demo-pages.ts). Nothing is wider than the screen.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations } from './support/shopper';

test.use({ viewport: { width: 390, height: 844 } });

const MUG = 'kubek-ceramiczny-las'; // no options
const PERSONALISED_MUG = 'kubek-z-personalizacja'; // options of every type

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

test("product pictures are described in the page's language and carry no words of their own", async ({ page, request }) => {
  for (const [path, alt] of [
    [`/product/${MUG}`, 'Kubek ceramiczny „Las”'],
    [`/en/product/${MUG}`, 'Ceramic mug “Forest”'],
  ] as const) {
    await page.goto(path);
    const picture = page.getByRole('region', { name: path.startsWith('/en') ? 'Product photos' : 'Zdjęcia produktu' }).getByRole('img');
    await expect(picture).toHaveAttribute('alt', alt);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const svg = await (await request.get(await picture.evaluate((img: HTMLImageElement) => img.currentSrc))).text();
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<text|Kubek|Ceramic|Forest|Las/);
  }
});

test('the announcement bar names the currency the prices are in, in both languages', async ({ page }) => {
  for (const [path, currency, other] of [
    [`/product/${MUG}`, /\d\s*zł/, /€|EUR/],
    [`/en/product/${MUG}`, /PLN\s*\d/, /€|EUR/],
  ] as const) {
    await page.goto(path);
    const bar = page.locator('[data-top-site-text]');
    await expect(bar).toHaveText(currency);
    await expect(bar).not.toHaveText(other);
    await expect(page.locator('[data-price]')).toHaveText(currency);
  }
});

test('option wording only on a product with options to choose', async ({ page }) => {
  for (const locale of ['pl', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : '';
    const text =
      locale === 'en'
        ? { add: /^Add to cart$/, price: 'Price:', withOptions: 'Price with the chosen options:', options: 'Options' }
        : { add: /^Dodaj do koszyka$/, price: 'Cena:', withOptions: 'Cena z wybranymi opcjami:', options: 'Opcje' };

    await page.goto(`${prefix}/product/${MUG}`);
    await expect(page.getByRole('button', { name: text.add })).toBeEnabled();
    await expect(page.locator('[data-live-price]')).toContainText(text.price);
    await expect(page.getByText(text.withOptions)).toHaveCount(0);
    await expect(page.getByRole('group', { name: text.options })).toHaveCount(0);

    await page.goto(`${prefix}/product/${PERSONALISED_MUG}`);
    await expect(page.getByRole('button', { name: text.add })).toBeEnabled();
    await expect(page.getByRole('group', { name: text.options })).toBeVisible();
    await expect(page.locator('[data-live-price]')).toContainText(text.withOptions);
    expect(await fitsTheScreen(page)).toBe(true);
  }
});

test('the About page shows headings, lists, a table, a quote, a captioned picture and links, in both languages', async ({ page }) => {
  const pages = {
    pl: {
      path: '/o-nas',
      title: 'O nas',
      headings: ['Co jest dla nas ważne', 'Jak powstaje kubek', 'Skąd pochodzą nasze materiały', 'Zajrzyj do nas'],
      table: 'Materiały w naszej ofercie',
      columns: ['Materiał', 'Pochodzenie', 'Udział'],
      alt: /^Półki z kubkami i miskami/,
      caption: /^Nasza pracownia w Krakowie/,
      quote: /dziesięciu latach/,
      link: ['napisz do nas', '/kontakt'],
    },
    en: {
      path: '/en/o-nas',
      title: 'About us',
      headings: ['What matters to us', 'How a mug is made', 'Where our materials come from', 'Come and see us'],
      table: 'The materials in our range',
      columns: ['Material', 'Origin', 'Share'],
      alt: /^Shelves of mugs and bowls/,
      caption: /^Our studio in Kraków/,
      quote: /ten years on/,
      link: ['write to us', '/en/kontakt'],
    },
  };
  for (const expected of Object.values(pages)) {
    await page.goto(expected.path);
    const article = page.locator('[data-content-page="o-nas"]');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(expected.title);
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(expected.headings);
    await expect(article.getByRole('list')).toHaveCount(2); // what matters (bullets), how a mug is made (steps)
    await expect(article.locator('ol > li')).toHaveCount(4);
    const table = article.getByRole('table', { name: expected.table });
    await expect(table.getByRole('columnheader')).toHaveText(expected.columns);
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(article.locator('blockquote')).toHaveText(expected.quote);
    const figure = article.locator('figure').filter({ has: page.getByRole('img') });
    await expect(figure.getByRole('img')).toHaveAttribute('alt', expected.alt);
    await expect(figure.locator('figcaption')).toHaveText(expected.caption);
    await expect.poll(() => figure.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(article.getByRole('link', { name: expected.link[0] })).toHaveAttribute('href', expected.link[1]!);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  }
  // The links lead within the page's language.
  await page.locator('[data-content-page="o-nas"]').getByRole('link', { name: 'write to us' }).click();
  await expect(page).toHaveURL(/\/en\/kontakt$/);
});

test('every demo content page has more than a heading and a sentence', async ({ page }) => {
  for (const path of ['/regulamin', '/polityka-prywatnosci', '/dostawa', '/en/regulamin', '/en/polityka-prywatnosci', '/en/dostawa']) {
    await page.goto(path);
    const body = page.locator('.content-page__body');
    expect(await body.getByRole('heading', { level: 2 }).count(), path).toBeGreaterThanOrEqual(2);
    expect(await body.locator('ul, ol, table').count(), path).toBeGreaterThanOrEqual(1);
    expect(await fitsTheScreen(page), path).toBe(true);
  }
});
