// A small in-memory limiter for sign-in, registration and password-reset requests (issue 11, item 5):
// a sliding window of recorded attempts per key (an e-mail address, a client IP). It lives in this
// process only: several server processes each keep their own count (a shared store, e.g. Redis, is
// the next step). The clock is injected so tests can move time.

export interface RateLimitRule {
  /** Attempts allowed in the window. */
  limit: number;
  windowMs: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Whether another attempt is allowed now for every given key (a key that is undefined or '' is skipped). */
  check(keys: RateLimitKeys): RateLimitVerdict;
  /** Records one attempt (a failure, or a request that counts) for every given key. */
  record(keys: RateLimitKeys): void;
  /** Forgets the attempts of the keys (e.g. after a successful sign-in for that e-mail). */
  reset(keys: Partial<RateLimitKeys>): void;
}

export interface RateLimitKeys {
  /** The e-mail address (compared without case and surrounding spaces). */
  email?: string | undefined;
  /** The client's socket address. */
  client?: string | undefined;
}

export interface RateLimiterOptions {
  perEmail: RateLimitRule;
  perClient: RateLimitRule;
  now?: () => number;
  /** Keys kept at most per kind; the oldest are dropped first (bounds memory under a flood). */
  maxKeys?: number;
}

/** Defaults: 5 per address and 20 per client in 15 minutes. */
export const DEFAULT_LIMITS = {
  perEmail: { limit: 5, windowMs: 15 * 60_000 },
  perClient: { limit: 20, windowMs: 15 * 60_000 },
} as const satisfies Pick<RateLimiterOptions, 'perEmail' | 'perClient'>;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  const buckets = { email: new Map<string, number[]>(), client: new Map<string, number[]>() };
  const rules = { email: options.perEmail, client: options.perClient };

  const entries = (keys: Partial<RateLimitKeys>) =>
    (['email', 'client'] as const).flatMap((kind) => {
      const raw = keys[kind];
      if (!raw) return [];
      return [{ kind, key: kind === 'email' ? normaliseEmail(raw) : raw }];
    });

  /** The attempts of the key still inside the window (older ones are dropped). */
  const recent = (kind: 'email' | 'client', key: string, at: number): number[] => {
    const list = buckets[kind].get(key);
    if (!list) return [];
    const kept = list.filter((time) => at - time < rules[kind].windowMs);
    if (kept.length) buckets[kind].set(key, kept);
    else buckets[kind].delete(key);
    return kept;
  };

  return {
    check(keys) {
      const at = now();
      let retryAfterMs = 0;
      for (const { kind, key } of entries(keys)) {
        const list = recent(kind, key, at);
        const rule = rules[kind];
        if (list.length >= rule.limit) {
          // Allowed again when the oldest attempt that keeps the count at the limit leaves the window.
          const oldest = list[list.length - rule.limit]!;
          retryAfterMs = Math.max(retryAfterMs, oldest + rule.windowMs - at);
        }
      }
      return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
    },
    record(keys) {
      const at = now();
      for (const { kind, key } of entries(keys)) {
        const map = buckets[kind];
        const list = recent(kind, key, at);
        map.delete(key);
        map.set(key, [...list, at]);
        while (map.size > maxKeys) map.delete(map.keys().next().value!);
      }
    },
    reset(keys) {
      for (const { kind, key } of entries(keys)) buckets[kind].delete(key);
    },
  };
}

/** Whole minutes to wait, at least one (what the shopper is told). */
export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

/** The limiters of this process: one for each kind of request. */
export const accountLimiters = {
  signIn: createRateLimiter(DEFAULT_LIMITS),
  register: createRateLimiter(DEFAULT_LIMITS),
  passwordReset: createRateLimiter(DEFAULT_LIMITS),
  /** Wrong passwords typed in the account settings (password change, recovery codes, two-factor off, deletion). */
  settingsPassword: createRateLimiter(DEFAULT_LIMITS),
};

/** The client's socket address from Astro's context, or undefined where the adapter gives none. */
export function clientAddressOf(context: { clientAddress: string }): string | undefined {
  try {
    return context.clientAddress || undefined;
  } catch {
    return undefined;
  }
}
