// The page cache's store: Astro's memory provider (astro/cache/memory) with its lifetimes, its
// stale-while-revalidate and its invalidation, but bounded in bytes as well as in entries. Astro's
// own counts entries only, and a page's HTML is tens to hundreds of kilobytes: every query-string variant
// a crawler invents is an entry, so an entry count alone does not bound the memory held.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CacheProvider } from 'astro';
import { LRUCache } from 'lru-cache';
import { withoutTrackingParams } from './page-own-url.ts';
import { READS_OVERFLOWED, recordingReads } from './platform/read-record.ts';

export interface BoundedMemoryOptions {
  /** At most this many bytes of pages (bodies, headers and keys) are kept. */
  maxBytes: number;
  /** At most this many pages are kept. */
  maxEntries: number;
  /** Clock in milliseconds, for tests. */
  now?: () => number;
}

export type PageEncoding = 'br' | 'gzip';

/** Which kept pages a purge drops: all of them, or those whose render read a platform path `read` names. */
export type PagePurge = { all: true } | { all?: false; read: (apiPath: string) => boolean };

export interface Entry {
  body: ArrayBuffer;
  status: number;
  headers: Array<[string, string]>;
  storedAt: number;
  maxAgeSeconds: number;
  swrSeconds: number;
  tags: string[];
  /** The platform paths (relative to the API base, no query) the page's render read. */
  reads: string[];
  /** The body compressed, made on the first request that accepts each encoding. */
  encoded?: Partial<Record<PageEncoding, Buffer>>;
}

/** What the server's fast path (src/lib/page-cache-front.ts) reads of the store. */
export interface PageStore {
  /**
   * Moves on whenever what `fresh` answers may change: a page kept or dropped (stored, replaced, evicted,
   * purged, invalidated) or a page's freshness ending (on a timer, so within a turn of the event loop). While
   * it has not moved, a page `fresh` returned is still the fresh page kept for its key.
   */
  readonly version: number;
  /** A page that is still fresh (not one to serve stale while it is rendered again). */
  fresh(key: string): Entry | undefined;
  /** The page's body in `encoding`, compressed once and kept with the page. */
  encodedBody(key: string, entry: Entry, encoding: PageEncoding): Buffer;
}

// The store lives in Astro's server bundle and the fast path in the server that loads it: two copies
// of this module, one store, found through a global symbol.
const PAGE_STORE = Symbol.for('storefront.page-store');
type WithPageStore = typeof globalThis & { [PAGE_STORE]?: PageStore };

export function registerPageStore(store: PageStore): void {
  (globalThis as WithPageStore)[PAGE_STORE] = store;
}

export function registeredPageStore(): PageStore | undefined {
  return (globalThis as WithPageStore)[PAGE_STORE];
}

