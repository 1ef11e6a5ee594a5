// The one place that decides where rate-limit counts live: this process's memory by default (right for
// one process), Redis or Valkey when RATE_LIMIT_REDIS_URL is set, so that every process behind the
// balancer counts the same attempts. Redis limiters keep an in-memory limiter as insurance: while the
// store cannot answer, each process goes on limiting on its own rather than letting everything through.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { env } from '../env';

export interface LimiterOptions {
  points: number;
  /** Seconds (whole: Redis counts in seconds); 0 never expires. */
  duration: number;
  /** Seconds a key stays refused once over its points (0: until its window ends). */
  blockDuration?: number;
}

/** Makes the limiter `name` (its keys are prefixed with the name, so limiters never share a key). */
export type LimiterFactory = (name: string, options: LimiterOptions) => RateLimiterAbstract;

export const memoryLimiters: LimiterFactory = (name, options) => new RateLimiterMemory({ keyPrefix: name, ...options });

export function redisLimiters(client: Redis): LimiterFactory {
  return (name, options) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `rl:${name}`,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...options }),
      ...options,
    });
}

let chosen: LimiterFactory | undefined;

/** The limiter factory of this process, from RATE_LIMIT_REDIS_URL. */
export function limiterFactory(): LimiterFactory {
  if (chosen) return chosen;
  const url = env().RATE_LIMIT_REDIS_URL;
  if (!url) {
    chosen = memoryLimiters;
    return chosen;
  }
  // A command waits for the connection (the first requests after start count in Redis too), but never
  // long: past commandTimeout it fails and the insurance limiter answers.
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    console.error('[rate-limit] Redis unreachable, limiting per process until it answers:', error.message);
  });
  client.on('ready', () => (reported = false));
  chosen = redisLimiters(client);
  return chosen;
}
