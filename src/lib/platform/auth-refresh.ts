// Tokens of one shopper and the single-flight token refresh after a 401 (docs/rules.md#refresh-token).

export interface AuthTokens {
  /** Access token, sent as `Authorization: Bearer`. */
  token: string;
  identityToken?: string | null;
  refreshToken?: string | null;
}

/** Where a shopper's tokens live; server actions back it with HttpOnly cookies. */
export interface TokenStore {
  get(): AuthTokens | null | undefined | Promise<AuthTokens | null | undefined>;
  set(tokens: AuthTokens): void | Promise<void>;
  clear(): void | Promise<void>;
}

/** A TokenStore in memory (tests, scripts). */
export function memoryTokenStore(initial: AuthTokens | null = null): TokenStore & { readonly current: AuthTokens | null } {
  let current = initial;
  return {
    get current() {
      return current;
    },
    get: () => current,
    set: (tokens) => {
      current = tokens;
    },
    clear: () => {
      current = null;
    },
  };
}

interface PendingRefresh {
  promise: Promise<AuthTokens | null>;
  stores: Set<TokenStore>;
  onFailure: Set<() => void>;
}

// Keyed by refresh token, so requests of one shopper share a refresh even when each request
// context built its own TokenStore (e.g. from cookies).
const pending = new Map<string, PendingRefresh>();

/**
 * Refreshes once per refresh token however many requests ask at the same time. Every waiting
 * store gets the new tokens; when the refresh fails, every waiting store is cleared and each
 * distinct failure callback runs once, and the result is null.
 */
export function refreshOnce(
  refreshToken: string,
  store: TokenStore,
  onFailure: (() => void) | undefined,
  refresh: (refreshToken: string) => Promise<AuthTokens>,
): Promise<AuthTokens | null> {
  let flight = pending.get(refreshToken);
  if (!flight) {
    const stores = new Set<TokenStore>();
    const callbacks = new Set<() => void>();
    const promise = (async (): Promise<AuthTokens | null> => {
      try {
        const tokens = await refresh(refreshToken);
        await Promise.all([...stores].map((s) => s.set(tokens)));
        return tokens;
      } catch {
        await Promise.all([...stores].map((s) => s.clear()));
        for (const callback of callbacks) {
          try {
            callback();
          } catch {
            // a failing callback must not keep the others from running
          }
        }
        return null;
      } finally {
        pending.delete(refreshToken);
      }
    })();
    flight = { promise, stores, onFailure: callbacks };
    pending.set(refreshToken, flight);
  }
  flight.stores.add(store);
  if (onFailure) flight.onFailure.add(onFailure);
  return flight.promise;
}
