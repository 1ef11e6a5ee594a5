// A fixed number of requests per window for each of a request's keys (its client network, its e-mail
// address): the contact form, product questions, registration, reset links, order placement. Every key
// takes its point atomically before the work is done, so a parallel burst cannot pass together.
import { consume, accountKey, type Verdict } from './consume';
import type { LimiterFactory } from './limiter-store';

export interface QuotaRule {
  points: number;
  /** Seconds. */
  windowSec: number;
}

export interface QuotaKeys {
  network?: string | undefined;
  account?: string | undefined;
}

export interface Quota {
  /** Takes one point for every key given; refused (nothing taken) when one key has none left. */
  take(keys: QuotaKeys): Promise<Verdict>;
  /** Gives back the points of a request that did not count after all. */
  giveBack(keys: QuotaKeys): Promise<void>;
}

export function createQuota(factory: LimiterFactory, name: string, rules: { perNetwork?: QuotaRule; perAccount?: QuotaRule }): Quota {
  const limiters = {
    network: rules.perNetwork && factory(`${name}:net`, { points: rules.perNetwork.points, duration: rules.perNetwork.windowSec }),
    account: rules.perAccount && factory(`${name}:acct`, { points: rules.perAccount.points, duration: rules.perAccount.windowSec }),
  };
  const entries = (keys: QuotaKeys) =>
    (['network', 'account'] as const).flatMap((kind) => {
      const limiter = limiters[kind];
      const raw = keys[kind];
      return limiter && raw ? [{ limiter, key: kind === 'account' ? accountKey(raw) : raw }] : [];
    });
  return {
    async take(keys) {
      const taken = [];
      for (const entry of entries(keys)) {
        const result = await consume(entry.limiter, entry.key);
        if (!result.ok) {
          // A refused request counts nowhere: the refusing key's increment is undone too.
          await Promise.all([entry, ...taken].map((done) => done.limiter.reward(done.key, 1)));
          return { allowed: false, retryAfterMs: result.res.msBeforeNext };
        }
        taken.push(entry);
      }
      return { allowed: true };
    },
    async giveBack(keys) {
      await Promise.all(entries(keys).map(({ limiter, key }) => limiter.reward(key, 1)));
    },
  };
}
