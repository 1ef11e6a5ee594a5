// The platform client's GET as openapi-fetch runs it costs a Request, a Response, a copy of the body
// and a JSON parse on every call, even when the answer comes from the response cache: on a page that
// reads a dozen cached answers that was a large share of its render time. A GET whose
// fresh answer is in the cache is answered here with the data parsed once per stored answer; anything
// else (a miss, a stale or loading entry, own headers, another parser, an uncacheable path) goes
// through openapi-fetch and the transport as before.
import { createFinalURL, defaultPathSerializer, type Client } from 'openapi-fetch';
import { apiPathOf, isCacheablePath } from './auth-paths';
import { encodeQuery } from './query';
import { noteRead } from './read-record';
import { CACHE_HEADER, ResponseCache, type StoredResponse } from './response-cache';

export interface CachedReadsOptions {
  baseUrl: string;
  cache: ResponseCache;
  language?: string | undefined;
  salesChannelId?: string | undefined;
}

interface GetInit {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  headers?: unknown;
  parseAs?: string;
}

/**
 * The header-only Response a cached read returns beside its data: one per stored answer, shared by every
 * reader (it has no body to consume; readers look at its status and headers only).
 */
const hitResponses = new WeakMap<StoredResponse, Response>();

function hitResponse(stored: StoredResponse): Response {
  let response = hitResponses.get(stored);
  if (!response) {
    const headers = new Headers(stored.headers);
    headers.set(CACHE_HEADER, 'hit');
    response = new Response(null, { status: stored.status, statusText: stored.statusText, headers });
    hitResponses.set(stored, response);
  }
  return response;
}

interface ReadFacts {
  href: string;
  apiPath: string;
  cacheable: boolean;
}

// A page reads the same few addresses on every request: what each means for the cache (its normalised
// form, whether it may be cached) is worked out once, not parsed again on every read. Bounded: product
// addresses come from the URLs shoppers and crawlers ask for.
const factsOf = new Map<string, ReadFacts>();
const MAX_FACTS = 4096;

function readFacts(finalURL: string, base: string): ReadFacts {
  let facts = factsOf.get(finalURL);
  if (!facts) {
    const url = new URL(finalURL);
    const apiPath = apiPathOf(url, base);
    facts = { href: url.href, apiPath, cacheable: isCacheablePath(apiPath) };
    if (factsOf.size >= MAX_FACTS) factsOf.clear();
    factsOf.set(finalURL, facts);
  }
  return facts;
}

export function withCachedReads<P extends {}>(client: Client<P>, options: CachedReadsOptions): Client<P> {
  const base = new URL(options.baseUrl).href;
  const throughClient = client.GET.bind(client) as (path: string, init?: GetInit) => Promise<unknown>;

  // Async like openapi-fetch's: a path it cannot build (a slug that is no valid UTF-16) is a rejection, never a throw.
  async function get(path: string, init?: GetInit): Promise<unknown> {
    if (init?.headers !== undefined || (init?.parseAs !== undefined && init.parseAs !== 'json')) return throughClient(path, init);
    const finalURL = createFinalURL(path, {
      baseUrl: options.baseUrl,
      params: init?.params ?? {},
      querySerializer: (query) => encodeQuery(query as Record<string, unknown>),
      pathSerializer: defaultPathSerializer,
    });
    const { href, apiPath, cacheable } = readFacts(finalURL, base);
    if (!cacheable) return throughClient(path, init);
    const fresh = options.cache.freshData(ResponseCache.key('GET', href, options.language, options.salesChannelId));
    if (!fresh) return throughClient(path, init);
    noteRead(apiPath);
    return { data: fresh.data, response: hitResponse(fresh.stored) };
  }

  return { ...client, GET: get as Client<P>['GET'] };
}
