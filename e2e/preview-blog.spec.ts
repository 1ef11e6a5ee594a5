// Marketing's preview of a blog post written in a real Directus: a member of staff with the platform's
// pages permission signs in to /preview and sees a draft, in Polish and English, through the public post
// page's view with the preview bar, noindex and `Cache-Control: private, no-store`, its cover through the
// preview's own cover address; shoppers get the ordinary 404 for the post, its preview and its cover until
// the post is published in Directus, and then the public post. The worker's Directus and storefront come
// from e2e/support/directus-fixtures.ts (its storefront has the preview user's credentials).
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { createPost, updatePost, uploadImage } from './support/directus';
import { expect, test } from './support/directus-fixtures';
import { ADMIN, adminApi } from './support/admin-api';
import { axeBuilder, signInByForm } from './support/shopper';
import { signInToPreview } from './support/staff-preview';

const COVER = new Uint8Array(readFileSync('src/content/blog/pl/linen-care/cover.jpg'));
const CUSTOMER = { email: 'klient@example.com', password: 'demo-klient-haslo-2026' };
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function expectOrdinary404(request: APIRequestContext, path: string, secrets: string[]) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(404);
  const body = await response.text();
  expect(body, path).not.toContain('data-preview-bar');
  for (const secret of secrets) expect(body, `${path}: ${secret}`).not.toContain(secret);
}

test('staff preview a draft post with its cover in both languages; shoppers get 404 until it is published in Directus', async ({
  page,
  browser,
  baseURL,
  directus,
}) => {
  const slug = unique('szkic-wpisu');
  const cover = await uploadImage(directus, 'draft-cover.jpg', COVER, 'image/jpeg');
  const pl = {
    language: 'pl' as const,
    title: `Szkic o rowerach ${slug.slice(-5)}`,
    slug,
    lead: 'Jeszcze nie dla klientów.',
    body: '## Rama\n\nTekst **szkicu**.',
    cover,
    cover_alt: 'Rower w warsztacie',
  };
  const en = {
    ...pl,
    language: 'en' as const,
    title: `A draft on bikes ${slug.slice(-5)}`,
    lead: 'Not for shoppers yet.',
    body: '## Frame\n\nDraft **text**.',
    cover_alt: 'A bike in a workshop',
  };
  // Drafts have no date yet; the English one is scheduled (published, a date to come): both are previews only.
  const plId = await createPost(directus, { ...pl, status: 'draft' });
  const enId = await createPost(directus, { ...en, status: 'published', published_at: daysFromNow(5) });
  const secrets = [pl.title, en.title, pl.lead, en.lead];
  const shopperPaths = [`/blog/${slug}`, `/en/blog/${slug}`, `/preview/blog/${slug}`, `/en/preview/blog/${slug}`];
  const coverPaths = [`/media/blog/${cover}/640.webp`, `/preview/media/blog/${cover}/640.webp`, `/en/preview/media/blog/${cover}/640.webp`];

  await signInToPreview(page, ADMIN);
  await expect(page.getByText('Zalogowano do podglądu jako Właściciel Sklepu')).toBeVisible();
  await expect(page.getByText('wpis na blogu (także szkic lub zaplanowany): /preview/blog/…')).toBeVisible();

  const coverAnswers: { path: string; status: number; type: string | undefined; cache: string | undefined }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.includes('/media/blog/'))
      coverAnswers.push({ path, status: response.status(), type: response.headers()['content-type'], cache: response.headers()['cache-control'] });
  });

  for (const [post, path, other, bar, root] of [
    [pl, `/preview/blog/${slug}`, `/en/preview/blog/${slug}`, 'Podgląd — ta strona nie jest jeszcze publiczna', '/preview/media/blog'],
    [en, `/en/preview/blog/${slug}`, `/preview/blog/${slug}`, 'Preview — this page is not public yet', '/en/preview/media/blog'],
  ] as const) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex');
    expect(answer?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page.getByRole('region', { name: bar })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The public post page's view: title, lead, body, cover.
    const article = page.locator('article.post');
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(article).toContainText(post.lead);
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(post.language === 'pl' ? 'Rama' : 'Frame');
    const img = article.locator('img.post__cover');
    await expect(img).toHaveAttribute('alt', post.cover_alt);
    await expect(img).toHaveAttribute('src', `${root}/${cover}/1200.webp`);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // The language switch leads to the translation's preview.
    await expect(page.locator('a.language-switch')).toHaveAttribute('href', new RegExp(`${other}$`));
    expect((await axeBuilder(page).analyze()).violations, `axe on ${path}`).toEqual([]);
  }
  expect(coverAnswers.length).toBeGreaterThan(0);
  for (const answer of coverAnswers) {
    expect(answer.path).toMatch(/^(\/en)?\/preview\/media\/blog\//);
    expect(answer).toMatchObject({ status: 200, type: 'image/webp', cache: 'private, no-store' });
  }

  // Shoppers, anonymous or signed in to the shop, get the ordinary 404 for the post, its preview and its cover.
  const shopper = await browser.newContext({ baseURL });
  const customer = await browser.newContext({ baseURL });
  try {
    const customerPage = await customer.newPage();
    await signInByForm(customerPage, CUSTOMER, { locale: 'pl', baseURL });
    for (const request of [shopper.request, customer.request]) {
      for (const path of [...shopperPaths, ...coverPaths]) await expectOrdinary404(request, path, secrets);
    }

    // Published in Directus (the Polish one now, the English one with its date come): public, cover and all.
    await updatePost(directus, plId, { status: 'published', published_at: daysFromNow(-1) });
    await updatePost(directus, enId, { published_at: daysFromNow(-1) });
    for (const [path, title] of [
      [`/blog/${slug}`, pl.title],
      [`/en/blog/${slug}`, en.title],
    ] as const) {
      const page = await shopper.newPage();
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('[data-preview-bar]')).toHaveCount(0);
      const img = page.locator('article.post img.post__cover');
      await expect(img).toHaveAttribute('src', `/media/blog/${cover}/1200.webp`);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await page.close();
    }
    const publicCover = await shopper.request.get(`/media/blog/${cover}/640.webp`);
    expect(publicCover.status()).toBe(200);
    expect(publicCover.headers()['cache-control']).toBe('public, max-age=604800');
    // The preview stays staff's: a shopper's preview address is still the 404.
    for (const path of [`/preview/blog/${slug}`, `/preview/media/blog/${cover}/640.webp`]) await expectOrdinary404(shopper.request, path, secrets);
  } finally {
    await shopper.close();
    await customer.close();
  }
});

