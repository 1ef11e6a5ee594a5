// Receiving a platform webhook: nothing purges unless the body is signed with the webhook's secret, recent
// and not seen before. Answers carry no detail of what was wrong (a forger learns nothing); a good delivery
// is answered as soon as this process has dropped what it names.
import type { Purge } from '../cache-purge/purge';
import { signatureMatches, SIGNATURE_HEADER } from './heseya-signature';
import { freshEnough, MAX_AGE_MS, MAX_AHEAD_MS, platformEventSchema, purgeForEvent } from './platform-event';
import type { ReplayGuard } from './replay-guard';

/** The largest body taken: a product with its descriptions and media is tens of kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface ReceiveOptions {
  secret: string;
  guard: ReplayGuard;
  purge: (purge: Purge) => Promise<void>;
  now?: () => number;
}

const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/** The body's bytes, or null past `limit` (read no further than that). */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    length += read.value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function receivePlatformWebhook(request: Request, options: ReceiveOptions): Promise<Response> {
  const now = options.now ?? Date.now;
  const body = await readLimited(request, MAX_BODY_BYTES);
  if (!body) return answer(413);
  const signature = request.headers.get(SIGNATURE_HEADER);
  if (signature === null || !signatureMatches(body, signature, options.secret)) return answer(401);

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return answer(400);
  }
  const event = platformEventSchema.safeParse(json);
  if (!event.success) return answer(400);
  // Signed but stale (or dated ahead): an old delivery sent again after the window.
  if (!freshEnough(event.data.triggered_at, now())) return answer(401);

  const purge = purgeForEvent(event.data);
  if (!purge) return answer(204);
  // The same delivery again: it was acted on when first taken.
  let first: boolean;
  try {
    first = await options.guard.firstSighting(signature.trim().toLowerCase(), MAX_AGE_MS + MAX_AHEAD_MS);
  } catch (error) {
    // Unable to tell a replay from a first delivery: nothing is purged, and the platform sends it again later.
    console.error('[webhooks] the replay guard could not answer:', error instanceof Error ? error.message : error);
    return answer(503);
  }
  if (!first) return answer(204);
  await options.purge(purge);
  return answer(204);
}
