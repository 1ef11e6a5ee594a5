// The HTTP behaviour (docs/rules.md#platform-client) as the `fetch` of openapi-fetch: language and sales-channel
// headers, Bearer only on the authenticated paths, a timeout, the GET/HEAD response cache,
// superseding of cart processing, one retry of GET on transient statuses (a 2xx with malformed JSON
// counts as a 502) and the single-flight token refresh with replay. Layers, outermost first: cache → supersede → auth → retry → network.
import { apiPathOf, isCacheablePath, isCartProcessPath, isRefreshPath, sendsAuthorization } from './auth-paths';
import { refreshOnce, type AuthTokens, type TokenStore } from './auth-refresh';
import { INVALID_RESPONSE, PlatformError, platformErrorFromResponse } from './errors';
import { noteRead } from './read-record';
import { ResponseCache, storeResponse, toResponse, type StoredResponse } from './response-cache';
import { isRetryable, retryAfterMs, sleep } from './retry';
import { isIP } from 'node:net';

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_RETRY_DELAY_MS = 250;

export interface TransportOptions {
  baseUrl: string;
  /** ISO code of the current language, sent as Accept-Language. */
  language?: string;
  /** Selected sales channel id, sent as X-Sales-Channel. */
  salesChannelId?: string;
  tokens?: TokenStore;
  /**
   * Send the token on every path (except the refresh call), not only on the authenticated ones: a member
   * of staff's preview, whose reads of pages and products answer hidden items to that token.
   */
  bearerOnEveryPath?: boolean;
  /** Identifies the shopper whose cart processing supersedes their own older calls. */
  shopperId?: string;
  /**
   * The shopper's address as the storefront determined it (socket, or the trusted proxy's header),
   * sent as X-Forwarded-For so the platform throttles per shopper, not per storefront.
   */
  clientAddress?: string;
  /** Runs once when a token refresh fails (after the tokens were cleared). */
  onAuthFailure?: () => void;
  timeoutMs?: number;
  /** Wait before the retry when the response names no Retry-After. */
  retryDelayMs?: number;
  /** Response cache; `null` turns caching off. */
  cache?: ResponseCache | null;
  fetch?: typeof globalThis.fetch;
}

interface Call {
  method: string;
  url: string;
  apiPath: string;
  headers: Headers;
  body: ArrayBuffer | null;
  signal: AbortSignal;
  timeoutSignal: AbortSignal;
  deadline: number;
}

type Send = (call: Call) => Promise<Response>;

// Newest cart processing per shopper, process-wide.
const cartProcessing = new Map<string, AbortController>();