/** The longest delay Node's timers take (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

function compress(body: ArrayBuffer, encoding: PageEncoding): Buffer {
  const input = Buffer.from(body);
  // Brotli's quality 5 compresses a page in about a millisecond, close to its best size for HTML.
  return encoding === 'br'
    ? brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength } })
    : gzipSync(input, { level: 6 });
}

/** The cache key of a URL: path and sorted query, without tracking parameters (what a cached page may show of its URL: src/lib/page-own-url.ts). */
export function pageCacheKey(url: URL): string {
  const params = withoutTrackingParams(url.searchParams);
  params.sort();
  const query = params.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** What a kept page costs: its body, its headers and key (UTF-16 strings) and a fixed overhead. */
export function entrySize(key: string, entry: Pick<Entry, 'body' | 'headers' | 'tags' | 'encoded'> & { reads?: string[] }): number {
  let characters = key.length;
  for (const [name, value] of entry.headers) characters += name.length + value.length;
  for (const tag of entry.tags) characters += tag.length;
  for (const read of entry.reads ?? []) characters += read.length;
  const encoded = (entry.encoded?.br?.byteLength ?? 0) + (entry.encoded?.gzip?.byteLength ?? 0);
  return entry.body.byteLength + encoded + characters * 2 + 256;
}

function cdnTimes(header: string | null): { maxAge: number; swr: number } {
  const seconds = (directive: string) => Number(new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`, 'i').exec(header ?? '')?.[1] ?? 0);
  return { maxAge: seconds('max-age'), swr: seconds('stale-while-revalidate') };
}

/**
 * Whether the response may be kept, as Astro's provider decides, but stricter on Vary: a response that
 * sets a cookie or varies on anything is not kept (no storefront page is both cacheable and varying).
 */
function keepable(response: Response): boolean {
  return !response.headers.has('set-cookie') && !response.headers.has('vary');
}

function toEntry(response: Response, body: ArrayBuffer, now: number, maxAgeSeconds: number, swrSeconds: number, reads: string[]): Entry {
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (name.toLowerCase() !== 'set-cookie') headers.push([name, value]);
  });
  const tags = (response.headers.get('cache-tag') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return { body, status: response.status, headers, storedAt: now, maxAgeSeconds, swrSeconds, tags, reads };
}

/**
 * The body of a rendered page as one ArrayBuffer, read without the copy `response.arrayBuffer()` makes
 * (it joins the chunks into a new buffer even when there is one): a body that arrives as one chunk
 * filling its whole buffer (what a Response made from bytes gives, since it copied them) is kept as it
 * is; any other body is joined into a buffer of its own.
 */
export async function readBody(response: Response): Promise<ArrayBuffer> {
  if (!response.body) return new ArrayBuffer(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    length += read.value.byteLength;
  }
  const only = chunks.length === 1 ? chunks[0] : undefined;
  if (only && only.buffer instanceof ArrayBuffer && only.byteOffset === 0 && only.byteLength === only.buffer.byteLength) return only.buffer;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined.buffer;
}

/**
 * A response answering kept bytes. `new Response(bytes)` copies them (undici copies every buffer source);
 * a stream of one chunk hands them over as they are: the server only writes them to the socket, and
 * nothing writes into a page's bytes once kept.
 */
function keptBytesResponse(body: ArrayBuffer, init: ResponseInit): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (body.byteLength > 0) controller.enqueue(new Uint8Array(body));
      controller.close();
    },
  });
  return new Response(stream, init);
}

function fromEntry(entry: Entry, state: 'HIT' | 'STALE'): Response {
  const response = keptBytesResponse(entry.body, { status: entry.status, headers: entry.headers });
  response.headers.set('X-Astro-Cache', state);
  return response;
}

export function boundedMemoryProvider(
  options: BoundedMemoryOptions,
): CacheProvider & PageStore & { readonly size: number; readonly bytes: number; purge(which: PagePurge): number } {
  const now = options.now ?? Date.now;
  let version = 0;
  const changed = () => {
    version += 1;
  };
  const pages = new LRUCache<string, Entry>({
    max: Math.max(1, options.maxEntries),
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (entry, key) => entrySize(key, entry),
    onInsert: changed,
    dispose: changed,
  });
  const age = (entry: Entry) => (now() - entry.storedAt) / 1000;
  /**
   * Moves the version once a page kept at `storedAt` for `maxAgeSeconds` is no longer fresh by the store's
   * clock, checked again when a timer fires early. The timer holds no page: a page dropped before then is
   * not kept alive by it.
   */
  function changeOnceStale(storedAt: number, maxAgeSeconds: number): void {
    const left = storedAt + maxAgeSeconds * 1000 - now();
    if (left < 0) changed();
    else setTimeout(() => changeOnceStale(storedAt, maxAgeSeconds), Math.min(left + 1, MAX_TIMER_MS)).unref();
  }
  /** Counts purges: a page whose render began before one is answered but not kept (it may show what was dropped). */
  let purges = 0;

  async function store(key: string, response: Response, reads: Set<string>, purgesAtStart: number): Promise<Response | null> {
    const { maxAge, swr } = cdnTimes(response.headers.get('cdn-cache-control'));
    if (maxAge <= 0) return null;
    if (!keepable(response)) {
      pages.delete(key);
      return null;
    }
    // The body is read once and answered from the bytes kept (cloning the response would tee its stream).
    const body = await readBody(response);
    const forClient = keptBytesResponse(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    if (purges !== purgesAtStart) return forClient;
    // A page larger than the whole budget is not kept (lru-cache refuses it).
    const storedAt = now();
    pages.set(key, toEntry(response, body, storedAt, maxAge, swr, [...reads]));
    changeOnceStale(storedAt, maxAge);
    return forClient;
  }

  return {
    name: 'memory-bounded',
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize;
    },
    get version() {
      return version;
    },
    fresh(key) {
      const entry = pages.get(key);
      return entry && age(entry) <= entry.maxAgeSeconds ? entry : undefined;
    },
    encodedBody(key, entry, encoding) {
      const kept = entry.encoded?.[encoding];
      if (kept) return kept;
      const body = compress(entry.body, encoding);
      // Counted against the budget like the page itself: kept as a new value, whose size lru-cache
      // calculates anew (setting the same object again would keep the old size).
      if (pages.peek(key) === entry) pages.set(key, { ...entry, encoded: { ...entry.encoded, [encoding]: body } });
      return body;
    },
    async onRequest(context, next) {
      if (context.request.method !== 'GET') return next();
      const key = pageCacheKey(new URL(context.request.url));
      const cached = pages.get(key);
      if (cached) {
        const seconds = age(cached);
        if (seconds <= cached.maxAgeSeconds) return fromEntry(cached, 'HIT');
        if (seconds <= cached.maxAgeSeconds + cached.swrSeconds) {
          const reads = new Set<string>();
          const purgesAtStart = purges;
          recordingReads(reads, () => next().then((fresh) => store(key, fresh, reads, purgesAtStart))).catch((error: unknown) =>
            context.logger.warn(`Background revalidation failed for ${key}: ${String(error)}`),
          );
          return fromEntry(cached, 'STALE');
        }
        pages.delete(key);
      }
      const reads = new Set<string>();
      const purgesAtStart = purges;
      return recordingReads(reads, async () => {
        const response = await next();
        const forClient = await store(key, response, reads, purgesAtStart);
        if (!forClient) return response;
        forClient.headers.set('X-Astro-Cache', 'MISS');
        return forClient;
      });
    },
    purge(which) {
      purges += 1;
      let dropped = 0;
      for (const [key, entry] of pages.entries()) {
        if (which.all || entry.reads.some((path) => path === READS_OVERFLOWED || which.read(path))) {
          pages.delete(key);
          dropped += 1;
        }
      }
      return dropped;
    },
    async invalidate({ path, tags }) {
      const wanted = new Set(typeof tags === 'string' ? [tags] : (tags ?? []));
      for (const [key, entry] of pages.entries()) {
        const url = new URL(key);
        if ((path !== undefined && `${url.pathname}${url.search}` === path) || entry.tags.some((tag) => wanted.has(tag))) pages.delete(key);
      }
    },
  };
}
