// The request side of /media/blog/{file id}/{width}.webp and of the preview's /preview/media/blog/… (and its
// /en twin): a post's cover from the content system, through the shop (src/lib/cms/cover.ts). Shoppers get
// the cover of a post the shop shows (a published post whose date has come), asked once per file through the
// cached reads; a member of staff allowed to preview posts gets the cover of any post, fetched afresh and
// answered `private, no-store`. Anything else, and everything without a configured Directus: 404.
import type { APIContext } from 'astro';
import { env } from '../../lib/env';
import { cmsConfigFromEnv } from '../../lib/cms/config';
import { serveCover } from '../../lib/cms/cover';
import { cachedCovers, shopCms } from '../../lib/cms/shop-reads';
import { mayPreview } from '../../lib/preview/permissions';
import { previewStaff } from '../../lib/preview/staff';
import { routeShop } from '../../lib/request/route-context';
import { PREVIEW_HEADERS } from '../preview/preview-route';

type CoverParams = { id?: string | undefined; file?: string | undefined };

export function coverRoute(params: CoverParams): Promise<Response> {
  const config = cmsConfigFromEnv(env());
  const cms = shopCms();
  if (!config || !cms) return Promise.resolve(new Response(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=300' } }));
  return serveCover(
    { url: config.url, token: config.token, timeoutMs: config.timeoutMs ?? 20_000, cache: cachedCovers(), isCover: (id) => cms.isPublishedCover(id) },
    params.id,
    params.file,
  );
}

/** A preview's cover: only for a request carrying a preview session of staff allowed to preview posts. */
export async function previewCoverRoute(
  context: Pick<APIContext, 'url' | 'cookies' | 'clientAddress' | 'locals' | 'currentLocale' | 'params'>,
): Promise<Response> {
  const notFound = () => new Response(null, { status: 404, headers: PREVIEW_HEADERS });
  const config = cmsConfigFromEnv(env());
  const cms = shopCms();
  if (!config || !cms?.canPreview) return notFound();
  const shop = routeShop(context);
  const staff = await previewStaff(context, { language: shop.locale, salesChannelId: shop.salesChannelId, currency: shop.currency });
  if (!staff || !mayPreview(staff.permissions, 'post')) return notFound();
  const response = await serveCover(
    { url: config.url, token: config.token, timeoutMs: config.timeoutMs ?? 20_000, isCover: (id) => cms.isPreviewCover(id) },
    context.params.id,
    context.params.file,
  );
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) response.headers.set(name, value);
  return response;
}
