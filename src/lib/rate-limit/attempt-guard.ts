// Guessing protection for anything that checks a secret (a password, a two-factor code), after
// rate-limiter-flexible's login-protection recipe, made atomic: an attempt takes its points before the
// secret is checked, a success gives them back and forgets the failures. Three counts:
// - per client network (every account): a fixed number of failures per window;
// - per account from one network: a few free failures, then delays that double (15 min, 30 min, …);
//   they slow the attacker's network only, so the owner elsewhere is never locked out by them;
// - per account from anywhere: more free failures, then short doubling delays with a low ceiling, so
//   that guessing spread over many networks is slowed while the owner waits at most that ceiling.
// Strangers could renew that account-wide delay for ever (a few failures from fresh networks each time
// it ends), so it never holds back a network the account has signed in from successfully before (within
// knownNetworkSec): the owner at home or at work goes through, and those networks still meet the two
// other counts.
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { accountKey, consume } from './consume';
import type { LimiterFactory } from './limiter-store';
import type { QuotaRule } from './quota';

export interface DelayRule {
  /** Failures allowed in the window before the first delay. */
  free: number;
  windowSec: number;
  /** The first delay; each next one doubles, up to maxDelaySec. */
  firstDelaySec: number;
  maxDelaySec: number;
  /** How long the number of delays so far is remembered after the last one. */
  memorySec: number;
}

export interface GuardRules {
  perNetwork: QuotaRule;
  perAccountAndNetwork: DelayRule;
  perAccount: DelayRule;
  /** How long a network the account signed in from successfully passes the account-wide delay. */
  knownNetworkSec: number;
}

export interface GuardKeys {
  account?: string | undefined;
  network?: string | undefined;
}

export type Attempt =
  | { allowed: false; retryAfterMs: number }
  | {
      allowed: true;
      /** The secret was right: the account's failures are forgotten, the network's point is given back. */
      succeeded(): Promise<void>;
      /** The secret was wrong: the attempt stays counted; the last free one starts a delay. */
      failed(): Promise<void>;
      /** Not judged (the platform could not answer): the points are given back. */
      cancelled(): Promise<void>;
    };

export interface AttemptGuard {
  begin(keys: GuardKeys): Promise<Attempt>;
}

/** The n-th delay (n ≥ 1): firstDelaySec doubled n − 1 times, at most maxDelaySec. */
export function delayFor(rule: DelayRule, n: number): number {
  return Math.min(rule.maxDelaySec, rule.firstDelaySec * 2 ** Math.min(Math.max(n - 1, 0), 30));
}

interface Scope {
  key: string;
  attempts: RateLimiterAbstract;
  /** Delays so far (progressive scopes only). */
  delays?: { limiter: RateLimiterAbstract; rule: DelayRule } | undefined;
}

export function createAttemptGuard(factory: LimiterFactory, name: string, rules: GuardRules): AttemptGuard {
  const network = factory(`${name}:net`, { points: rules.perNetwork.points, duration: rules.perNetwork.windowSec });
  const progressive = (scope: string, rule: DelayRule) => ({
    attempts: factory(`${name}:${scope}`, { points: rule.free, duration: rule.windowSec }),
    delays: { limiter: factory(`${name}:${scope}:delays`, { points: 1_000_000, duration: rule.memorySec }), rule },
  });
  const accountAndNetwork = progressive('acct-net', rules.perAccountAndNetwork);
  const account = progressive('acct', rules.perAccount);
  /** Networks (per account) a success came from; a key present means known. */
  const known = factory(`${name}:known`, { points: 1, duration: rules.knownNetworkSec });
  const isKnown = async (key: string) => ((await known.get(key))?.consumedPoints ?? 0) > 0;

  const scopesOf = async (keys: GuardKeys): Promise<Scope[]> => {
    const email = keys.account ? accountKey(keys.account) : undefined;
    const scopes: Scope[] = [];
    if (keys.network) scopes.push({ key: keys.network, attempts: network });
    if (email && keys.network) scopes.push({ key: `${email}|${keys.network}`, ...accountAndNetwork });
    if (email && !(keys.network && (await isKnown(`${email}|${keys.network}`)))) scopes.push({ key: email, ...account });
    return scopes;
  };
  const remember = async (keys: GuardKeys) => {
    // set() starts the known network's period again from this success.
    if (keys.account && keys.network) await known.set(`${accountKey(keys.account)}|${keys.network}`, 1, rules.knownNetworkSec);
  };

  return {
    async begin(keys) {
      const scopes = await scopesOf(keys);
      const taken: { scope: Scope; res: RateLimiterRes }[] = [];
      for (const scope of scopes) {
        const result = await consume(scope.attempts, scope.key);
        if (!result.ok) {
          await Promise.all(taken.map(({ scope: done }) => done.attempts.reward(done.key, 1)));
          return { allowed: false, retryAfterMs: result.res.msBeforeNext };
        }
        taken.push({ scope, res: result.res });
      }
      return {
        allowed: true,
        async succeeded() {
          await Promise.all([
            remember(keys),
            ...taken.map(({ scope }) =>
              scope.delays ? Promise.all([scope.attempts.delete(scope.key), scope.delays.limiter.delete(scope.key)]) : scope.attempts.reward(scope.key, 1),
            ),
          ]);
        },
        async failed() {
          // Only the attempt that took the last free point starts the delay (once, in a parallel burst).
          await Promise.all(
            taken.map(async ({ scope, res }) => {
              if (!scope.delays || res.remainingPoints > 0) return;
              const delays = await scope.delays.limiter.penalty(scope.key, 1);
              await scope.attempts.block(scope.key, delayFor(scope.delays.rule, delays.consumedPoints));
            }),
          );
        },
        async cancelled() {
          await Promise.all(taken.map(({ scope }) => scope.attempts.reward(scope.key, 1)));
        },
      };
    },
  };
}
