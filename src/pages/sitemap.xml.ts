// sitemap.xml: the sitemap index, one <sitemap> per chunk (src/pages/sitemap-[chunk].xml.ts). How
// many chunks of products, categories and content pages exist comes from the platform's totals.
import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/site-origin';
import { sitemapChunks, sitemapIndexXml } from '../lib/catalogue/sitemap';
import { sitemapTotals } from '../lib/catalogue/sitemap-source';
import { sitemapHeaders, sitemapUnavailable } from '../components/sitemap/sitemap-response';

export const GET: APIRoute = async () => {
  let totals;
  try {
    totals = await sitemapTotals();
  } catch (error) {
    return sitemapUnavailable('index', error);
  }
  return new Response(sitemapIndexXml(siteOrigin(), sitemapChunks(totals)), { headers: sitemapHeaders() });
};
