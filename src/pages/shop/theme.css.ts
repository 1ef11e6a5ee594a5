// The shop's theme colours and custom CSS from settings (see src/lib/catalogue/shell-assets.ts).
import type { APIRoute } from 'astro';
import { shopStylesheet, VERSIONED_ASSET_CACHE } from '../../lib/catalogue/shell-assets';

export const GET: APIRoute = ({ locals, url }) => {
  const css = locals.shop?.settings ? shopStylesheet(locals.shop.settings) : '';
  return new Response(css, {
    headers: {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': url.searchParams.has('v') ? VERSIONED_ASSET_CACHE : 'public, max-age=0, s-maxage=60',
    },
  });
};
