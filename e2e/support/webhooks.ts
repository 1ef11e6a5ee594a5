// Platform webhooks as Heseya sends them (heseya/core: app/Events/WebHookEvent.php for the payload,
// app/Channels/WebHookSigner.php for the `Signature` header: hex HMAC-SHA256 of the JSON body with the
// webhook's secret), for the tests that play the platform.
import { createHmac } from 'node:crypto';

export const WEBHOOK_SECRET = 'e2e-platform-webhook-secret-2026';

/**
 * How soon after a change a shopper must see it when a webhook carried it: far inside the caches' own
 * lifetimes (PAGE_CACHE_SECONDS 60, PLATFORM_CACHE_SECONDS 300 by default), so only the webhook's purge
 * can make it, and wide enough that a loaded test machine's slow render is not taken for a missed purge.
 * How fast a change is live is the benchmark's figure (docs/benchmark.md#changes-live), not a test's.
 */
export const LIVE_WITHIN_MS = 10_000;

/** The time as PHP's Carbon::now()->format('c') writes it: seconds and an offset. */
export const heseyaTime = (at = new Date()) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00');

export interface Delivery {
  body: string;
  signature: string;
}

export function delivery(event: string, data: Record<string, unknown>, options: { secret?: string; triggeredAt?: string } = {}): Delivery {
  const body = JSON.stringify({
    event,
    triggered_at: options.triggeredAt ?? heseyaTime(),
    issuer_type: 'user',
    api_url: 'http://platform.test',
    data_type: event.replace(/(Created|Updated|Deleted).*$/, ''),
    data,
  });
  return {
    body,
    signature: createHmac('sha256', options.secret ?? WEBHOOK_SECRET)
      .update(body)
      .digest('hex'),
  };
}

/** POSTs a delivery to a storefront's webhook address; answers the status. */
export async function post(base: string, { body, signature }: Delivery): Promise<number> {
  const response = await fetch(`${base}/api/webhooks/platform`, { method: 'POST', headers: { 'content-type': 'application/json', signature }, body });
  await response.arrayBuffer();
  return response.status;
}