test('staff whose role lacks the pages permission get 404 for a post preview and its cover', async ({ page, stack, directus }) => {
  const slug = unique('bez-uprawnien');
  const cover = await uploadImage(directus, 'other-cover.jpg', COVER, 'image/jpeg');
  await createPost(directus, { status: 'draft', language: 'pl', title: `Szkic ${slug}`, slug, cover, cover_alt: 'Rower' });
  const admin = await adminApi(stack.platformURL);
  const email = `produkty-${Date.now().toString(36)}@example.com`;
  const role = await admin<{ id: string }>('POST', '/roles', {
    name: `Produkty ${email}`,
    permissions: ['products.show', 'products.show_details', 'products.show_hidden', 'pages.show', 'pages.show_details'],
  });
  await admin('POST', '/users', { name: 'Piotr Produktowy', email, password: 'haslo-produktowego-2026', roles: [role.id] });

  await signInToPreview(page, { email, password: 'haslo-produktowego-2026' });
  await expect(page.getByText('Zalogowano do podglądu jako Piotr Produktowy')).toBeVisible();
  await expect(page.getByText('wpis na blogu', { exact: false })).toHaveCount(0);
  for (const path of [`/preview/blog/${slug}`, `/en/preview/blog/${slug}`, `/preview/media/blog/${cover}/640.webp`]) {
    await expectOrdinary404(page.request, path, [`Szkic ${slug}`]);
  }
});
