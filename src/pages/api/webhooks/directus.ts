// POST /api/webhooks/directus: the content system's flow says that blog posts changed (docs/content-system.md#how-fast-changes-show);
// the shop reads them again from Directus and drops its copies when what shoppers see of them changed.
// Without DIRECTUS_WEBHOOK_SECRET (and the content system's address and token) the address does not exist.
import type { APIRoute } from 'astro';
import { cacheRedisUrl, env } from '../../../lib/env';
import { purgeEverywhere } from '../../../lib/cache-purge/purge';
import { memorySeenVersions, readVisible, receiveDirectusPing, redisSeenVersions, type SeenVersions } from '../../../lib/webhooks/directus';

const notFound = () => new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

let seen: Promise<SeenVersions> | undefined;
/** This process's memory of what shoppers saw of each post: one per process, however many pings ask at once. */
function seenVersions(redisUrl: string | undefined): Promise<SeenVersions> {
  seen ??= redisUrl ? redisVersions(redisUrl) : Promise.resolve(memorySeenVersions());
  return seen;
}

async function redisVersions(redisUrl: string): Promise<SeenVersions> {
  const { Redis } = await import('ioredis');
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
  client.on('error', (error: Error) => console.error("[webhooks] Redis unreachable, the content system's pings are refused until it answers:", error.message));
  return redisSeenVersions(client);
}

export const POST: APIRoute = async ({ request }) => {
  const config = env();
  const secret = config.DIRECTUS_WEBHOOK_SECRET;
  if (!secret || !config.DIRECTUS_URL || !config.DIRECTUS_TOKEN) return notFound();
  const directus = { url: config.DIRECTUS_URL, token: config.DIRECTUS_TOKEN, timeoutMs: config.PLATFORM_TIMEOUT_MS };
  return receiveDirectusPing(request, {
    secret,
    read: (keys) => readVisible(directus, keys),
    seen: await seenVersions(cacheRedisUrl(config)),
    purge: purgeEverywhere,
  });
};

export const ALL: APIRoute = () => notFound();
