// The blog's content system for real: the worker's Directus (e2e/support/directus-fixtures.ts) with the schema from
// directus/schema.json, posts created through its REST API as marketing's editor would, and read by the
// storefront's content-system client (src/lib/cms) as the shop reads them: published posts with the
// storefront's static token, drafts only through the preview user's sign-in. The Directus is shared with the
// worker's other specs: every post here has a slug of its own.
import { expect, test } from './support/directus-fixtures';
import { applySchema } from '../directus/setup.ts';
import { createCmsClient, CmsError, type CmsClient } from '../src/lib/cms/client.ts';
import { createPost, updatePost, uploadImage, type DirectusServer } from './support/directus.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let directus: DirectusServer;
let shop: CmsClient;

test.beforeAll(async ({ directus: server }) => {
  directus = server;
  shop = createCmsClient({ url: directus.url, token: directus.readerToken, preview: directus.preview, timeoutMs: 10_000 });
});

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const RIDE = `jak-dobrac-rower-${run}`;
const SPRING = `spring-collection-${run}`;
const NEXT = `next-season-${run}`;

const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

test('the snapshot gives the blog its collection, and applying it again changes nothing', async () => {
  const response = await fetch(`${directus.url}/fields/blog_posts`, { headers: { Authorization: `Bearer ${directus.admin.token}` } });
  expect(response.status).toBe(200);
  const fields = ((await response.json()) as { data: { field: string; type: string }[] }).data.map((f) => `${f.field}:${f.type}`);
  expect(fields).toEqual(
    expect.arrayContaining([
      'status:string',
      'language:string',
      'title:string',
      'slug:string',
      'lead:text',
      'body:text',
      'cover:uuid',
      'tags:json',
      'author:string',
      'published_at:timestamp',
      'seo_title:string',
      'seo_description:text',
    ]),
  );
  expect(await applySchema(directus.url, directus.admin.token)).toBe(false);
});

test('a post published through the API is what the storefront reads, in its language only', async () => {
  const cover = await uploadImage(directus, 'cover.png', PNG_1x1, 'image/png');
  await createPost(directus, {
    status: 'published',
    language: 'pl',
    title: 'Jak dobrać rower',
    slug: RIDE,
    lead: 'Rama, koła i przerzutki: od czego zacząć.',
    body: '## Rama\n\nZmierz **przekrok**.',
    tags: ['rowery', 'poradnik'],
    author: 'Anna Nowak',
    published_at: past(1),
    cover,
    cover_alt: 'Rower górski na leśnej ścieżce',
  });

  const post = await shop.getPublishedPost('pl', RIDE);
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
  expect(pl.posts.map((p) => p.slug)).toContain(RIDE);
  expect(await shop.getPublishedPost('en', RIDE)).toBeUndefined();
  expect((await shop.listPublishedPosts('en')).posts.map((p) => p.slug)).not.toContain(RIDE);
});

test("a draft is invisible to the storefront's token and visible to the preview, until it is published", async () => {
  const id = await createPost(directus, { status: 'draft', language: 'en', title: 'Spring collection', slug: SPRING, body: 'Coming soon.' });

  expect(await shop.getPublishedPost('en', SPRING)).toBeUndefined();
  expect((await shop.listPublishedPosts('en')).posts.map((p) => p.slug)).not.toContain(SPRING);
  // Anonymous visitors read nothing of the blog: Directus's public role has no permission on it. (Directus
  // 12 keeps the item rule that would hide drafts from the storefront's token itself for licensed
  // installations: directus/setup.ts; without one only the client's query keeps them out.)
  const anonymous = await fetch(`${directus.url}/items/blog_posts?filter[slug][_eq]=${SPRING}`);
  expect(anonymous.status).toBe(403);

  const preview = await shop.getPreviewPost('en', SPRING);
  expect(preview).toMatchObject({ status: 'draft', title: 'Spring collection', body: 'Coming soon.' });

  await updatePost(directus, id, { status: 'published', published_at: past(0.5) });
  expect(await shop.getPublishedPost('en', SPRING)).toMatchObject({ status: 'published', title: 'Spring collection' });
});

test('a post scheduled for later stays hidden from the storefront until its time', async () => {
  await createPost(directus, {
    status: 'published',
    language: 'en',
    title: 'Next season',
    slug: NEXT,
    published_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  expect(await shop.getPublishedPost('en', NEXT)).toBeUndefined();
  expect(await shop.getPreviewPost('en', NEXT)).toMatchObject({ title: 'Next season' });
});

test('the list is paged, newest first, with the total', async () => {
  // Published minutes ago: newer than every other post of the worker's Directus, so the first page's.
  const minutes = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  const slugs = ['paged-newest', 'paged-middle', 'paged-oldest'].map((name) => `${name}-${run}`);
  for (const [index, slug] of slugs.entries()) {
    await createPost(directus, { status: 'published', language: 'pl', title: slug, slug, published_at: minutes(index + 1) });
  }
  const first = await shop.listPublishedPosts('pl', { page: 1, perPage: 2 });
  expect(first.posts.map((p) => p.slug)).toEqual(slugs.slice(0, 2));
  expect(first.total).toBeGreaterThanOrEqual(3);
  expect(first).toMatchObject({ page: 1, perPage: 2, lastPage: Math.ceil(first.total / 2) });
  const second = await shop.listPublishedPosts('pl', { page: 2, perPage: 2 });
  expect(second.posts.map((p) => p.slug)[0]).toBe(slugs[2]);
  expect(second.total).toBe(first.total);
});

test('a wrong token or preview password is a clear error, not an empty blog', async () => {
  const wrongToken = createCmsClient({ url: directus.url, token: 'not-the-token' });
  await expect(wrongToken.listPublishedPosts('pl')).rejects.toThrow(CmsError);
  const wrongPassword = createCmsClient({
    url: directus.url,
    token: directus.readerToken,
    preview: { email: directus.preview.email, password: 'wrong-password' },
  });
  await expect(wrongPassword.getPreviewPost('en', SPRING)).rejects.toThrow(/preview user could not sign in/);
  const noPreview = createCmsClient({ url: directus.url, token: directus.readerToken });
  expect(noPreview.canPreview).toBe(false);
  await expect(noPreview.getPreviewPost('en', SPRING)).rejects.toThrow(/not configured/);
});

/** A 1 × 1 PNG (a transparent pixel): Directus reads its size on upload. */
const PNG_1x1 = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
