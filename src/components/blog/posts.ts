// The Markdown collection (src/content/blog) as the blog's routes read it when no content system is
// configured: posts of a locale (newest first), one post, and the locales a slug exists in.
import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '../../i18n/locales';
import type { MarkdownBlog } from '../../routes/blog/blog-routes';
import { viewOfMarkdownPost } from './post-view';

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

export const markdownBlog: MarkdownBlog<BlogPost> = {
  list: async (locale) => (await postsIn(locale)).map((post) => viewOfMarkdownPost(postSlug(post), post.data)),
  post: async (locale, slug) => {
    const entry = await postOf(locale, slug);
    return entry ? { view: viewOfMarkdownPost(slug, entry.data), entry } : undefined;
  },
  locales: localesOfPost,
};
