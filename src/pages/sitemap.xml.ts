// sitemap.xml: home, categories, products, content pages, the blog and the contact page with their alternates.
import type { APIRoute } from 'astro';
import { siteOrigin } from '../i18n/request';
import { sitemapPaths, sitemapXml, type LocalePath } from '../lib/catalogue/sitemap';
import { getCollection } from 'astro:content';
import { postSlug } from '../components/blog/posts';
import { publicCacheControl } from '../lib/catalogue/cache-policy';
import { env } from '../lib/env';

/** '/blog' and every post, in the locales it is written in. */
async function blogPaths(): Promise<LocalePath[]> {
  const bySlug = new Map<string, LocalePath>();
  for (const post of await getCollection('blog')) {
    const path = `/blog/${postSlug(post)}`;
    const entry = bySlug.get(path) ?? { path, locales: [] };
    bySlug.set(path, { path, locales: [...entry.locales, post.data.locale] });
  }
  return [...bySlug.values()];
}

export const GET: APIRoute = async ({ url }) => {
  const xml = sitemapXml(siteOrigin(url), [...(await sitemapPaths()), '/blog', '/kontakt'], await blogPaths());
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': publicCacheControl({ sharedSeconds: Math.max(env().PAGE_CACHE_SECONDS, 300) }),
    },
  });
};
