// The storefront's one platform client: createPlatform(context) gives the typed openapi-fetch
// client (behaviours in transport.ts) plus small helpers for lists, detail reads and errors.
import createClient, { type Client } from 'openapi-fetch';
import { env } from '../env';
import type { TokenStore } from './auth-refresh';
import { errorForShopper, platformErrorFromResponse } from './errors';
import { toPage, type Page } from './lists';
import { createPriceTracker, type PriceTracker } from './price-tracker';
import { encodeQuery } from './query';
import { ResponseCache, sharedResponseCache, type CacheState } from './response-cache';
import type { paths } from './schema';
import { createTransport } from './transport';
import { withCachedReads } from './cached-reads';

export interface PlatformContext {
  /** API base; defaults to env().PLATFORM_API_URL. */
  baseUrl?: string;
  /** Price-tracker base; defaults to env().PRICE_TRACKER_URL, else `{baseUrl}/price-tracker`. */
  priceTrackerUrl?: string;
  /** ISO code of the current language (Accept-Language). */
  language?: string;
  /** Selected sales channel id (X-Sales-Channel). */
  salesChannelId?: string;
  /** Current currency code (price tracker). Default PLN. */
  currency?: string;
  tokens?: TokenStore;
  /**
   * Send the token on every path, not only on the authenticated ones (a member of staff's preview); such
   * a client has no response cache, whatever `cache` says: what it reads is for that token only.
   */
  bearerOnEveryPath?: boolean;
  /** The shopper's address as the storefront determined it (Astro's clientAddress), sent as X-Forwarded-For. */
  clientAddress?: string;
  /** Shopper or session id: their newer cart processing supersedes an older one in flight. */
  shopperId?: string;
  /** Runs once when a token refresh fails; the tokens are already cleared. */
  onAuthFailure?: () => void;
  /** Request timeout; default env().PLATFORM_TIMEOUT_MS (20 s). */
  timeoutMs?: number;
  /** Wait before a retry without Retry-After (default: DEFAULT_RETRY_DELAY_MS). */
  retryDelayMs?: number;
  /** Response cache; default the process-wide one, `false` for none. */
  cache?: ResponseCache | false;
  fetch?: typeof globalThis.fetch;
}

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type OkBody<Op> = Op extends { responses: infer R } ? (R extends { 200: infer S } ? Json<S> : never) : never;
type GetOf<P extends keyof paths> = paths[P] extends { get: infer G } ? G : never;
type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];
type QueryOf<P extends GetPath> = GetOf<P> extends { parameters: { query?: infer Q } } ? Q : never;

/** GET paths whose 200 body is a list `{data: [...]}`. */
export type ListPath = { [P in GetPath]: OkBody<GetOf<P>> extends { data: Array<unknown> } ? P : never }[GetPath];
export type ListItem<P extends ListPath> = OkBody<GetOf<P>> extends { data: Array<infer T> } ? T : never;

type Resources<Suffix extends string> = { [P in GetPath]: P extends `/${infer R}/${Suffix}` ? R : never }[GetPath];
/** Resources readable as `/{resource}/id:{id}`. */
export type IdResource = Resources<'id:{id}'>;
/** Resources readable as `/{resource}/{slug}`. */
export type SlugResource = Resources<'{slug}'>;
/** Resources readable as `/{resource}/{code}` (orders, own orders, coupons). */
export type CodeResource = Resources<'{code}'>;
type DataOf<P> = P extends GetPath ? (OkBody<GetOf<P>> extends { data: infer D } ? D : never) : never;

