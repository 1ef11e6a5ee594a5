// sitemap.xml: home, categories, products and content pages in both locales with their alternates.
import type { APIRoute } from 'astro';
import { siteOrigin } from '../i18n/request';
import { sitemapPaths, sitemapXml } from '../lib/catalogue/sitemap';
import { publicCacheControl } from '../lib/catalogue/cache-policy';
import { env } from '../lib/env';

export const GET: APIRoute = async ({ url }) => {
  const xml = sitemapXml(siteOrigin(url), await sitemapPaths());
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': publicCacheControl({ sharedSeconds: Math.max(env().PAGE_CACHE_SECONDS, 300) }),
    },
  });
};
