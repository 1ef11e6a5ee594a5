// Short codes that are the only key to something (an order's pages, a discount) are guessing targets: a
// client network may look up at most a number of distinct codes that turn out to be wrong in a window.
// A code is counted before it is looked up (atomic: a parallel burst of guesses cannot pass together)
// and given back once it turns out to be right, or when it was not looked up after all. A code the
// network has already looked up in the window costs nothing, even past the limit: its answer is known
// to that network already, so a shopper reloading their own order or keeping a code in the cart never
// spends anything.
import { consume, type Verdict } from './consume';
import type { LimiterFactory } from './limiter-store';
import type { QuotaRule } from './quota';

export type Lookup =
  | { allowed: false; retryAfterMs: number }
  | {
      allowed: true;
      /** The lookup's answer: a right code gives its point back. */
      settle(found: boolean): Promise<void>;
      /** The code was not looked up after all (or its answer was not told): as if it had never been asked. */
      release(): Promise<void>;
    };

export interface CodeLookupThrottle {
  begin(network: string | undefined, code: string): Promise<Lookup>;
}

const free: Lookup = { allowed: true, settle: async () => {}, release: async () => {} };

export function createCodeLookupThrottle(factory: LimiterFactory, name: string, rule: QuotaRule): CodeLookupThrottle {
  const misses = factory(`${name}:misses`, { points: rule.points, duration: rule.windowSec });
  const seen = factory(`${name}:seen`, { points: 1_000_000, duration: rule.windowSec });
  return {
    async begin(network, code) {
      if (!network) return free;
      const key = `${network}|${code}`;
      if (((await seen.get(key))?.consumedPoints ?? 0) > 0) return free;
      const taken = await consume(misses, network);
      if (!taken.ok) return { allowed: false, retryAfterMs: taken.res.msBeforeNext } satisfies Verdict;
      const looked = await consume(seen, key);
      // A parallel lookup of the same code got here first: one of them pays.
      const repeated = looked.res.consumedPoints > 1;
      if (repeated) await misses.reward(network, 1);
      return {
        allowed: true,
        async settle(found) {
          if (found && !repeated) await misses.reward(network, 1);
        },
        async release() {
          await seen.reward(key, 1);
          if (!repeated) await misses.reward(network, 1);
        },
      };
    },
  };
}
