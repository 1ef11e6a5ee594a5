// The blog's request logic with both sources: the Markdown collection when no content system is
// configured, and a content system (a stand-in for the client) that answers, fails or has no such post.
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/locales';
import type { CmsBlogPost } from '../../lib/cms/blog-post';
import { CmsError, type CmsClient } from '../../lib/cms/client';
import type { PostView } from '../../components/blog/post-view';
import { cmsPostLocales, loadBlogList, loadBlogPost, loadPreviewPost, type MarkdownBlog } from './blog-routes';

const COVER_ID = '3f1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

function cmsPost(locale: Locale, slug: string, change: Partial<CmsBlogPost> = {}): CmsBlogPost {
  return {
    id: `${locale}-${slug}`,
    status: 'published',
    locale,
    slug,
    title: `Title ${locale}`,
    lead: 'The lead.',
    body: '## Heading\n\nSome **bold** text.<script>alert(1)</script><img src=x onerror="alert(2)">',
    cover: { id: COVER_ID, type: 'image/png', width: 1000, height: 525, alt: 'A bike' },
    tags: ['bikes'],
    author: 'Anna',
    publishedAt: new Date('2026-03-01T10:00:00Z'),
    seo: { title: 'SEO title', description: 'SEO description' },
    ...change,
  };
}

/**
 * A content-system client over a map of posts by `locale/slug`; `failing` slugs throw as an outage would.
 * With `preview`, it has a preview user who reads `drafts` too.
 */
function fakeCms(posts: CmsBlogPost[], failing: string[] = [], preview?: { drafts: CmsBlogPost[] }): CmsClient & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    canPreview: preview !== undefined,
    async listPublishedPosts(locale) {
      reads.push(`list ${locale}`);
      if (failing.includes('*')) throw new CmsError('Directus: the posts failed: fetch failed');
      const mine = posts.filter((p) => p.locale === locale);
      return { posts: mine, page: 1, perPage: 100, total: mine.length, lastPage: 1 };
    },
    async getPublishedPost(locale, slug) {
      reads.push(`post ${locale}/${slug}`);
      if (failing.includes('*') || failing.includes(`${locale}/${slug}`)) throw new CmsError(`Directus: the post '${slug}' failed: fetch failed`);
      return posts.find((p) => p.locale === locale && p.slug === slug);
    },
    async getPreviewPost(locale, slug) {
      if (!preview) throw new Error("a shopper's page never previews");
      reads.push(`preview ${locale}/${slug}`);
      if (failing.includes('*') || failing.includes(`${locale}/${slug}`)) throw new CmsError(`Directus: the preview of '${slug}' failed: fetch failed`);
      return [...preview.drafts, ...posts].find((p) => p.locale === locale && p.slug === slug);
    },
    async isPublishedCover() {
      throw new Error('pages never ask about covers');
    },
    async isPreviewCover() {
      throw new Error('pages never ask about covers');
    },
  };
}

const markdownView = (locale: Locale, slug: string): PostView => ({ locale, slug, title: `Markdown ${slug}`, tags: [], seo: { title: `Markdown ${slug}` } });
const markdown: MarkdownBlog<string> = {
  list: async (locale) => [markdownView(locale, 'linen-care')],
  post: async (locale, slug) => (slug === 'linen-care' ? { view: markdownView(locale, slug), entry: `${locale}/${slug}` } : undefined),
  locales: async () => ['pl', 'en'],
};

describe('without a content system', () => {
  it("the list and the posts are the Markdown collection's", async () => {
    expect(await loadBlogList('pl', { cms: undefined, markdown })).toEqual({ status: 200, posts: [markdownView('pl', 'linen-care')] });
    expect(await loadBlogPost('en', 'linen-care', { cms: undefined, markdown })).toEqual({
      status: 200,
      post: markdownView('en', 'linen-care'),
      body: { entry: 'en/linen-care' },
      locales: ['pl', 'en'],
    });
    expect(await loadBlogPost('en', 'no-such-post', { cms: undefined, markdown })).toEqual({ status: 404 });
  });
});

