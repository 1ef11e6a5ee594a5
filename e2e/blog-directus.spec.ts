// The blog read from a real Directus: posts written through Directus's API, as marketing's editor writes
// them, appear on /blog and /en/blog with everything a post has; drafts and scheduled posts never do; covers
// come through the shop's own route; and a Directus outage shows the kept copy or the blog's own
// "unavailable" page. The worker's Directus, its fault proxy and its storefront come from
// e2e/support/directus-fixtures.ts; every test writes posts of its own (unique slugs).
import { readFileSync } from 'node:fs';
import type { Request } from '@playwright/test';
import { createPost, uploadImage, type DirectusServer, type NewPost } from './support/directus';
import { expect, test } from './support/directus-fixtures';
import { axeBuilder } from './support/shopper';

const COVER = new Uint8Array(readFileSync('src/content/blog/pl/linen-care/cover.jpg'));
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
/** The shop's date format (dd.mm.yyyy) of an ISO timestamp, as the post page shows it in Warsaw's calendar. */
const shownDate = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Warsaw' }).format(new Date(iso));

async function publish(directus: DirectusServer, post: Omit<NewPost, 'status'> & { status?: NewPost['status'] }): Promise<void> {
  await createPost(directus, { status: 'published', published_at: daysFromNow(-1), ...post });
}

test('a post written in Directus, in Polish and English, is on /blog and /en/blog with all it has, its cover through the shop', async ({
  page,
  directus,
  directusProxy,
}) => {
  const slug = unique('jak-dobrac-rower');
  const cover = await uploadImage(directus, 'cover.jpg', COVER, 'image/jpeg');
  const publishedAt = daysFromNow(-2);
  const pl = {
    language: 'pl' as const,
    title: `Jak dobrać rower ${slug.slice(-5)}`,
    slug,
    lead: 'Rama, koła i przerzutki: od czego zacząć.',
    body: '## Rama\n\nZmierz **przekrok** przed zakupem.\n\n<script>window.injected = true</script>',
    tags: ['rowery', 'poradnik'],
    author: 'Anna Nowak',
    published_at: publishedAt,
    seo_title: 'Jak dobrać rower do wzrostu',
    seo_description: 'Poradnik: rama, koła i przerzutki roweru dobrane do wzrostu i stylu jazdy.',
    cover,
    cover_alt: 'Rower górski na leśnej ścieżce',
  };
  const en = {
    ...pl,
    language: 'en' as const,
    title: `Choosing a bike ${slug.slice(-5)}`,
    lead: 'Frame, wheels and gears: where to start.',
    body: '## Frame\n\nMeasure your **inseam** first.',
    tags: ['bikes'],
    seo_title: 'Choosing a bike for your height',
    seo_description: 'A guide to choosing a bike frame, wheels and gears for your height and riding style.',
    cover_alt: 'A mountain bike on a forest path',
  };
  await publish(directus, pl);
  await publish(directus, en);

  // The browser asks the shop only: nothing from Directus's origin (nor the proxy in front of it).
  const toDirectus: string[] = [];
  const coverAnswers: { url: string; type: string | null; cache: string | null }[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(directus.url) || request.url().startsWith(directusProxy.url)) toDirectus.push(request.url());
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/blog/'))
      coverAnswers.push({ url: response.url(), type: response.headers()['content-type'] ?? null, cache: response.headers()['cache-control'] ?? null });
  });

  for (const [post, list, other] of [
    [pl, '/blog', '/en/blog'],
    [en, '/en/blog', '/blog'],
  ] as const) {
    const listed = await page.goto(list);
    expect(listed?.status()).toBe(200);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: post.title }) });
    await expect(card).toContainText(post.lead);
    await expect(card.locator('img')).toHaveAttribute('src', `/media/blog/${cover}/1200.webp`);
    expect((await axeBuilder(page).analyze()).violations, `axe on ${list}`).toEqual([]);

    await card.getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`${list}/${slug}$`));
    const article = page.locator('article.post');
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(article).toContainText(post.lead);
    await expect(article).toContainText(post.author);
    await expect(article.locator('time')).toHaveText(shownDate(publishedAt));
    for (const tag of post.tags) await expect(article.locator('.post__tag', { hasText: tag })).toBeVisible();
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(post.language === 'pl' ? 'Rama' : 'Frame');
    await expect(article.locator('.post__content strong')).toHaveText(post.language === 'pl' ? 'przekrok' : 'inseam');
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await expect(page).toHaveTitle(new RegExp(`^${post.seo_title} - `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.seo_description);
    // Each language version points at the other, and the language switch leads there.
    await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute('href', new RegExp(`/blog/${slug}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en/blog/${slug}$`));
    await expect(page.locator('a.language-switch')).toHaveAttribute('href', new RegExp(`${other}/${slug}$`));

    // The cover is the page's largest paint: sized before it loads, fetched first, from the shop.
    const img = article.locator('img.post__cover');
    await expect(img).toHaveAttribute('alt', post.cover_alt);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '630');
    await expect(img).toHaveAttribute('srcset', new RegExp(`^/media/blog/${cover}/320\\.webp 320w, .*/1200\\.webp 1200w$`));
    await expect(img).toHaveAttribute('sizes', /46rem/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect((await axeBuilder(page).analyze()).violations, `axe on ${list}/${slug}`).toEqual([]);
  }

  // The sitemap lists the post in both languages, and none of the Markdown collection's (not on this blog).
  const sitemap = await (await page.request.get('/sitemap-pages-1.xml')).text();
  for (const path of [`/blog/${slug}`, `/en/blog/${slug}`]) expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).not.toContain('/blog/linen-care</loc>');

  expect(toDirectus).toEqual([]);
  expect(coverAnswers.length).toBeGreaterThan(0);
  for (const answer of coverAnswers) {
    expect(answer.type).toBe('image/webp');
    expect(answer.cache).toBe('public, max-age=604800');
  }
});

