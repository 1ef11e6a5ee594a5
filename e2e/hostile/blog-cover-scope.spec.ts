// The shop's cover route asks Directus for a file with the storefront reader's token, and that token can
// read every file of Directus's library (a role restricted to covers needs a Directus licence). Served by
// file id alone, the route would hand any shopper who learns an id a file that is no cover (an uploaded
// contract scan, a price list) and the cover of a draft before its post is public. The shop serves only the
// covers of posts it shows; a draft's cover only to a member of staff's preview.
import { readFileSync } from 'node:fs';
import { createPost, uploadImage } from '../support/directus';
import { expect, test } from '../support/directus-fixtures';

const IMAGE = new Uint8Array(readFileSync('src/content/blog/pl/linen-care/cover.jpg'));
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

test("a shopper gets 404 for a file that is no cover of a shown post: a library file, a draft's or a scheduled post's cover", async ({ request, directus }) => {
  const notACover = await uploadImage(directus, 'umowa-skan.jpg', IMAGE, 'image/jpeg');
  const draftCover = await uploadImage(directus, 'draft-cover.jpg', IMAGE, 'image/jpeg');
  const scheduledCover = await uploadImage(directus, 'scheduled-cover.jpg', IMAGE, 'image/jpeg');
  const shownCover = await uploadImage(directus, 'shown-cover.jpg', IMAGE, 'image/jpeg');
  await createPost(directus, { status: 'draft', language: 'pl', title: 'Szkic', slug: unique('szkic'), cover: draftCover, cover_alt: 'Szkic' });
  await createPost(directus, {
    status: 'published',
    published_at: daysFromNow(3),
    language: 'en',
    title: 'Scheduled',
    slug: unique('scheduled'),
    cover: scheduledCover,
    cover_alt: 'Scheduled',
  });
  await createPost(directus, {
    status: 'published',
    published_at: daysFromNow(-1),
    language: 'pl',
    title: 'Opublikowany',
    slug: unique('opublikowany'),
    cover: shownCover,
    cover_alt: 'Opublikowany',
  });

  // The cover of a shown post is served (the route works), and only it.
  const shown = await request.get(`/media/blog/${shownCover}/640.webp`);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('image/webp');

  for (const id of [notACover, draftCover, scheduledCover]) {
    for (const path of [
      `/media/blog/${id}/640.webp`,
      `/media/blog/${id.toUpperCase()}/320.webp`,
      `/preview/media/blog/${id}/640.webp`,
      `/en/preview/media/blog/${id}/1200.webp`,
    ]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(answer.headers()['content-type'] ?? '', path).not.toContain('image/');
      expect((await answer.body()).length, path).toBe(0);
    }
  }
});
