// The request side of /blog, /blog/{slug} and their /en twins. The posts come from the content system
// (Directus) when one is configured, else from the Markdown collection built with the site. From Directus:
// only published posts whose date has come (the reader's role says so in Directus, and the query says so
// again for a Directus whose licence cannot restrict the role), kept like the platform's answers, so an
// outage shows the kept copy; with none kept, the blog's own "unavailable" state (503), never an error
// page with a stack. An unknown slug, or one that cannot be a slug, is the shop's ordinary 404.
import type { AstroGlobal } from 'astro';
import type { Locale } from '../../i18n/locales';
import { LOCALES } from '../../i18n/locales';
import { env } from '../../lib/env';
import { publicCacheControl } from '../../lib/catalogue/cache-policy';
import { SLUG_PATTERN, type CmsBlogPost } from '../../lib/cms/blog-post';
import { MAX_PER_PAGE, type CmsClient } from '../../lib/cms/client';
import { renderPostBody } from '../../lib/cms/post-body';
import { shopCms } from '../../lib/cms/shop-reads';
import { viewOfCmsPost, type PostView } from '../../components/blog/post-view';
import { previewCoverRoot } from '../../components/blog/alternates';

/** The Markdown collection, as src/components/blog/posts.ts reads it (kept apart: it needs astro:content). */
export interface MarkdownBlog<Entry> {
  list(locale: Locale): Promise<PostView[]>;
  post(locale: Locale, slug: string): Promise<{ view: PostView; entry: Entry } | undefined>;
  locales(slug: string): Promise<Locale[]>;
}

export interface BlogSources<Entry> {
  /** The content system's client; undefined: the Markdown collection. */
  cms: CmsClient | undefined;
  markdown: MarkdownBlog<Entry>;
}

export type BlogList = { status: 200; posts: PostView[] } | { status: 503 };

/** The body of a post: the Markdown collection's entry (rendered by Astro) or sanitised HTML from the content system. */
export type PostBody<Entry> = { entry: Entry } | { html: string };

export type BlogPost<Entry> = { status: 404 } | { status: 503 } | { status: 200; post: PostView; body: PostBody<Entry>; locales: Locale[] };

const failed = (what: string, error: unknown) =>
  console.error(`[blog] ${what} could not be read from Directus:`, error instanceof Error ? error.message : error);

/** The posts of a locale, newest first (from Directus: the newest MAX_PER_PAGE). */
export async function loadBlogList<Entry>(locale: Locale, sources: BlogSources<Entry>): Promise<BlogList> {
  if (!sources.cms) return { status: 200, posts: await sources.markdown.list(locale) };
  try {
    const page = await sources.cms.listPublishedPosts(locale, { perPage: MAX_PER_PAGE });
    return { status: 200, posts: page.posts.map((post) => viewOfCmsPost(post)) };
  } catch (error) {
    failed(`the ${locale} posts`, error);
    return { status: 503 };
  }
}

/** One post by its slug, with the locales it exists in (its own first among them, for the alternates). */
export async function loadBlogPost<Entry>(locale: Locale, slug: string | undefined, sources: BlogSources<Entry>): Promise<BlogPost<Entry>> {
  if (!slug || !SLUG_PATTERN.test(slug)) return { status: 404 };
  const { cms, markdown } = sources;
  if (!cms) {
    const found = await markdown.post(locale, slug);
    if (!found) return { status: 404 };
    return { status: 200, post: found.view, body: { entry: found.entry }, locales: await markdown.locales(slug) };
  }
  let post: CmsBlogPost | undefined;
  try {
    post = await cms.getPublishedPost(locale, slug);
  } catch (error) {
    failed(`the post '${slug}' (${locale})`, error);
    return { status: 503 };
  }
  if (!post) return { status: 404 };
  // A translation that cannot be read now is left out of the alternates; the post itself still shows.
  const others = await Promise.all(
    LOCALES.filter((other) => other !== locale).map(async (other) => {
      try {
        return (await cms.getPublishedPost(other, slug)) ? other : undefined;
      } catch (error) {
        failed(`the translation '${slug}' (${other})`, error);
        return undefined;
      }
    }),
  );
  const locales = LOCALES.filter((candidate) => candidate === locale || others.includes(candidate));
  return { status: 200, post: viewOfCmsPost(post), body: { html: renderPostBody(post.body, locale) }, locales };
}

