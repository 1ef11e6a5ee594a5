// robots.txt: everything public may be crawled except personal pages and search results;
// points at the sitemap. A shop that is not production asks crawlers to stay away entirely.
import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/site-origin';
import { publicCacheControl } from '../lib/catalogue/cache-policy';
import { env } from '../lib/env';
import { robotsTxt } from '../lib/catalogue/robots-txt';

export const GET: APIRoute = () =>
  new Response(robotsTxt(siteOrigin(), env().IS_PRODUCTION), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': publicCacheControl({ sharedSeconds: Math.max(env().PAGE_CACHE_SECONDS, 300) }) },
  });
