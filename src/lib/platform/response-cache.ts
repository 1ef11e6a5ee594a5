// Process-wide cache of GET/HEAD platform responses (5 minutes by default), keyed by
// method, URL, language and sales channel. Identical requests in flight share one upstream call;
// an expired entry is kept a while longer and served when the platform fails, so pages keep
// working through a short outage (docs/rules.md#response-cache). Bounded in entries and in bytes (PLATFORM_CACHE_MEMORY_MB):
// least recently used entries go first, and a response larger than the whole budget is never kept.
import { LRUCache } from 'lru-cache';
import { env } from '../env';
import { onPurge, purgeNamesPath, type Purge } from '../cache-purge/purge';
import { apiPathOf } from './auth-paths';

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
  stored: StoredResponse;
  storedAt: number;
  /** The body parsed once and frozen, for the readers that take data (src/lib/platform/cached-reads.ts). */
  data?: unknown;
}

/** A fresh successful JSON answer, parsed: what a cached read returns without a Request or Response. */
export interface FreshData {
  stored: StoredResponse;
  data: unknown;
}

export interface ResponseCacheOptions {
  /** How long a response is fresh. Default 5 minutes. */
  ttlMs?: number;
  /** How long past freshness a response may still be served when the platform fails. Default 1 hour. */
  staleTtlMs?: number;
  /** At most this many responses are kept. Default 500. */
  maxEntries?: number;
  /** At most this many bytes of responses (bodies, headers and keys) are kept. Default 32 MB. */
  maxBytes?: number;
  /** Clock, for tests. */
  now?: () => number;
}

export const DEFAULT_CACHE_TTL_MS = 5 * 60 * 1000;
export const DEFAULT_CACHE_MAX_BYTES = 32 * 2 ** 20;

/** What a kept response costs: its body, its headers and key (UTF-16 strings) and a fixed overhead. */
export function storedSize(key: string, stored: StoredResponse): number {
  let characters = key.length + stored.statusText.length;
  for (const [name, value] of stored.headers) characters += name.length + value.length;
  return stored.body.byteLength + characters * 2 + 256;
}

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
  readonly maxBytes: number;
  private readonly now: () => number;
  private readonly entries: LRUCache<string, Entry>;
  /** Loads in flight, by key: as many as requests in flight at most, so not bounded apart. */
  private readonly loading = new Map<string, Promise<StoredResponse>>();
  #generation = 0;
  /** Counts drops: a load that began before one is answered but not kept (it may carry what was dropped). */
  #drops = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
    this.staleTtlMs = options.staleTtlMs ?? 60 * 60 * 1000;
    this.maxEntries = Math.max(1, options.maxEntries ?? 500);
    this.maxBytes = Math.max(1, options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES);
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, Entry>({
      max: this.maxEntries,
      maxSize: this.maxBytes,
      sizeCalculation: (entry, key) => storedSize(key, entry.stored),
    });
  }

  static key(method: string, url: string, language: string | undefined, salesChannelId: string | undefined): string {
    return `${method.toUpperCase()} ${url} lang=${language ?? ''} channel=${salesChannelId ?? ''}`;
  }

  /** Responses kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes of the responses kept (as counted by storedSize). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** Changes whenever what the cache holds may have changed (an answer stored, the cache cleared). */
  get generation(): number {
    return this.#generation;
  }

  clear(): void {
    this.entries.clear();
    this.#generation += 1;
    this.#drops += 1;
  }

  /**
   * Drops every answer whose key `matches` (given the key's URL and the stored answer) and answers the
   * URLs dropped. Loads in flight are answered but not kept, whatever their key: one may have begun
   * before the change and carry the old data.
   */
  drop(matches: (url: URL, stored: StoredResponse) => boolean): URL[] {
    const dropped: URL[] = [];
    for (const [key, entry] of this.entries.entries()) {
      const url = keyUrl(key);
      if (url && matches(url, entry.stored)) {
        this.entries.delete(key);
        dropped.push(url);
      }
    }
    this.#generation += 1;
    this.#drops += 1;
    return dropped;
  }

  state(key: string): CacheState {
    if (this.loading.has(key)) return 'loading';
    const entry = this.entries.peek(key);
    if (!entry) return 'empty';
    const age = this.now() - entry.storedAt;
    if (age < this.ttlMs) return 'cached';
    return age < this.ttlMs + this.staleTtlMs ? 'stale' : 'empty';
  }

  /**
   * The data of a fresh, successful, non-empty JSON answer for `key`, parsed once per stored answer and
   * deeply frozen (every reader gets the same object, so none may change it); undefined otherwise.
   */
  freshData(key: string): FreshData | undefined {
    if (this.state(key) !== 'cached') return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const { stored } = entry;
    if (stored.status < 200 || stored.status >= 300 || stored.status === 204 || stored.body.byteLength === 0) return undefined;
    if (entry.data === undefined) {
      const type = stored.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
      if (!/\bjson\b/i.test(type)) return undefined;
      entry.data = deepFreeze(JSON.parse(new TextDecoder().decode(stored.body)));
    }
    return { stored, data: entry.data };
  }

  /**
   * The response for `key`: fresh from the cache, shared with an identical request in flight, or
   * loaded with `load`. Successful (2xx) responses are stored. When loading throws or answers 5xx
   * and an expired copy is still held, that copy is returned instead.
   */
  async fetch(key: string, load: () => Promise<Response>): Promise<Response> {
    const state = this.state(key);
    const inFlight = this.loading.get(key);
    if (inFlight) return toResponse(await inFlight, 'shared');
    // get() also marks the entry as the most recently used.
    const entry = state === 'empty' ? undefined : this.entries.get(key);
    if (state === 'cached' && entry) return toResponse(entry.stored, 'hit');
    if (state === 'empty') this.entries.delete(key);

    const stale = state === 'stale' ? entry?.stored : undefined;
    let outcome: CacheOutcome = 'miss';
    const dropsAtStart = this.#drops;
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
      if (response.ok && this.#drops === dropsAtStart) {
        this.entries.set(key, { stored, storedAt: this.now() });
        this.#generation += 1;
      }
      return stored;
    })();
    this.loading.set(key, loading);
    try {
      return toResponse(await loading, outcome);
    } finally {
      this.loading.delete(key);
    }
  }
}

