// POST /api/webhooks/platform: the platform's webhooks (Heseya's, signed with PLATFORM_WEBHOOK_SECRET) drop
// what changed from the caches of every process (docs/architecture.md#purges). Without a secret
// configured the address does not exist: nothing unsigned purges.
import type { APIRoute } from 'astro';
import { cacheRedisUrl, env } from '../../../lib/env';
import { purgeEverywhere } from '../../../lib/cache-purge/purge';
import { receivePlatformWebhook } from '../../../lib/webhooks/receive';
import { sharedReplayGuard } from '../../../lib/webhooks/replay-guard';

const notFound = () => new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

export const POST: APIRoute = async ({ request }) => {
  const config = env();
  const secret = config.PLATFORM_WEBHOOK_SECRET;
  if (!secret) return notFound();
  return receivePlatformWebhook(request, { secret, guard: await sharedReplayGuard(cacheRedisUrl(config)), purge: purgeEverywhere });
};

export const ALL: APIRoute = () => notFound();
