// A webhook carries no id of its own: each accepted delivery's signature is remembered for as long as its
// `triggered_at` would pass (src/lib/webhooks/platform-event.ts), so the same delivery sent again inside that
// window is recognised and purges nothing. With a shared Redis every process remembers together; without
// one, this process alone.
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface ReplayGuard {
  /** True the first time `token` is seen within `ttlMs`, false for a repeat; throws when it cannot tell. */
  firstSighting(token: string, ttlMs: number): Promise<boolean>;
}

/** Remembers in this process's memory (bounded: the oldest are forgotten first, never before their window ends unless flooded). */
export function memoryReplayGuard(max = 10_000): ReplayGuard {
  const seen = new LRUCache<string, true>({ max, ttlAutopurge: false });
  return {
    async firstSighting(token, ttlMs) {
      if (seen.has(token)) return false;
      seen.set(token, true, { ttl: ttlMs });
      return true;
    },
  };
}

/** Remembers in Redis or Valkey: `SET key 1 NX PX ttl` answers OK only to the first. */
export function redisReplayGuard(client: Pick<Redis, 'set'>, prefix = 'storefront:webhook-seen:'): ReplayGuard {
  return {
    async firstSighting(token, ttlMs) {
      const answer = await client.set(`${prefix}${token}`, '1', 'PX', ttlMs, 'NX');
      return answer === 'OK';
    },
  };
}

let processGuard: Promise<ReplayGuard> | undefined;

/** This process's guard: in the shared Redis when one is configured (src/lib/env.ts), else in memory; one per process, however many deliveries ask at once. */
export function sharedReplayGuard(redisUrl: string | undefined): Promise<ReplayGuard> {
  processGuard ??= redisUrl ? redisGuard(redisUrl) : Promise.resolve(memoryReplayGuard());
  return processGuard;
}

async function redisGuard(redisUrl: string): Promise<ReplayGuard> {
  const { Redis } = await import('ioredis');
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
  client.on('error', (error: Error) => console.error('[webhooks] Redis unreachable, webhooks are refused until it answers:', error.message));
  return redisReplayGuard(client);
}