/** The URL inside a key made by ResponseCache.key. */
function keyUrl(key: string): URL | undefined {
  const url = key.split(' ', 2)[1];
  return url && URL.canParse(url) ? new URL(url) : undefined;
}

/** Whether a stored answer's body names `id` as an `id` field (a product kept under its old slug). */
function bodyNamesId(stored: StoredResponse, id: string): boolean {
  return new TextDecoder().decode(stored.body).includes(`"id":${JSON.stringify(id)}`);
}

/**
 * The path of a cached answer's URL relative to the first of `bases` it lies under (the price tracker's
 * before the platform's, which may contain it), as the platform client notes its reads.
 */
export function cachedApiPath(url: URL, bases: readonly string[]): string {
  const base = bases.find((candidate) => url.href.startsWith(`${candidate.replace(/\/+$/, '')}/`)) ?? bases.at(-1);
  return base === undefined ? url.pathname : apiPathOf(url, base);
}

/** The platform answers a purge names: by path or prefix, or under its id scope by the ids they carry. */
export function purgeMatcher(purge: Purge, bases: string | readonly string[]): (url: URL, stored: StoredResponse) => boolean {
  const all = typeof bases === 'string' ? [bases] : bases;
  return (url, stored) => {
    const apiPath = cachedApiPath(url, all);
    if (purgeNamesPath(purge, apiPath)) return true;
    const scope = purge.idScope;
    return scope !== undefined && purge.ids.length > 0 && apiPath.startsWith(`${scope}/`) && purge.ids.some((id) => bodyNamesId(stored, id));
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The process-wide cache used when a platform context does not bring its own. */
export const sharedResponseCache = new ResponseCache({ maxBytes: env().PLATFORM_CACHE_MEMORY_MB * 2 ** 20 });

// A webhook's purge drops the answers it names from this process's cache, and reports their paths so that
// the pages that read them go too (src/lib/page-cache-memory.ts).
onPurge('platform-answers', 0, (purge, dropped) => {
  const { PLATFORM_API_URL, PRICE_TRACKER_URL } = env();
  const bases = [PRICE_TRACKER_URL ?? `${PLATFORM_API_URL}/price-tracker`, PLATFORM_API_URL];
  for (const url of sharedResponseCache.drop(purgeMatcher(purge, bases))) dropped.add(cachedApiPath(url, bases));
});