describe('with a content system', () => {
  it("lists its posts of the locale with covers through the shop's own route", async () => {
    const cms = fakeCms([cmsPost('pl', 'jak-dobrac-rower'), cmsPost('en', 'choosing-a-bike')]);
    const list = await loadBlogList('pl', { cms, markdown });
    expect(list.status).toBe(200);
    const posts = list.status === 200 ? list.posts : [];
    expect(posts.map((p) => p.slug)).toEqual(['jak-dobrac-rower']);
    expect(posts[0]).toMatchObject({ title: 'Title pl', lead: 'The lead.', author: 'Anna', tags: ['bikes'], date: new Date('2026-03-01T10:00:00Z') });
    // A 1000 px file is never asked for wider than it is.
    expect(posts[0]?.cover).toEqual({
      src: `/media/blog/${COVER_ID}/960.webp`,
      srcset: `/media/blog/${COVER_ID}/320.webp 320w, /media/blog/${COVER_ID}/480.webp 480w, /media/blog/${COVER_ID}/640.webp 640w, /media/blog/${COVER_ID}/960.webp 960w`,
      width: 1000,
      height: 525,
      alt: 'A bike',
    });
  });

  it("renders the body's Markdown and sanitises it", async () => {
    const found = await loadBlogPost('pl', 'jak-dobrac-rower', { cms: fakeCms([cmsPost('pl', 'jak-dobrac-rower')]), markdown });
    expect(found.status).toBe(200);
    const html = found.status === 200 && 'html' in found.body ? found.body.html : '';
    expect(html).toContain('<h2');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/<script|onerror|alert/);
  });

  it('links a post to its translation only when the translation is published', async () => {
    const both = fakeCms([cmsPost('pl', 'rower'), cmsPost('en', 'rower')]);
    expect(await loadBlogPost('en', 'rower', { cms: both, markdown })).toMatchObject({ status: 200, locales: ['pl', 'en'] });
    const alone = fakeCms([cmsPost('en', 'rower')]);
    expect(await loadBlogPost('en', 'rower', { cms: alone, markdown })).toMatchObject({ status: 200, locales: ['en'] });
    // A translation that cannot be read now is left out; the post still shows.
    const translationDown = fakeCms([cmsPost('pl', 'rower'), cmsPost('en', 'rower')], ['pl/rower']);
    expect(await loadBlogPost('en', 'rower', { cms: translationDown, markdown })).toMatchObject({ status: 200, locales: ['en'] });
  });

  it('an unknown slug is a 404, and a slug that cannot be one is a 404 without asking Directus', async () => {
    const cms = fakeCms([cmsPost('pl', 'rower')]);
    expect(await loadBlogPost('pl', 'nie-ma', { cms, markdown })).toEqual({ status: 404 });
    expect(cms.reads).toEqual(['post pl/nie-ma']);
    for (const slug of ['Rower', '../admin', 'a--b', 'rower?x=1', '', undefined]) {
      expect(await loadBlogPost('pl', slug, { cms, markdown })).toEqual({ status: 404 });
    }
    expect(cms.reads).toEqual(['post pl/nie-ma']);
  });

  it("a Directus that fails (and has no kept copy) is the blog's unavailable state, not an error", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cms = fakeCms([cmsPost('pl', 'rower')], ['*']);
    expect(await loadBlogList('pl', { cms, markdown })).toEqual({ status: 503 });
    expect(await loadBlogPost('pl', 'rower', { cms, markdown })).toEqual({ status: 503 });
    expect(errors).toHaveBeenCalledWith('[blog] the pl posts could not be read from Directus:', 'Directus: the posts failed: fetch failed');
    errors.mockRestore();
  });
});

describe("the sitemap's posts from a content system", () => {
  it('are the published slugs with the locales each is published in', async () => {
    const cms = fakeCms([cmsPost('pl', 'rower'), cmsPost('en', 'rower'), cmsPost('en', 'only-english')]);
    expect([...(await cmsPostLocales(cms))]).toEqual([
      ['rower', ['pl', 'en']],
      ['only-english', ['en']],
    ]);
  });

  it('a failed read fails the list rather than leave the blog out', async () => {
    await expect(cmsPostLocales(fakeCms([], ['*']))).rejects.toThrow(CmsError);
  });
});

describe("a member of staff's preview of a post", () => {
  const draft = cmsPost('pl', 'szkic', { status: 'draft', publishedAt: undefined });
  const draftEn = cmsPost('en', 'szkic', { status: 'draft', publishedAt: undefined });

  it("reads the post whatever its status as the preview user, with its cover at the preview's address", async () => {
    const cms = fakeCms([], [], { drafts: [draft, draftEn] });
    const found = await loadPreviewPost('pl', 'szkic', cms);
    expect(found).toMatchObject({ status: 200, locales: ['pl', 'en'], post: { title: 'Title pl', slug: 'szkic' } });
    if (found.status !== 200) throw new Error('expected the post');
    expect(found.post.cover?.src).toBe(`/preview/media/blog/${COVER_ID}/960.webp`);
    expect(found.post.cover?.srcset).toMatch(new RegExp(`^/preview/media/blog/${COVER_ID}/320\\.webp 320w`));
    expect('html' in found.body && found.body.html).not.toContain('<script');
    // Only the preview user's reads: nothing goes through the shoppers' (cached) reads.
    expect(cms.reads).toEqual(['preview pl/szkic', 'preview en/szkic']);

    const english = await loadPreviewPost('en', 'szkic', cms);
    if (english.status !== 200) throw new Error('expected the post');
    expect(english.post.cover?.src).toBe(`/en/preview/media/blog/${COVER_ID}/960.webp`);
  });

  it('is a 404 without previews configured, without the post, or for a slug that cannot be one', async () => {
    expect(await loadPreviewPost('pl', 'szkic', fakeCms([draft]))).toEqual({ status: 404 });
    expect(await loadPreviewPost('pl', 'szkic', undefined)).toEqual({ status: 404 });
    const cms = fakeCms([], [], { drafts: [draft] });
    expect(await loadPreviewPost('pl', 'nie-ma', cms)).toEqual({ status: 404 });
    for (const slug of ['../x', 'Szkic', '', undefined]) expect(await loadPreviewPost('pl', slug, cms)).toEqual({ status: 404 });
  });

  it('Directus failing is a 503; a translation that cannot be read is left out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadPreviewPost('pl', 'szkic', fakeCms([], ['*'], { drafts: [draft] }))).toEqual({ status: 503 });
    expect(await loadPreviewPost('pl', 'szkic', fakeCms([], ['en/szkic'], { drafts: [draft, draftEn] }))).toMatchObject({ status: 200, locales: ['pl'] });
    vi.restoreAllMocks();
  });
});
