// A marketer's journey, from the platform and a real Directus to shoppers, on the production shape: two
// storefront processes behind the recipe's nginx sharing one Redis, the embedded platform sending Heseya's
// webhooks itself to nginx's /api/webhooks/platform, and Directus's flow (directus/setup.ts) sending its
// own to /api/webhooks/directus. Nothing here posts a webhook: every purge comes from the real senders.
//
// The marketer sets the home page's banner; writes a two-column page with an image, a table and a YouTube
// video in the platform's editor markup, hidden; previews it (columns side by side on a desktop, stacked on a
// phone, the video a facade that asks nothing of YouTube before the click) while shoppers get 404 on both
// processes; publishes it and every process shows it within seconds. Then a blog post in Polish and English,
// written in Directus as a draft, previewed, published, is on /blog and /en/blog of both processes within
// seconds. axe checks each distinct page once.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { test, expect } from '@playwright/test';
import { applyFlow } from '../directus/setup.ts';
import { ADMIN, adminApi } from './support/admin-api';
import { createPost, startDirectus, updatePost, type DirectusServer, type NewPost } from './support/directus';
import type { Nginx } from './support/nginx';
import { startProductionShape, type ProductionShape } from './support/production-shape';
import { startRedis, type RedisServer } from './support/redis';
import { axeViolations } from './support/shopper';
import type { Stack } from './support/stack';
import { LIVE_WITHIN_MS } from './support/webhooks';

test.describe.configure({ mode: 'serial' });
// A Polish browser: a first visit to / from an English one is sent to /en (locale detection).
test.use({ locale: 'pl-PL' });

const VIDEO_ID = 'M7lc1UVf-VE';
const VIDEO_TITLE = 'Film: jak szkliwimy kubki';
const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be)$/;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let redis: RedisServer | undefined;
let directus: DirectusServer | undefined;
let shape: ProductionShape | undefined;
let stack: Stack | undefined;
let nginx: Nginx | undefined;
/** The storefront processes' own addresses, then nginx's. */
let processes: [string, string];
let everywhere: string[];

test.beforeAll(async () => {
  // Directus alone can take minutes to start on a loaded machine.
  test.setTimeout(360_000);
  const [startedRedis, startedDirectus] = await Promise.all([
    startRedis(),
    // Directus refuses requests to this machine's own addresses unless told otherwise (its SSRF guard); nginx listens on loopback here.
    startDirectus({ env: { IMPORT_IP_DENY_LIST: '169.254.169.254' } }),
  ]);
  redis = startedRedis;
  directus = startedDirectus;
  const directusSecret = randomBytes(24).toString('hex');
  shape = await startProductionShape({
    redis,
    env: {
      DIRECTUS_URL: directus.url,
      DIRECTUS_TOKEN: directus.readerToken,
      DIRECTUS_PREVIEW_EMAIL: directus.preview.email,
      DIRECTUS_PREVIEW_PASSWORD: directus.preview.password,
      DIRECTUS_WEBHOOK_SECRET: directusSecret,
    },
  });
  ({ stack, nginx } = shape);
  const { front } = shape;
  await applyFlow(directus.url, directus.admin.token, { url: `${front}/api/webhooks/directus`, secret: directusSecret });
  processes = stack.storefronts.map(({ baseURL }) => baseURL) as [string, string];
  everywhere = [...processes, nginx.baseURL];
});

test.afterAll(async () => {
  await shape?.stop();
  await Promise.all([redis?.stop(), directus?.stop()]);
});

/** A page as a shopper's browser gets it (no cookies): its status, HTML and how the page cache answered it. */
async function visit(url: string): Promise<{ status: number; html: string; cache: string | null }> {
  const response = await fetch(url, { headers: { 'accept-language': 'pl' } });
  return { status: response.status, html: await response.text(), cache: response.headers.get('x-astro-cache') };
}

/** Visits a process's page until its page cache answers it from memory. */
async function kept(url: string): Promise<void> {
  await expect.poll(async () => (await visit(url)).cache, { message: `${url} is kept by the page cache` }).toBe('HIT');
}

/**
 * Checks every address in turn within `LIVE_WITHIN_MS` of `since` (the change's answer), polling each until
 * it shows `text`; a miss names what the address last answered.
 */
