// The request side of /media/blog/{file id}/{width}.webp: a post's cover from the content system, through the
// shop (src/lib/cms/cover.ts). Without a configured Directus there are no such covers: 404.
import { env } from '../../lib/env';
import { cmsConfigFromEnv } from '../../lib/cms/config';
import { serveCover } from '../../lib/cms/cover';
import { cachedCovers } from '../../lib/cms/shop-reads';

export function coverRoute(params: { id?: string | undefined; file?: string | undefined }): Promise<Response> {
  const config = cmsConfigFromEnv(env());
  if (!config) return Promise.resolve(new Response(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=300' } }));
  return serveCover({ url: config.url, token: config.token, timeoutMs: config.timeoutMs ?? 20_000, cache: cachedCovers() }, params.id, params.file);
}
