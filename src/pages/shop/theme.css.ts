// The shop's theme colours and custom CSS from settings (see src/lib/catalogue/shell-assets.ts). Kept
// for a year only under its current version; any other `v` is sent there.
import type { APIRoute } from 'astro';
import { shopAssetAddresses, shopAssetResponse, shopStylesheet } from '../../lib/catalogue/shell-assets';

export const GET: APIRoute = ({ locals, url }) => {
  const settings = locals.shop?.settings;
  const css = settings ? shopStylesheet(settings) : '';
  return shopAssetResponse(css, 'text/css; charset=utf-8', url, settings ? shopAssetAddresses(settings).stylesheet : undefined);
};