async function liveEverywhere(urls: readonly string[], text: string, since: number): Promise<void> {
  for (const url of urls) {
    await expect
      .poll(
        async () => {
          const { status, html, cache } = await visit(url);
          if (status === 200 && html.includes(text)) return 'live';
          return `status ${status} without it (page cache: ${cache ?? 'none'}), ${Date.now() - since} ms after the change`;
        },
        { message: `${url} shows "${text}" within ${LIVE_WITHIN_MS} ms`, timeout: Math.max(1, since + LIVE_WITHIN_MS - Date.now()), intervals: [50] },
      )
      .toBe('live');
  }
}

/** A new shopper's (or staff member's) browser on nginx with this cookie choice. */
async function browserOnNginx(browser: Browser, consent: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: nginx!.baseURL, locale: 'pl-PL' });
  await context.addCookies([{ name: 'cookie_consent', value: consent, url: nginx!.baseURL }]);
  return { context, page: await context.newPage() };
}

async function signInToPreview(page: Page): Promise<void> {
  await page.goto('/preview');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Hasło').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Zaloguj do podglądu' }).click();
  await expect(page.getByText('Zalogowano do podglądu jako Właściciel Sklepu')).toBeVisible();
}

/** Uploads a picture to the platform's media library as the admin panel does; answers its address. */
async function uploadPicture(platformURL: string, name: string, svg: string): Promise<{ id: string; url: string }> {
  const login = await fetch(`${platformURL}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { data: session } = (await login.json()) as { data: { token: string } };
  const form = new FormData();
  form.append('file', new Blob([svg], { type: 'image/svg+xml' }), name);
  form.append('type', 'photo');
  const response = await fetch(`${platformURL}/media`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` }, body: form });
  expect(response.status, 'POST /media').toBeLessThan(300);
  return ((await response.json()) as { data: { id: string; url: string } }).data;
}

