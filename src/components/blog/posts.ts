// Reading the blog collection for pages: posts of a locale (newest first), one post, its
// translations, and the cache policy of blog pages.
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '../../i18n/locales';
import { env } from '../../lib/env';
import { publicCacheControl } from '../../lib/catalogue/cache-policy';

export type BlogPost = CollectionEntry<'blog'>;

/** The URL slug of a post: its folder name (ids are '<locale>/<slug>'). */
export function postSlug(post: BlogPost): string {
  return post.id.slice(post.id.indexOf('/') + 1);
}

/** The posts written in a locale, newest first. */
export async function postsIn(locale: Locale): Promise<BlogPost[]> {
  const posts = await getCollection('blog', (post) => post.data.locale === locale);
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

/** The post with this slug in this locale, if there is one. */
export async function postOf(locale: Locale, slug: string | undefined): Promise<BlogPost | undefined> {
  if (!slug) return undefined;
  // getCollection, not getEntry: a missing post is a normal 404, not a warning in the log.
  const [post] = await getCollection('blog', (entry) => entry.id === `${locale}/${slug}`);
  return post;
}

/** The locales in which a post with this slug exists (its own and its translations). */
export async function localesOfPost(slug: string): Promise<Locale[]> {
  const posts = await getCollection('blog', (post) => postSlug(post) === slug);
  return posts.map((post) => post.data.locale);
}

/**
 * Blog pages change only with a deploy, so a CDN may keep them like the catalogue pages
 * (the shell middleware still makes them private when they set a cookie).
 */
export function cacheBlogPage(headers: Headers): void {
  headers.set('Cache-Control', publicCacheControl({ sharedSeconds: env().PAGE_CACHE_SECONDS }));
}
