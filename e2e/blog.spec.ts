import { test, expect } from './support/fixtures';

const journeys = [
  {
    locale: 'pl',
    list: '/blog',
    heading: 'Blog',
    post: 'Len w domu — pranie, suszenie i prasowanie',
    path: '/blog/linen-care',
    date: '20.02.2026',
    allPosts: 'Wszystkie wpisy',
    home: 'Strona główna',
  },
  {
    locale: 'en',
    list: '/en/blog',
    heading: 'Blog',
    post: 'Linen at home — washing, drying and ironing',
    path: '/en/blog/linen-care',
    date: '20.02.2026',
    allPosts: 'All posts',
    home: 'Home',
  },
] as const;

for (const journey of journeys) {
  test(`blog (${journey.locale}): list → post, no framework JavaScript`, async ({ page }) => {
    // Framework code is React here: its production build carries links to react.dev/errors.
    // (The shop header's own small script, e.g. the cart count, is not framework code.)
    const frameworkScripts: string[] = [];
    page.on('response', async (response) => {
      const isScript = response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');
      if (isScript && (await response.text().catch(() => '')).includes('react.dev/errors')) frameworkScripts.push(response.url());
    });

    const list = await page.goto(journey.list);
    expect(list?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', journey.locale);
    await expect(page.getByRole('heading', { level: 1, name: journey.heading })).toBeVisible();
    // Newest first: the linen guide (February) comes after the board guide (March).
    const titles = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toHaveLength(3);
    expect(titles.indexOf(journey.post)).toBe(1);

    await page.getByRole('link', { name: journey.post }).click();
    await expect(page).toHaveURL(new RegExp(`${journey.path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', journey.locale);
    await expect(page.getByRole('heading', { level: 1, name: journey.post })).toBeVisible();
    await expect(page.locator('article time')).toHaveText(journey.date);
    await expect(page.locator('article time')).toHaveAttribute('datetime', '2026-02-20');
    const cover = page.locator('article img').first();
    await expect(cover).toHaveAttribute('alt', /.+/);
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const crumbs = page.getByRole('navigation', { name: journey.locale === 'pl' ? 'Ścieżka nawigacji' : 'Breadcrumbs' });
    await expect(crumbs.getByRole('link')).toHaveText([journey.home, 'Blog']);

    await expect(page).toHaveTitle(new RegExp(`^${journey.post} - `));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${journey.path}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+/);
    await expect(page.locator('astro-island')).toHaveCount(0);
    // A post is content the shopper views, announced like a content page's view.
    const events = await page
      .locator('script[data-analytics-event]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')));
    expect(events).toContainEqual({ name: 'viewContent', contentType: 'blog', id: expect.any(String), title: journey.post });
    await page.waitForLoadState('networkidle');
    expect(frameworkScripts, 'blog pages load no framework JavaScript').toEqual([]);

    await page.getByRole('link', { name: journey.allPosts }).click();
    await expect(page).toHaveURL(new RegExp(`${journey.list}$`));
    await expect(page.locator('astro-island')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(frameworkScripts, 'blog pages load no framework JavaScript').toEqual([]);
  });
}

test('every hreflang alternate of a post and of the list is a page that exists', async ({ page, request }) => {
  for (const path of ['/blog', '/en/blog/wooden-board-care', '/blog/housewarming-gifts']) {
    await page.goto(path);
    const hrefs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length, path).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) expect((await request.get(href)).status(), `${path} → ${href}`).toBe(200);
  }
});

test('an unknown post is a 404 in the language of its path', async ({ page }) => {
  const response = await page.goto('/en/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /en/blog/no-such-post')).toBeVisible();
  const pl = await page.goto('/blog/nie-ma-takiego-wpisu');
  expect(pl?.status()).toBe(404);
  await expect(page.getByText('Nie znaleziono strony: /blog/nie-ma-takiego-wpisu')).toBeVisible();
});

test('the footer leads to the blog, and the sitemap lists its posts in both languages', async ({ page, request, baseURL }) => {
  await page.goto('/en');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  expect(new URL(page.url()).pathname).toBe('/en/blog');
  const sitemap = await (await request.get('/sitemap-pages-1.xml')).text();
  for (const path of ['/blog', '/en/blog', '/blog/linen-care', '/en/blog/linen-care']) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
});