const picture = (width: number, height: number, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f4e9d8"/></svg>`;

test('the banner set in the platform is the home page’s first picture, its largest paint, at high priority', async ({ browser }) => {
  // Heseya sends no event for banners, so on a real Heseya a changed banner shows once the shop's kept copy
  // of it expires. This proves the other half: a banner the marketer sets in the platform (under the slug
  // Heseya's own storefront builds its home page from) is what the home page shows, its picture the page's
  // largest paint, fetched first. It is set before this stack renders its first home page.
  const admin = await adminApi(stack!.platformURL);
  const [demo] = await admin<{ id: string }[]>('GET', '/banners?slug=main-banner');
  if (demo) await admin('DELETE', `/banners/id:${demo.id}`);
  const wide = await uploadPicture(stack!.platformURL, 'zima-szeroki.svg', picture(1600, 600, '#35506b'));
  const title = `Zimowe szkliwa ${unique()}`;
  await admin('POST', '/banners', {
    slug: 'main-banner',
    name: 'Strona główna: baner główny',
    active: true,
    banner_media: [
      {
        url: '/category/kuchnia',
        published: ['pl', 'en'],
        translations: {
          pl: { title, subtitle: 'Kubki w kolorach zimowego nieba' },
          en: { title: 'Winter glazes', subtitle: 'Mugs in the colours of a winter sky' },
        },
        media: [{ min_screen_width: 0, media: wide.id }],
      },
    ],
  });

  const { context, page } = await browserOnNginx(browser, 'required');
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const banner = page.locator('[data-banner="main-banner"]');
    await expect(banner.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', '/category/kuchnia');
    await expect(banner.locator('[data-banner-slide]')).toHaveCount(1);
    const image = banner.locator('img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const largestPaint = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
            resolve(last?.element?.closest('[data-banner]') ? `banner ${last.element.tagName}` : `${last?.element?.tagName ?? 'none'}`);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largestPaint).toBe('banner IMG');
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a page written in the platform’s editor: previewed hidden, then published and live on both processes within seconds', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await adminApi(stack!.platformURL);
  const slug = `zimowe-szkliwa-${unique()}`;
  const image = await uploadPicture(stack!.platformURL, 'pracownia-zima.svg', picture(1200, 675, '#6b4f35'));
  // As Heseya's admin editor writes it: its grid and column classes, an aligned figure, a table, a YouTube embed.
  const contentHtml = `
<p class="align-center">Nowe szkliwa na zimę: kubki i misy w kolorach mroźnego poranka.</p>
<div class="grid valign-top">
<div class="column column-6">
<figure class="align-center"><img src="${image.url}" alt="Kubki w zimowych szkliwach na półce pracowni" width="1200" height="675"><figcaption class="align-center">Kubki po ostatnim wypale.</figcaption></figure>
</div>
<div class="column column-6">
<h2>Co nowego</h2>
<p>Trzy szkliwa: szron, grafit i głęboki granat. Każde z nich wypalamy dwa razy.</p>
</div>
</div>
<h2>Szkliwa w skrócie</h2>
<table>
<caption>Zimowe szkliwa</caption>
<thead><tr><th scope="col">Szkliwo</th><th scope="col" class="align-center">Zmywarka</th><th scope="col" class="align-center">Mikrofalówka</th><th scope="col">Uwagi</th></tr></thead>
<tbody>
<tr><th scope="row">Szron</th><td class="align-center">tak</td><td class="align-center">tak</td><td>Matowe, gładkie w dotyku.</td></tr>
<tr><th scope="row">Grafit</th><td class="align-center">tak</td><td class="align-center">tak</td><td>Z metalicznym połyskiem na brzegach.</td></tr>
</tbody>
</table>
<figure><div class="embed-responsive"><iframe width="560" height="315" src="https://www.youtube.com/embed/${VIDEO_ID}" title="${VIDEO_TITLE}" frameborder="0" allowfullscreen></iframe></div><figcaption>Jak szkliwimy kubki.</figcaption></figure>
`;
  const created = await admin<{ id: string }>('POST', '/pages', { slug, name: 'Zimowe szkliwa', public: false, content_html: contentHtml });
  const heading = { level: 1, name: 'Zimowe szkliwa' } as const;

  // Hidden: every process and nginx answer the ordinary 404 (never kept by the page cache). Every page's
  // footer lists the content pages from the platform's page list: both processes keep a page whose footer
  // does not list this one yet, so that its publication must drop that copy (and the list) in both.
  const footerLink = `href="/${slug}"`;
  for (const base of everywhere) expect((await visit(`${base}/${slug}`)).status, `${base}/${slug} while hidden`).toBe(404);
  for (const base of processes) {
    await kept(`${base}/o-nas`);
    expect((await visit(`${base}/o-nas`)).html).not.toContain(footerLink);
  }

  // Staff preview it as shoppers will see it. Nothing goes to a video host before the click.
  const { context, page } = await browserOnNginx(browser, 'required.functional');
  try {
    const videoRequests: Request[] = [];
    page.on('request', (request) => {
      if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request);
    });
    // The player's host answers from here, so the test needs no network.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Player ready</p>' }),
    );
    await signInToPreview(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/preview/page/${slug}`);
    await expect(page.getByRole('heading', heading)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Podgląd — ta strona nie jest jeszcze publiczna' })).toBeVisible();
    const columns = page.locator('.editor-content .grid > .column');
    await expect(columns).toHaveCount(2);
    const desktop = [(await columns.nth(0).boundingBox())!, (await columns.nth(1).boundingBox())!] as const;
    expect(Math.abs(desktop[0].y - desktop[1].y), 'the columns start on one line').toBeLessThan(2);
    expect(desktop[1].x, 'the second column is right of the first').toBeGreaterThanOrEqual(desktop[0].x + desktop[0].width);
    await expect(page.getByRole('img', { name: 'Kubki w zimowych szkliwach na półce pracowni' })).toHaveAttribute('srcset', /\d+w/);
    await expect(page.getByRole('region', { name: 'Tabela' })).toBeVisible();
    const play = page.getByRole('button', { name: VIDEO_TITLE });
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(
        async () => {
          const [first, second] = [(await columns.nth(0).boundingBox())!, (await columns.nth(1).boundingBox())!];
          return second.y >= first.y + first.height && Math.abs(first.x - second.x) < 2;
        },
        { message: 'the columns stack on a phone' },
      )
      .toBe(true);
    expect(
      videoRequests.map((request) => request.url()),
      'no request to a video host before the click',
    ).toEqual([]);

    await play.click();
    const frame = page.locator('iframe.video-frame');
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`);
    await expect(page.frameLocator('iframe.video-frame').getByText('Player ready')).toBeVisible();
    expect(videoRequests.map((request) => new URL(request.url()).hostname)).toEqual(['www.youtube-nocookie.com']);

    // Still hidden from shoppers everywhere.
    for (const base of everywhere) expect((await visit(`${base}/${slug}`)).status, `${base}/${slug} while previewed`).toBe(404);

    // Published: the platform's webhook reaches one process through nginx, Redis tells the other.
    await admin('PATCH', `/pages/id:${created.id}`, { public: true });
    const published = Date.now();
    await liveEverywhere(
      everywhere.map((base) => `${base}/o-nas`),
      footerLink,
      published,
    );
    await liveEverywhere(
      everywhere.map((base) => `${base}/${slug}`),
      'Trzy szkliwa: szron, grafit i głęboki granat.',
      published,
    );

    const shopper = await browserOnNginx(browser, 'required');
    try {
      await shopper.page.setViewportSize({ width: 1280, height: 900 });
      await shopper.page.goto(`/${slug}`);
      await expect(shopper.page.getByRole('heading', heading)).toBeVisible();
      await expect(shopper.page.getByRole('button', { name: VIDEO_TITLE })).toBeVisible();
      expect(await axeViolations(shopper.page)).toEqual([]);
    } finally {
      await shopper.context.close();
    }
  } finally {
    await context.close();
  }
});