export function createTransport(options: TransportOptions): (request: Request) => Promise<Response> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  // A call that carries a token on a path the cache would keep is never cached: its answer is that token's.
  const cache = options.bearerOnEveryPath ? null : (options.cache ?? null);

  const network: Send = async (call) => {
    let response: Response;
    try {
      response = await fetchImpl(call.url, { method: call.method, headers: call.headers, body: call.body, signal: call.signal });
      // Read the whole body inside the deadline so a stalled body also times out, and so the
      // response can be replayed to several readers.
      const stored = await storeResponse(response);
      return malformedJson(stored) ? invalidResponse(call.apiPath) : toResponse(stored);
    } catch (error) {
      if (error instanceof PlatformError) throw error;
      if (call.timeoutSignal.aborted) throw PlatformError.timeout(timeoutMs, error);
      if (call.signal.aborted) throw PlatformError.cancelled(error);
      throw PlatformError.network(error);
    }
  };

  const retry: Send = async (call) => {
    const first = await network(call);
    if (!isRetryable(call.method, first.status)) return first;
    const wait = retryAfterMs(first.headers.get('retry-after')) ?? retryDelayMs;
    if (Date.now() + wait >= call.deadline) return first;
    try {
      await sleep(wait, call.signal);
    } catch (error) {
      if (call.timeoutSignal.aborted) throw PlatformError.timeout(timeoutMs, error);
      throw PlatformError.cancelled(error);
    }
    return network(call);
  };

  const refreshWith = async (refreshToken: string): Promise<AuthTokens> => {
    const headers = baseHeaders(options);
    headers.set('Content-Type', 'application/json');
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await network({
      method: 'POST',
      url: `${trimBase(options.baseUrl)}/auth/refresh`,
      apiPath: '/auth/refresh',
      headers,
      body: new TextEncoder().encode(JSON.stringify({ refresh_token: refreshToken })).buffer as ArrayBuffer,
      signal: timeout,
      timeoutSignal: timeout,
      deadline: Date.now() + timeoutMs,
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw platformErrorFromResponse(response.status, body, response.statusText);
    const data = (body as { data?: { token?: unknown; identity_token?: unknown; refresh_token?: unknown } } | undefined)?.data;
    if (!data || typeof data.token !== 'string') throw platformErrorFromResponse(502, body, 'Malformed token refresh response');
    return {
      token: data.token,
      identityToken: typeof data.identity_token === 'string' ? data.identity_token : null,
      refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : null,
    };
  };

  const auth: Send = async (call) => {
    const store = options.tokens;
    const carriesToken = options.bearerOnEveryPath ? !isRefreshPath(call.apiPath) : sendsAuthorization(call.apiPath);
    if (!store || !carriesToken) return retry(call);
    const sent = (await store.get())?.token;
    const first = await retry(withBearer(call, sent));
    if (first.status !== 401 || isRefreshPath(call.apiPath)) return first;
    const now = await store.get();
    if (now?.token && now.token !== sent) return retry(withBearer(call, now.token));
    if (!now?.refreshToken) return first;
    const refreshed = await refreshOnce(now.refreshToken, store, options.onAuthFailure, refreshWith);
    if (!refreshed) return first;
    return retry(withBearer(call, refreshed.token));
  };

  const supersede: Send = async (call) => {
    const shopper = options.shopperId;
    if (call.method !== 'POST' || !shopper || !isCartProcessPath(call.apiPath)) return auth(call);
    cartProcessing.get(shopper)?.abort();
    const mine = new AbortController();
    cartProcessing.set(shopper, mine);
    try {
      return await auth({ ...call, signal: AbortSignal.any([call.signal, mine.signal]) });
    } finally {
      if (cartProcessing.get(shopper) === mine) cartProcessing.delete(shopper);
    }
  };

  const cached: Send = async (call) => {
    const readOnly = call.method === 'GET' || call.method === 'HEAD';
    if (!cache || !readOnly || !isCacheablePath(call.apiPath) || call.headers.has('authorization')) return supersede(call);
    const key = ResponseCache.key(call.method, call.url, options.language, options.salesChannelId);
    return cache.fetch(key, () => supersede(call));
  };

  return async function platformFetch(request: Request): Promise<Response> {
    const method = request.method.toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? null : await request.arrayBuffer();
    const headers = new Headers(request.headers);
    // Only the address the storefront determined reaches the platform, never a forwarded one.
    for (const name of FORWARDING_HEADERS) headers.delete(name);
    for (const [name, value] of baseHeaders(options)) headers.set(name, value);
    const apiPath = apiPathOf(new URL(request.url), options.baseUrl);
    if (method === 'GET' || method === 'HEAD') noteRead(apiPath);
    if (isRefreshPath(apiPath)) headers.delete('authorization');
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new Error('timeout')), timeoutMs);
    try {
      return await cached({
        method,
        url: request.url,
        apiPath,
        headers,
        body: body && body.byteLength > 0 ? body : null,
        signal: AbortSignal.any([request.signal, timeout.signal]),
        timeoutSignal: timeout.signal,
        deadline: Date.now() + timeoutMs,
      });
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A successful answer that says it is JSON but does not parse (a broken proxy, a truncated body). */
function malformedJson(stored: StoredResponse): boolean {
  if (stored.status < 200 || stored.status >= 300 || stored.body.byteLength === 0) return false;
  const type = stored.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!/\bjson\b/i.test(type)) return false;
  try {
    JSON.parse(new TextDecoder().decode(stored.body));
    return false;
  } catch {
    return true;
  }
}

/**
 * What a malformed answer becomes: a 502 in the platform's error shape, so that a GET is retried once
 * (docs/rules.md#retry), it is never cached, a stale copy stands in for it, and callers see a PlatformError
 * (INVALID_RESPONSE) instead of a parser's exception.
 */
function invalidResponse(apiPath: string): Response {
  const body = { error: { code: 502, key: INVALID_RESPONSE, message: `The platform answered ${apiPath} with malformed JSON` } };
  return new Response(JSON.stringify(body), { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'application/json' } });
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

function baseHeaders(options: TransportOptions): Headers {
  const headers = new Headers();
  if (options.language) headers.set('Accept-Language', options.language);
  if (options.salesChannelId) headers.set('X-Sales-Channel', options.salesChannelId);
  const address = options.clientAddress?.trim();
  if (address && isIP(address)) headers.set('X-Forwarded-For', address);
  return headers;
}

function withBearer(call: Call, token: string | undefined): Call {
  const headers = new Headers(call.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return { ...call, headers };
}

function trimBase(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}