/**
 * A post by its slug whatever its status or date, for a member of staff's preview: read as the content
 * system's preview user, never through the shoppers' cached reads. Its locales are those where a post with
 * the slug exists in any status (the preview's language switch goes to the other language's preview); its
 * cover comes through the preview's own cover address. 404 without previews configured or without the post;
 * 503 when Directus cannot answer (the preview keeps no copy to stand in).
 */
export async function loadPreviewPost(locale: Locale, slug: string | undefined, cms: CmsClient | undefined): Promise<BlogPost<never>> {
  if (!slug || !SLUG_PATTERN.test(slug) || !cms?.canPreview) return { status: 404 };
  let post: CmsBlogPost | undefined;
  try {
    post = await cms.getPreviewPost(locale, slug);
  } catch (error) {
    failed(`the preview of '${slug}' (${locale})`, error);
    return { status: 503 };
  }
  if (!post) return { status: 404 };
  const others = await Promise.all(
    LOCALES.filter((other) => other !== locale).map(async (other) => {
      try {
        return (await cms.getPreviewPost(other, slug)) ? other : undefined;
      } catch (error) {
        failed(`the preview of the translation '${slug}' (${other})`, error);
        return undefined;
      }
    }),
  );
  const locales = LOCALES.filter((candidate) => candidate === locale || others.includes(candidate));
  return { status: 200, post: viewOfCmsPost(post, previewCoverRoot(locale)), body: { html: renderPostBody(post.body, locale) }, locales };
}

/**
 * The slugs of the content system's published posts with the locales each is published in (the newest
 * MAX_PER_PAGE of each locale), for the sitemap. A failed read throws: the sitemap answers 503 rather than
 * a list without the blog.
 */
export async function cmsPostLocales(cms: CmsClient): Promise<Map<string, Locale[]>> {
  const bySlug = new Map<string, Locale[]>();
  for (const locale of LOCALES) {
    const page = await cms.listPublishedPosts(locale, { perPage: MAX_PER_PAGE });
    for (const post of page.posts) bySlug.set(post.slug, [...(bySlug.get(post.slug) ?? []), locale]);
  }
  return bySlug;
}

/**
 * Blog pages may be kept by a CDN like the catalogue's (the page cache's own lifetime); the "unavailable"
 * state is never kept, so the blog comes back as soon as Directus does.
 */
function cacheHeaders(Astro: AstroGlobal, status: number): void {
  Astro.response.status = status;
  Astro.response.headers.set('Cache-Control', status === 200 ? publicCacheControl({ sharedSeconds: env().PAGE_CACHE_SECONDS }) : 'no-store');
  if (status === 503) Astro.response.headers.set('Retry-After', '60');
}

export type BlogListRoute = { locale: Locale } & BlogList;
export type BlogPostRoute<Entry> = { response: Response } | ({ response?: undefined; locale: Locale } & Exclude<BlogPost<Entry>, { status: 404 }>);

export async function blogListRoute<Entry>(Astro: AstroGlobal, locale: Locale, markdown: MarkdownBlog<Entry>): Promise<BlogListRoute> {
  const list = await loadBlogList(locale, { cms: shopCms(), markdown });
  cacheHeaders(Astro, list.status);
  return { locale, ...list };
}

export async function blogPostRoute<Entry>(Astro: AstroGlobal, locale: Locale, markdown: MarkdownBlog<Entry>): Promise<BlogPostRoute<Entry>> {
  const found = await loadBlogPost(locale, Astro.params.slug, { cms: shopCms(), markdown });
  // An empty 404 makes Astro render the shop's 404 page for this path.
  if (found.status === 404) return { response: new Response(null, { status: 404 }) };
  cacheHeaders(Astro, found.status);
  return { locale, ...found };
}