const postSlug = `zimowe-szkliwa-${unique()}`;
const POSTS = {
  pl: {
    language: 'pl',
    title: `Jak powstają zimowe szkliwa ${postSlug.slice(-6)}`,
    lead: 'Od próbki do wypału: trzy tygodnie w pracowni.',
    body: '## Próbki\n\nKażde szkliwo zaczyna się od **dwudziestu** płytek próbnych.',
  },
  en: {
    language: 'en',
    title: `How winter glazes are made ${postSlug.slice(-6)}`,
    lead: 'From a sample to the kiln: three weeks in the studio.',
    body: '## Samples\n\nEvery glaze starts with **twenty** test tiles.',
  },
} as const satisfies Record<string, Pick<NewPost, 'language' | 'title' | 'lead' | 'body'>>;
let drafts: Promise<number[]> | undefined;
/** The post in Polish and English, written in Directus as drafts (once, by whichever test comes first). */
const draftPosts = () =>
  (drafts ??= Promise.all(
    Object.values(POSTS).map((post) =>
      createPost(directus!, {
        ...post,
        status: 'draft',
        slug: postSlug,
        author: 'Magdalena Wiśniewska',
        tags: ['pracownia'],
        published_at: new Date(Date.now() - 60_000).toISOString(),
      }),
    ),
  ));

test('staff preview the draft post in Polish and English before it is published', async ({ browser }) => {
  await draftPosts();
  const { context, page } = await browserOnNginx(browser, 'required');
  try {
    await signInToPreview(page);
    for (const [path, post, bar] of [
      [`/preview/blog/${postSlug}`, POSTS.pl, 'Podgląd — ta strona nie jest jeszcze publiczna'],
      [`/en/preview/blog/${postSlug}`, POSTS.en, 'Preview — this page is not public yet'],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      expect(answer?.headers()['cache-control'], path).toBe('private, no-store');
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      await expect(page.getByText(post.lead)).toBeVisible();
      await expect(page.getByRole('region', { name: bar })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
    // Shoppers meanwhile get the ordinary 404 from every process.
    for (const base of everywhere) {
      expect((await visit(`${base}/blog/${postSlug}`)).status).toBe(404);
      expect((await visit(`${base}/en/blog/${postSlug}`)).status).toBe(404);
    }
  } finally {
    await context.close();
  }
});

test('the post published in Directus is on /blog and /en/blog of both processes within seconds', async ({ browser }) => {
  test.setTimeout(60_000);
  const ids = await draftPosts();
  // The blog's lists as they were, kept by both processes (asked twice each): the draft is on neither.
  for (const base of everywhere) {
    for (const path of ['/blog', '/en/blog']) {
      for (let i = 0; i < 2; i += 1) {
        const { status, html } = await visit(`${base}${path}`);
        expect(status, `${base}${path}`).toBe(200);
        expect(html, `${base}${path} before the publication`).not.toContain(postSlug);
      }
    }
  }

  // Directus's flow tells the shop through nginx; the process that reads the change back tells the other through Redis.
  const [plId, enId] = ids as [number, number];
  await updatePost(directus!, plId, { status: 'published' });
  const plPublished = Date.now();
  await updatePost(directus!, enId, { status: 'published' });
  const enPublished = Date.now();
  await liveEverywhere(
    everywhere.map((base) => `${base}/blog`),
    POSTS.pl.title,
    plPublished,
  );
  await liveEverywhere(
    everywhere.map((base) => `${base}/en/blog`),
    POSTS.en.title,
    enPublished,
  );

  const { context, page } = await browserOnNginx(browser, 'required');
  try {
    for (const [path, post] of [
      ['/blog', POSTS.pl],
      ['/en/blog', POSTS.en],
    ] as const) {
      await page.goto(path);
      const link = page.getByRole('link', { name: post.title });
      await expect(link).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
