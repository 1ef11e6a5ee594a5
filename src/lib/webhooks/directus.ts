// Receiving the content system's flow (Directus: an event hook on the blog's posts, then a request to the
// shop, directus/setup.ts). A flow cannot sign what it sends, so its request is only a "something changed"
// ping naming the collection and the keys, with the shared secret in a header (compared in constant time):
// the shop reads those items again from Directus itself, with its own read-only token, and purges only when
// what shoppers can see of them differs from what it saw last time. A replayed ping finds nothing new and
// purges nothing; a forged one cannot say anything the shop believes.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Purge } from '../cache-purge/purge';
import { readLimited } from './receive';

export const DIRECTUS_SECRET_HEADER = 'X-Webhook-Secret';
export const BLOG_COLLECTION = 'blog_posts';
/** A ping is a few hundred bytes (the trigger's keys and the changed fields). */
const MAX_PING_BYTES = 256 * 1024;
const MAX_KEYS = 100;

const key = z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().nonnegative()]).transform(String);

/** What Directus's event hook gives (`$trigger`): `key` on a create, `keys` on an update or a delete. */
export const pingSchema = z.looseObject({
  event: z.string().max(128).optional(),
  collection: z.string().max(64),
  key: key.optional(),
  keys: z.array(key).max(MAX_KEYS).optional(),
});

/** What shoppers can see of a post: its state, place and last change; a post they cannot see has none. */
const visibleSchema = z.array(
  z.looseObject({
    id: key,
    status: z.string().nullish(),
    language: z.string().nullish(),
    slug: z.string().nullish(),
    published_at: z.string().nullish(),
    date_updated: z.string().nullish(),
  }),
);
const VISIBLE_FIELDS = ['id', 'status', 'language', 'slug', 'published_at', 'date_updated'];
export const ABSENT = 'absent';

/** Reads, as the storefront's read-only user, the fingerprint of each published post by key (ABSENT when shoppers see none). */
export async function readVisible(
  config: { url: string; token: string; timeoutMs: number; fetch?: typeof fetch },
  keys: readonly string[],
): Promise<Map<string, string>> {
  // Published and due, as the blog's own reads ask: a draft saved again changes nothing shoppers see, even
  // where Directus (without a licence) lets the reader's token read drafts.
  const filter = { _and: [{ id: { _in: keys } }, { status: { _eq: 'published' } }, { published_at: { _lte: '$NOW' } }] };
  const query = new URLSearchParams({ filter: JSON.stringify(filter), fields: VISIBLE_FIELDS.join(','), limit: String(keys.length) });
  const response = await (config.fetch ?? fetch)(`${config.url}/items/${BLOG_COLLECTION}?${query}`, {
    headers: { Authorization: `Bearer ${config.token}` },
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`Directus answered ${response.status}`);
  const items = visibleSchema.parse(((await response.json()) as { data?: unknown }).data);
  const fingerprints = new Map<string, string>(keys.map((k) => [k, ABSENT]));
  for (const item of items) {
    if (!fingerprints.has(item.id)) continue;
    fingerprints.set(item.id, JSON.stringify(VISIBLE_FIELDS.map((field) => item[field] ?? null)));
  }
  return fingerprints;
}

/** What was last seen of each post: `swap` stores the new fingerprint and answers the one it replaces. */
export interface SeenVersions {
  swap(key: string, fingerprint: string): Promise<string | null>;
}

export function memorySeenVersions(max = 10_000): SeenVersions {
  const seen = new LRUCache<string, string>({ max });
  return {
    async swap(key, fingerprint) {
      const before = seen.get(key) ?? null;
      seen.set(key, fingerprint);
      return before;
    },
  };
}

/** In Redis or Valkey (6.2+): `SET … GET` swaps in one step, so of two processes taking one ping, one purges. */
export function redisSeenVersions(client: Pick<Redis, 'set'>, prefix = 'storefront:directus-seen:'): SeenVersions {
  return {
    async swap(key, fingerprint) {
      return client.set(`${prefix}${key}`, fingerprint, 'EX', 90 * 24 * 60 * 60, 'GET');
    },
  };
}

/** Whether the header carries the secret, compared in constant time (over digests: the lengths may differ). */
export function secretMatches(header: string | null, secret: string): boolean {
  if (!header) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(header), digest(secret));
}

export interface DirectusReceiveOptions {
  secret: string;
  read: (keys: readonly string[]) => Promise<Map<string, string>>;
  seen: SeenVersions;
  purge: (purge: Purge) => Promise<void>;
}

const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/** A post shows on the blog's pages, its own, the home page's marketing sections: every page goes, and the posts' cache. */
export const POSTS_CHANGED: Purge = { paths: [], prefixes: [], ids: [], pages: 'all', redirects: false, posts: true };

export async function receiveDirectusPing(request: Request, options: DirectusReceiveOptions): Promise<Response> {
  const body = await readLimited(request, MAX_PING_BYTES);
  if (!body) return answer(413);
  if (!secretMatches(request.headers.get(DIRECTUS_SECRET_HEADER), options.secret)) return answer(401);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return answer(400);
  }
  const ping = pingSchema.safeParse(json);
  if (!ping.success) return answer(400);
  if (ping.data.collection !== BLOG_COLLECTION) return answer(204);
  const keys = [...new Set([...(ping.data.keys ?? []), ...(ping.data.key === undefined ? [] : [ping.data.key])])];
  if (keys.length === 0) return answer(204);

  let changed = false;
  try {
    const visible = await options.read(keys);
    for (const [postKey, fingerprint] of visible) {
      const before = await options.seen.swap(postKey, fingerprint);
      // Never seen before: this process (or the shared store) cannot tell, so it purges.
      if (before !== fingerprint) changed = true;
    }
  } catch (error) {
    console.error('[webhooks] the content system could not be read back:', error instanceof Error ? error.message : error);
    return answer(503);
  }
  if (changed) await options.purge(POSTS_CHANGED);
  return answer(204);
}
