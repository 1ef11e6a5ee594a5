// What the sitemap routes answer with: their headers, the 404 past the last chunk, the 503 when the
// platform cannot be read before the body starts, and the paths the repository itself holds.
import { getCollection } from 'astro:content';
import { postSlug } from '../blog/posts';
import { shopCms } from '../../lib/cms/shop-reads';
import { cmsPostLocales } from '../../routes/blog/blog-routes';
import { PRIVATE_NO_STORE, publicCacheControl } from '../../lib/catalogue/cache-policy';
import { everyLocale, type LocalePath } from '../../lib/catalogue/sitemap';
import { env } from '../../lib/env';

const sitemapCacheControl = () => publicCacheControl({ sharedSeconds: Math.max(env().PAGE_CACHE_SECONDS, 300) });

export function sitemapHeaders(): HeadersInit {
  return { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': sitemapCacheControl() };
}

export function sitemapNotFound(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': sitemapCacheControl() } });
}

/** 503, never cached: a crawler comes back later rather than taking a partial list as the shop. */
export function sitemapUnavailable(what: string, error: unknown): Response {
  console.error(`[sitemap] ${what} could not be read from the platform:`, error instanceof Error ? error.message : error);
  return new Response('Service unavailable\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE_NO_STORE, 'Retry-After': '120' },
  });
}

/**
 * Home, the blog and every post (in the locales it is written in: from the content system when one is
 * configured, else the Markdown collection) and the contact page.
 */
export async function repositoryPaths(): Promise<LocalePath[]> {
  const bySlug = new Map<string, LocalePath>();
  const cms = shopCms();
  if (cms) {
    for (const [slug, locales] of await cmsPostLocales(cms)) bySlug.set(`/blog/${slug}`, { path: `/blog/${slug}`, locales });
  }
  for (const post of cms ? [] : await getCollection('blog')) {
    const path = `/blog/${postSlug(post)}`;
    const entry = bySlug.get(path) ?? { path, locales: [] };
    bySlug.set(path, { path, locales: [...entry.locales, post.data.locale] });
  }
  return [everyLocale('/'), everyLocale('/blog'), ...bySlug.values(), everyLocale('/kontakt')];
}
