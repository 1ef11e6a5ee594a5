// Process-wide cache of GET/HEAD platform responses (spec §7: 5 minutes by default), keyed by
// method, URL, language and sales channel. Identical requests in flight share one upstream call;
// an expired entry is kept a while longer and served when the platform fails, so pages keep
// working through a short outage (design.md §3). Bounded: least recently used entries go first.

export type CacheState = 'empty' | 'loading' | 'cached' | 'stale';
/** How a response was obtained, in the `X-Platform-Cache` header of what the cache returns. */
export type CacheOutcome = 'miss' | 'hit' | 'shared' | 'stale';
export const CACHE_HEADER = 'X-Platform-Cache';

export interface StoredResponse {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
}

interface Entry {
  stored?: StoredResponse;
  storedAt?: number;
  loading?: Promise<StoredResponse>;
}

export interface ResponseCacheOptions {
  /** How long a response is fresh. Default 5 minutes. */
  ttlMs?: number;
  /** How long past freshness a response may still be served when the platform fails. Default 1 hour. */
  staleTtlMs?: number;
  /** At most this many responses are kept. Default 500. */
  maxEntries?: number;
  /** Clock, for tests. */
  now?: () => number;
}

export const DEFAULT_CACHE_TTL_MS = 5 * 60 * 1000;

export async function storeResponse(response: Response): Promise<StoredResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body: await response.arrayBuffer(),
  };
}

export function toResponse(stored: StoredResponse, outcome?: CacheOutcome): Response {
  const headers = new Headers(stored.headers);
  if (outcome) headers.set(CACHE_HEADER, outcome);
  const nullBody = stored.status === 204 || stored.status === 304;
  return new Response(nullBody ? null : stored.body.slice(0), { status: stored.status, statusText: stored.statusText, headers });
}

/** Whether a failed upstream answer should fall back to a stale copy (a failure, or a rate limit: no verdict on the data). */
const isOutage = (status: number) => status >= 500 || status === 429;

export class ResponseCache {
  /** How long a response is fresh; the process-wide cache takes it from PLATFORM_CACHE_SECONDS (src/lib/platform/client.ts). */
  ttlMs: number;
  readonly staleTtlMs: number;
  readonly maxEntries: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();

  constructor(options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
    this.staleTtlMs = options.staleTtlMs ?? 60 * 60 * 1000;
    this.maxEntries = Math.max(1, options.maxEntries ?? 500);
    this.now = options.now ?? Date.now;
  }

  static key(method: string, url: string, language: string | undefined, salesChannelId: string | undefined): string {
    return `${method.toUpperCase()} ${url} lang=${language ?? ''} channel=${salesChannelId ?? ''}`;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  state(key: string): CacheState {
    const entry = this.entries.get(key);
    if (!entry) return 'empty';
    if (entry.loading) return 'loading';
    if (entry.stored === undefined || entry.storedAt === undefined) return 'empty';
    const age = this.now() - entry.storedAt;
    if (age < this.ttlMs) return 'cached';
    return age < this.ttlMs + this.staleTtlMs ? 'stale' : 'empty';
  }

  /**
   * The response for `key`: fresh from the cache, shared with an identical request in flight, or
   * loaded with `load`. Successful (2xx) responses are stored. When loading throws or answers 5xx
   * and an expired copy is still held, that copy is returned instead.
   */
  async fetch(key: string, load: () => Promise<Response>): Promise<Response> {
    const state = this.state(key);
    const entry = this.entries.get(key);
    if (state === 'cached' && entry?.stored) {
      this.touch(key, entry);
      return toResponse(entry.stored, 'hit');
    }
    if (state === 'loading' && entry?.loading) {
      return toResponse(await entry.loading, 'shared');
    }
    if (state === 'empty') this.entries.delete(key);

    const current: Entry = this.entries.get(key) ?? {};
    const stale = state === 'stale' ? current.stored : undefined;
    let outcome: CacheOutcome = 'miss';
    const loading = (async (): Promise<StoredResponse> => {
      let response: Response;
      try {
        response = await load();
      } catch (error) {
        if (stale) {
          outcome = 'stale';
          return stale;
        }
        throw error;
      }
      if (stale && isOutage(response.status)) {
        outcome = 'stale';
        return stale;
      }
      const stored = await storeResponse(response);
      if (response.ok) {
        current.stored = stored;
        current.storedAt = this.now();
      }
      return stored;
    })();
    current.loading = loading;
    this.entries.set(key, current);
    this.touch(key, current);
    try {
      const stored = await loading;
      return toResponse(stored, outcome);
    } finally {
      current.loading = undefined;
      if (current.stored === undefined) this.entries.delete(key);
      this.evict();
    }
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private evict(): void {
    if (this.entries.size <= this.maxEntries) return;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      if (!entry.loading) this.entries.delete(key);
    }
  }
}

/** The process-wide cache used when a platform context does not bring its own. */
export const sharedResponseCache = new ResponseCache();
