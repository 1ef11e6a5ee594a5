// The shop's custom JS from settings, as a same-origin script the page CSP allows; it runs
// under that CSP like any script of the shop (see src/lib/catalogue/shell-assets.ts). Kept for a year
// only under its current version; any other `v` is sent there.
import type { APIRoute } from 'astro';
import { shopAssetAddresses, shopAssetResponse, shopScript } from '../../lib/catalogue/shell-assets';

export const GET: APIRoute = ({ locals, url }) => {
  const settings = locals.shop?.settings;
  const js = settings ? shopScript(settings) : '';
  return shopAssetResponse(js, 'text/javascript; charset=utf-8', url, settings ? shopAssetAddresses(settings).script : undefined);
};