test("drafts and scheduled posts are not on the blog, and their pages are the shop's 404", async ({ page, request, directus }) => {
  const draft = unique('szkic');
  const scheduled = unique('zaplanowany');
  const published = unique('opublikowany');
  await createPost(directus, { status: 'draft', language: 'pl', title: `Szkic ${draft}`, slug: draft, published_at: daysFromNow(-1) });
  await publish(directus, { language: 'pl', title: `Zaplanowany ${scheduled}`, slug: scheduled, published_at: daysFromNow(3) });
  await publish(directus, { language: 'pl', title: `Opublikowany ${published}`, slug: published });

  await page.goto('/blog');
  // The published one written beside them is there: the list is read afresh.
  await expect(page.getByRole('link', { name: `Opublikowany ${published}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Szkic ${draft}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Zaplanowany ${scheduled}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Len w domu — pranie, suszenie i prasowanie' })).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap-pages-1.xml')).text();
  expect(sitemap).toContain(`/blog/${published}</loc>`);
  expect(sitemap).not.toContain(`/blog/${draft}</loc>`);
  expect(sitemap).not.toContain(`/blog/${scheduled}</loc>`);

  // The Markdown collection's posts are not this blog's either.
  for (const path of [`/blog/${draft}`, `/blog/${scheduled}`, `/en/blog/${published}`, '/blog/nie-ma-takiego-wpisu', '/blog/linen-care']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const missing = await page.goto(`/en/blog/${draft}`);
  expect(missing?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("Directus down: pages read before show their kept copy, others the blog's own unavailable page", async ({ page, directus, directusProxy }) => {
  const kept = unique('zapamietany');
  const unread = unique('nieczytany');
  await publish(directus, { language: 'pl', title: `Zapamiętany ${kept}`, slug: kept, lead: 'Przeczytany, zanim Directus padł.' });
  await publish(directus, { language: 'en', title: `Unread ${unread}`, slug: unread });
  expect((await page.goto(`/blog/${kept}`))?.status()).toBe(200);

  await directusProxy.stopPlatform();
  try {
    const stale = await page.goto(`/blog/${kept}`);
    expect(stale?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: `Zapamiętany ${kept}` })).toBeVisible();

    for (const [path, lang, message] of [
      [`/en/blog/${unread}`, 'en', 'The blog is unavailable right now. Please try again in a few minutes.'],
      [`/blog/${unread}`, 'pl', 'Blog jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.'],
    ] as const) {
      const down = await page.goto(path);
      expect(down?.status(), path).toBe(503);
      expect(down?.headers()['cache-control']).toBe('no-store');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/CmsError|at .*\.(m?js|ts):\d+/);
      expect((await axeBuilder(page).analyze()).violations, `axe on ${path} while Directus is down`).toEqual([]);
    }
  } finally {
    await directusProxy.startPlatform();
  }
  await expect(async () => expect((await page.goto(`/en/blog/${unread}`))?.status()).toBe(200)).toPass();
});
