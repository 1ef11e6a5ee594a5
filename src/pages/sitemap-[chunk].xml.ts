// One chunk of the sitemap (/sitemap-pages-1.xml, /sitemap-categories-1.xml, /sitemap-products-3.xml),
// read from the platform before its status, then streamed (src/lib/catalogue/sitemap-source.ts).
import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/site-origin';
import { parseChunk } from '../lib/catalogue/sitemap';
import { openChunk } from '../lib/catalogue/sitemap-source';
import { repositoryPaths, sitemapHeaders, sitemapNotFound, sitemapUnavailable } from '../components/sitemap/sitemap-response';

export const GET: APIRoute = async ({ params }) => {
  const chunk = parseChunk(params.chunk);
  if (!chunk) return sitemapNotFound();
  let body;
  try {
    body = await openChunk(chunk, siteOrigin(), chunk.kind === 'pages' && chunk.number === 1 ? await repositoryPaths() : []);
  } catch (error) {
    return sitemapUnavailable(`${chunk.kind}-${chunk.number}`, error);
  }
  return body ? new Response(body, { headers: sitemapHeaders() }) : sitemapNotFound();
};