export interface Platform {
  /** The typed openapi-fetch client: every call of openapi/platform.yaml. */
  client: Client<paths>;
  priceTracker: PriceTracker;
  /** The data of a successful result; throws PlatformError for an error result. */
  unwrap<T>(result: { data?: T; error?: unknown; response: Response }): NonNullable<T>;
  /** A list normalised to {data, pagination}. */
  list<P extends ListPath>(path: P, query?: QueryOf<P>): Promise<Page<ListItem<P>>>;
  /** `/{resource}/id:{id}` (the id URI-encoded). */
  getById<R extends IdResource>(resource: R, id: string): Promise<DataOf<`/${R}/id:{id}`>>;
  /** `/{resource}/{slug}`. */
  getBySlug<R extends SlugResource>(resource: R, slug: string): Promise<DataOf<`/${R}/{slug}`>>;
  /** `/{resource}/{code}`. */
  getByCode<R extends CodeResource>(resource: R, code: string): Promise<DataOf<`/${R}/{code}`>>;
  /** State of the cached GET of a path and query in this context (for tests and diagnostics). */
  cacheState(path: string, query?: Record<string, unknown>): CacheState;
  errorForShopper: typeof errorForShopper;
}

let sharedCacheConfigured = false;
/** The process-wide response cache, fresh for PLATFORM_CACHE_SECONDS (5 minutes by default). */
function processCache(): ResponseCache {
  if (!sharedCacheConfigured) {
    sharedResponseCache.ttlMs = env().PLATFORM_CACHE_SECONDS * 1000;
    sharedCacheConfigured = true;
  }
  return sharedResponseCache;
}

export function createPlatform(context: PlatformContext = {}): Platform {
  const baseUrl = (context.baseUrl ?? env().PLATFORM_API_URL).replace(/\/+$/, '');
  const cache = context.cache === false || context.bearerOnEveryPath ? null : (context.cache ?? processCache());
  const timeoutMs = context.timeoutMs ?? env().PLATFORM_TIMEOUT_MS;
  const transport = createTransport({ ...context, baseUrl, cache, timeoutMs });
  const openapiClient = createClient<paths>({
    baseUrl,
    fetch: transport,
    querySerializer: (query) => encodeQuery(query as Record<string, unknown>),
  });
  const client = cache ? withCachedReads(openapiClient, { baseUrl, cache, language: context.language, salesChannelId: context.salesChannelId }) : openapiClient;
  const priceTracker = createPriceTracker({
    baseUrl: context.priceTrackerUrl ?? (context.baseUrl ? undefined : env().PRICE_TRACKER_URL) ?? `${baseUrl}/price-tracker`,
    currency: context.currency ?? 'PLN',
    language: context.language,
    salesChannelId: context.salesChannelId,
    timeoutMs,
    fetch: context.fetch,
    cache,
  });

  function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): NonNullable<T> {
    if (result.response.ok && result.data !== undefined && result.data !== null) return result.data as NonNullable<T>;
    throw platformErrorFromResponse(result.response.status, result.error, result.response.statusText, result.response.headers.get('retry-after'));
  }

  // openapi-fetch types each literal path; these helpers take a computed one, checked by their signatures.
  const getPath = (path: string, init: object) => client.GET(path as never, init as never) as Promise<{ data?: unknown; error?: unknown; response: Response }>;

  async function readData(path: string, params: Record<string, string>): Promise<never> {
    const body = unwrap(await getPath(path, { params: { path: params } })) as { data: never };
    return body.data;
  }

  return {
    client,
    priceTracker,
    unwrap,
    async list(path, query) {
      const body = unwrap(await getPath(path, { params: { query } })) as { data: never[]; meta?: never };
      return toPage(body);
    },
    getById: (resource, id) => readData(`/${resource}/id:{id}`, { id }),
    getBySlug: (resource, slug) => readData(`/${resource}/{slug}`, { slug }),
    getByCode: (resource, code) => readData(`/${resource}/{code}`, { code }),
    cacheState(path, query) {
      if (!cache) return 'empty';
      const search = encodeQuery(query);
      const url = `${baseUrl}${path}${search ? `?${search}` : ''}`;
      return cache.state(ResponseCache.key('GET', url, context.language, context.salesChannelId));
    },
    errorForShopper,
  };
}
