// The blog's content system for real: a Directus of its own (e2e/support/directus.ts) with the schema from
// directus/schema.json, posts created through its REST API as marketing's editor would, and read by the
// storefront's content-system client (src/lib/cms) as the shop reads them: published posts with the
// storefront's static token, drafts only through the preview user's sign-in.
import { expect, test } from '@playwright/test';
import { applySchema } from '../directus/setup.ts';
import { createCmsClient, CmsError, type CmsClient } from '../src/lib/cms/client.ts';
import { createPost, startDirectus, updatePost, uploadImage, type DirectusServer } from './support/directus.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let directus: DirectusServer;
let shop: CmsClient;

test.beforeAll(async () => {
  test.setTimeout(30 * 60_000); // the first run on a machine installs Directus (minutes)
  directus = await startDirectus();
  shop = createCmsClient({ url: directus.url, token: directus.readerToken, preview: directus.preview, timeoutMs: 10_000 });
});

test.afterAll(async () => {
  await directus?.stop();
});

const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

test('the snapshot gives the blog its collection, and applying it again changes nothing', async () => {
  const response = await fetch(`${directus.url}/fields/blog_posts`, { headers: { Authorization: `Bearer ${directus.admin.token}` } });
  expect(response.status).toBe(200);
  const fields = ((await response.json()) as { data: { field: string; type: string }[] }).data.map((f) => `${f.field}:${f.type}`);
  expect(fields).toEqual(
    expect.arrayContaining(['status:string', 'language:string', 'title:string', 'slug:string', 'lead:text', 'body:text', 'cover:uuid', 'tags:json', 'author:string', 'published_at:timestamp', 'seo_title:string', 'seo_description:text']),
  );
  expect(await applySchema(directus.url, directus.admin.token)).toBe(false);
});

test('a post published through the API is what the storefront reads, in its language only', async () => {
  const cover = await uploadImage(directus, 'cover.png', PNG_1x1, 'image/png');
  await createPost(directus, {
    status: 'published',
    language: 'pl',
    title: 'Jak dobrać rower',
    slug: 'jak-dobrac-rower',
    lead: 'Rama, koła i przerzutki: od czego zacząć.',
    body: '## Rama\n\nZmierz **przekrok**.',
    tags: ['rowery', 'poradnik'],
    author: 'Anna Nowak',
    published_at: past(1),
    cover,
    cover_alt: 'Rower górski na leśnej ścieżce',
  });

  const post = await shop.getPublishedPost('pl', 'jak-dobrac-rower');
  expect(post).toMatchObject({
    status: 'published',
    locale: 'pl',
    title: 'Jak dobrać rower',
    lead: 'Rama, koła i przerzutki: od czego zacząć.',
    body: '## Rama\n\nZmierz **przekrok**.',
    tags: ['rowery', 'poradnik'],
    author: 'Anna Nowak',
    cover: { id: cover, type: 'image/png', width: 1, height: 1, alt: 'Rower górski na leśnej ścieżce' },
    // No SEO fields set: the title and the lead stand in.
    seo: { title: 'Jak dobrać rower', description: 'Rama, koła i przerzutki: od czego zacząć.' },
  });
  expect(post?.publishedAt).toBeInstanceOf(Date);

  const pl = await shop.listPublishedPosts('pl');
  expect(pl.posts.map((p) => p.slug)).toContain('jak-dobrac-rower');
  expect(await shop.getPublishedPost('en', 'jak-dobrac-rower')).toBeUndefined();
  expect((await shop.listPublishedPosts('en')).posts.map((p) => p.slug)).not.toContain('jak-dobrac-rower');
});

test('a draft is invisible to the storefront\'s token and visible to the preview, until it is published', async () => {
  const id = await createPost(directus, { status: 'draft', language: 'en', title: 'Spring collection', slug: 'spring-collection', body: 'Coming soon.' });

  expect(await shop.getPublishedPost('en', 'spring-collection')).toBeUndefined();
  expect((await shop.listPublishedPosts('en')).posts.map((p) => p.slug)).not.toContain('spring-collection');
  // Anonymous visitors read nothing of the blog: Directus's public role has no permission on it. (Directus
  // 12 keeps the item rule that would hide drafts from the storefront's token itself for licensed
  // installations: directus/setup.ts; without one only the client's query keeps them out.)
  const anonymous = await fetch(`${directus.url}/items/blog_posts?filter[slug][_eq]=spring-collection`);
  expect(anonymous.status).toBe(403);

  const preview = await shop.getPreviewPost('en', 'spring-collection');
  expect(preview).toMatchObject({ status: 'draft', title: 'Spring collection', body: 'Coming soon.' });

  await updatePost(directus, id, { status: 'published', published_at: past(0.5) });
  expect(await shop.getPublishedPost('en', 'spring-collection')).toMatchObject({ status: 'published', title: 'Spring collection' });
});

test('a post scheduled for later stays hidden from the storefront until its time', async () => {
  await createPost(directus, { status: 'published', language: 'en', title: 'Next season', slug: 'next-season', published_at: new Date(Date.now() + 7 * 86_400_000).toISOString() });
  expect(await shop.getPublishedPost('en', 'next-season')).toBeUndefined();
  expect(await shop.getPreviewPost('en', 'next-season')).toMatchObject({ title: 'Next season' });
});

test('the list is paged, newest first, with the total', async () => {
  for (const [slug, days] of [['paged-oldest', 30], ['paged-middle', 20], ['paged-newest', 10]] as const) {
    await createPost(directus, { status: 'published', language: 'pl', title: slug, slug, published_at: past(days) });
  }
  const first = await shop.listPublishedPosts('pl', { page: 1, perPage: 2 });
  // jak-dobrac-rower (a day old) is the newest of the four Polish posts.
  expect(first.posts.map((p) => p.slug)).toEqual(['jak-dobrac-rower', 'paged-newest']);
  expect(first).toMatchObject({ page: 1, perPage: 2, total: 4, lastPage: 2 });
  const second = await shop.listPublishedPosts('pl', { page: 2, perPage: 2 });
  expect(second.posts.map((p) => p.slug)).toEqual(['paged-middle', 'paged-oldest']);
});

test('a wrong token or preview password is a clear error, not an empty blog', async () => {
  const wrongToken = createCmsClient({ url: directus.url, token: 'not-the-token' });
  await expect(wrongToken.listPublishedPosts('pl')).rejects.toThrow(CmsError);
  const wrongPassword = createCmsClient({ url: directus.url, token: directus.readerToken, preview: { email: directus.preview.email, password: 'wrong-password' } });
  await expect(wrongPassword.getPreviewPost('en', 'spring-collection')).rejects.toThrow(/preview user could not sign in/);
  const noPreview = createCmsClient({ url: directus.url, token: directus.readerToken });
  expect(noPreview.canPreview).toBe(false);
  await expect(noPreview.getPreviewPost('en', 'spring-collection')).rejects.toThrow(/not configured/);
});

/** A 1 × 1 PNG (a transparent pixel): Directus reads its size on upload. */
const PNG_1x1 = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);
