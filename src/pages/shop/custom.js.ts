// The shop's custom JS from settings, as a same-origin script the page CSP allows; it runs
// under that CSP like any script of the shop (see src/lib/catalogue/shell-assets.ts).
import type { APIRoute } from 'astro';
import { shopScript, VERSIONED_ASSET_CACHE } from '../../lib/catalogue/shell-assets';

export const GET: APIRoute = ({ locals, url }) => {
  const js = locals.shop?.settings ? shopScript(locals.shop.settings) : '';
  return new Response(js, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': url.searchParams.has('v') ? VERSIONED_ASSET_CACHE : 'public, max-age=0, s-maxage=60',
    },
  });
};
