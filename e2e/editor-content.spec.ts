// A page written in the platform's editor keeps its layout: two columns side by side on a desktop and
// stacked on a phone, a wide table scrolling in its own box, and a YouTube video as a click-to-play
// button that loads nothing from a video host before the click. Without consent to functional cookies
// the click explains why the video does not play here; with it the click frames the player from
// YouTube's privacy-enhanced host, which the page's CSP allows. In Polish and English, axe clean.
import type { Page, Request } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { axeViolations } from './support/shopper';

const VIDEO_ID = 'M7lc1UVf-VE';
const LOCALES = [
  { prefix: '', title: 'Film: pielęgnacja ceramiki', note: /zezwól na funkcjonalne pliki cookie/, watch: 'Obejrzyj w serwisie YouTube', table: 'Tabela' },
  { prefix: '/en', title: 'Video: caring for ceramics', note: /allow functional cookies/, watch: 'Watch on YouTube', table: 'Table' },
] as const;
const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be|vimeo\.com|vimeocdn\.com)$/;

/** Every request the page makes to a video host, from now on. */
function videoHostRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) seen.push(request);
  });
  return seen;
}

/** The shopper's cookie choice, made before the visit (so the first-visit banner is not in the way). */
async function chooseCookies(page: Page, baseURL: string, value: string) {
  await page.context().addCookies([{ name: 'cookie_consent', value, url: baseURL }]);
}

async function boxes(page: Page) {
  const columns = page.locator('.editor-content .grid > .column');
  await expect(columns).toHaveCount(2);
  const first = (await columns.nth(0).boundingBox())!;
  const second = (await columns.nth(1).boundingBox())!;
  return { first, second };
}

for (const locale of LOCALES) {
  const path = `${locale.prefix}/pielegnacja-ceramiki`;

  test.describe(`the care guide ${path}`, () => {
    test('on a desktop: columns side by side; the video plays only after the click, from youtube-nocookie.com, with consent', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await chooseCookies(page, baseURL!, 'required');
      const requests = videoHostRequests(page);
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      // The player's host answers from here, so the test needs no network: a page the frame shows once loaded.
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Player ready</p>' }),
      );

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const csp = response!.headers()['content-security-policy'] ?? '';
      const frameSrc =
        csp
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith('frame-src')) ?? '';
      expect(frameSrc.split(/\s+/)).toContain('https://www.youtube-nocookie.com');
      expect(frameSrc).not.toMatch(/vimeo|www\.youtube\.com/);

      const { first, second } = await boxes(page);
      expect(Math.abs(first.y - second.y)).toBeLessThan(2);
      expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);

      const play = page.getByRole('button', { name: locale.title });
      await expect(play).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.locator('.editor-content img[srcset]').first()).toHaveAttribute('sizes', /48rem/);
      expect(await axeViolations(page)).toEqual([]);

      // No consent to functional cookies: the click explains, and still nothing goes to the host.
      await play.click();
      const note = page.getByRole('status').filter({ hasText: locale.note });
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: locale.watch })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${VIDEO_ID}`);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(requests.map((request) => request.url())).toEqual([]);

      // With consent: the click frames the player, from the privacy-enhanced host only, and the CSP lets it load.
      await chooseCookies(page, baseURL!, 'required.functional');
      await play.click();
      const frame = page.locator('iframe.video-frame');
      await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`);
      await expect(frame).toHaveAttribute('title', locale.title);
      await expect(page.frameLocator('iframe.video-frame').getByText('Player ready')).toBeVisible();
      await expect(note).toHaveCount(0);
      expect(requests.map((request) => new URL(request.url()).hostname)).toEqual(['www.youtube-nocookie.com']);
      expect(violations).toEqual([]);
    });

    test('on a phone (390 px): columns stacked, the table scrolls in its own box and never the page, no video request', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await chooseCookies(page, baseURL!, 'required.functional');
      const requests = videoHostRequests(page);
      await page.goto(path);

      const { first, second } = await boxes(page);
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
      expect(Math.abs(first.x - second.x)).toBeLessThan(2);

      const box = page.getByRole('region', { name: locale.table });
      await expect(box).toBeVisible();
      const widths = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(widths.scroll).toBeGreaterThan(widths.client);
      const documentWidths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(documentWidths.scroll).toBe(documentWidths.client);
      // The box scrolls by keyboard too.
      await box.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

      await expect(page.getByRole('button', { name: locale.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(requests.map((request) => request.url())).toEqual([]);
    });
  });
}
