// Order codes are short and the only key of the order-code pages (/status/{code}, /pay/{code}, the
// transfer page, the thank-you page): a client network may look up at most a number of distinct codes
// that match no order in a window. A code is counted before it is looked up (atomic: a parallel burst
// of guesses cannot pass together) and given back once it turns out to be an order or a code the
// network has already looked up, so a shopper reloading their own order never spends anything.
import { consume, type Verdict } from './consume';
import type { LimiterFactory } from './limiter-store';
import type { QuotaRule } from './quota';

export type Lookup = { allowed: false; retryAfterMs: number } | { allowed: true; settle(found: boolean): Promise<void> };

export interface OrderCodeThrottle {
  begin(network: string | undefined, code: string): Promise<Lookup>;
}

export function createOrderCodeThrottle(factory: LimiterFactory, name: string, rule: QuotaRule): OrderCodeThrottle {
  const misses = factory(`${name}:misses`, { points: rule.points, duration: rule.windowSec });
  const seen = factory(`${name}:seen`, { points: 1_000_000, duration: rule.windowSec });
  return {
    async begin(network, code) {
      if (!network) return { allowed: true, settle: async () => {} };
      const taken = await consume(misses, network);
      if (!taken.ok) return { allowed: false, retryAfterMs: taken.res.msBeforeNext } satisfies Verdict;
      const looked = await consume(seen, `${network}|${code}`);
      const repeated = looked.res.consumedPoints > 1;
      if (repeated) await misses.reward(network, 1);
      return {
        allowed: true,
        async settle(found) {
          if (found && !repeated) await misses.reward(network, 1);
        },
      };
    },
  };
}
