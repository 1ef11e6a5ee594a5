// The page cache's fast path: a fresh public page is answered by the server (server/storefront.ts)
// from the store Astro's cache provider fills (src/lib/page-cache.ts), before Astro turns the Node
// request into a fetch Request, routes it and turns the kept page back into a Response. Here a hit is a
// key lookup and one write: its head (the server's own headers, the page's, the cache's) is built once
// per kept page and encoding and written with one writeHead, its body compressed once per page.
// Everything else (a miss, a stale page to revalidate, a personal or locale-deciding request, HEAD, an
// unregistered store) goes to Astro as before.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { BoundedMemo } from './bounded-memo.ts';
import { pathCacheable, requestMayShareCachedPage } from './page-cache-rules.ts';
import { pageCacheKey, registeredPageStore, type Entry, type PageEncoding, type PageStore } from './page-cache-memory.ts';
import type { RequestHead } from '../i18n/locale-step.ts';

// Brotli before gzip whatever the client's order, as the compression middleware chooses for what Astro renders.
const ENCODINGS = ['br', 'gzip', 'identity'];
/** Bodies below this size go uncompressed, as the compression middleware's threshold does. */
const COMPRESSION_THRESHOLD = 1024;

/** The request as the page cache's rules read it (they ask for header names in lower case, as Node keys them). */
class NodeRequestHead implements RequestHead {
  readonly #headers: IncomingMessage['headers'];
  readonly method: string;
  readonly headers: RequestHead['headers'];

  constructor(req: IncomingMessage) {
    this.#headers = req.headers;
    this.method = req.method ?? 'GET';
    this.headers = this;
  }

  get(name: Lowercase<string>): string | null {
    const value = this.#headers[name];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

/** A request's target as the page cache reads it: shared by every request for the same target, never changed. */
interface Target {
  key: string;
  pathname: string;
  origin: string;
  /** Whether the path alone lets the cache answer (`pathCacheable`): what the request says is read per request. */
  cacheable: boolean;
}

/** The target of a request as Astro's Node adapter builds its URL (the page cache's keys come from it). */
function targetFor(protocol: 'http' | 'https', host: string, path: string): Target | null {
  const candidate = `${protocol}://${host}${path}`;
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  return { key: pageCacheKey(url), pathname: url.pathname, origin: url.origin, cacheable: pathCacheable(url) };
}

// A page asked for again and again is the cache's reason to be: its key, path and what the path allows
// are a function of the request's protocol, host and target, worked out once per host and target.
// Hosts are what clients say: as bounded as the targets of each.
const MAX_HOSTS = 16;
const MAX_TARGETS = 1024;
const hosts = { http: new Map<string, BoundedMemo<Target | null>>(), https: new Map<string, BoundedMemo<Target | null>>() };

function targetOf(req: IncomingMessage): Target | null {
  const host = req.headers.host;
  if (typeof host !== 'string' || host === '') return null;
  const protocol = 'encrypted' in req.socket && req.socket.encrypted === true ? 'https' : 'http';
  const byHost = hosts[protocol];
  let targets = byHost.get(host);
  if (!targets) {
    if (byHost.size >= MAX_HOSTS) byHost.clear();
    targets = new BoundedMemo(MAX_TARGETS, (path) => targetFor(protocol, host, path));
    byHost.set(host, targets);
  }
  return targets.get(req.url ?? '');
}

type Head = Record<string, string>;

/** What a hit of one kept page writes, worked out on its first hit in each encoding. */
interface KeptHit {
  entry: Entry;
  serverHeaders: Readonly<Record<string, string>>;
  /** The uncompressed body, as one Buffer over the kept bytes (no copy). */
  body: Buffer;
  heads: Partial<Record<PageEncoding | 'identity', Head>>;
}

// By kept page (a page whose body gains an encoding is kept as a new entry, so its heads are built anew),
// for the one set of server headers it was built with.
const hits = new WeakMap<Entry, KeptHit>();

// The pages hit since the store last changed, by key. Nothing was kept, dropped or turned stale since
// (the store's version), so each is still the fresh page kept for its key: a hit skips the store's lookup
// and reads no clock; what this holds, the store held at that version. The store's least-recently-used order
// then counts a page's first hit since the last change, not its latest: a page hit since then is still
// never evicted before one that was not.
const sinceChange = { store: undefined as PageStore | undefined, version: 0, hits: new Map<string, KeptHit>() };

function keptHitOf(store: PageStore, key: string, serverHeaders: Readonly<Record<string, string>>): KeptHit | undefined {
  if (sinceChange.store !== store || sinceChange.version !== store.version) {
    sinceChange.hits.clear();
    sinceChange.store = store;
    sinceChange.version = store.version;
  }
  const known = sinceChange.hits.get(key);
  if (known && known.serverHeaders === serverHeaders) return known;
  const entry = store.fresh(key);
  if (!entry) return undefined;
  let kept = hits.get(entry);
  if (!kept || kept.serverHeaders !== serverHeaders) {
    kept = { entry, serverHeaders, body: Buffer.from(entry.body), heads: {} };
    hits.set(entry, kept);
  }
  sinceChange.hits.set(key, kept);
  return kept;
}

/**
 * The hit's head as setting each header in turn would leave it (the server's headers, then the page's,
 * then the cache's; one of the same name, in any case, takes the earlier one's place), every name in lower
 * case: Node recognises the headers it handles itself (Content-Length among them) by their lower-case
 * names, so a name already in lower case spares it a conversion on every hit.
 */
function headOfHit(kept: KeptHit, encoding: PageEncoding | null, length: number): Head {
  const known = kept.heads[encoding ?? 'identity'];
  if (known) return known;
  const byName = new Map<string, string>();
  const set = (name: string, value: string) => byName.set(name.toLowerCase(), value);
  for (const [name, value] of Object.entries(kept.serverHeaders)) set(name, value);
  for (const [name, value] of kept.entry.headers) set(name, value);
  set('x-astro-cache', 'HIT');
  if (encoding) set('content-encoding', encoding);
  set('vary', 'Accept-Encoding');
  set('content-length', String(length));
  const head = Object.fromEntries(byName);
  kept.heads[encoding ?? 'identity'] = head;
  return head;
}

/** The encoding a kept page is sent in for an Accept-Encoding value: brotli, else gzip, else none (q=0 refuses). */
export function pageEncodingFor(acceptEncoding: string): PageEncoding | null {
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(ENCODINGS);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
}

// Browsers send one of a handful of Accept-Encoding values: each is negotiated once.
export const pageEncodings = new BoundedMemo(64, pageEncodingFor);

function encodingFor(req: IncomingMessage, size: number): PageEncoding | null {
  const acceptEncoding = req.headers['accept-encoding'];
  if (size < COMPRESSION_THRESHOLD || !acceptEncoding) return null;
  return pageEncodings.get(acceptEncoding);
}

/**
 * Answers the request from the page cache when a fresh page is kept for it; false when Astro must.
 * `serverHeaders` are the ones the server sets on every response (a hit writes them with the page's own).
 */
export function answerFromPageCache(req: IncomingMessage, res: ServerResponse, serverHeaders: Readonly<Record<string, string>>): boolean {
  if (req.method !== 'GET') return false;
  const store = registeredPageStore();
  if (!store) return false;
  const target = targetOf(req);
  if (!target?.cacheable || !requestMayShareCachedPage(new NodeRequestHead(req), target)) return false;
  const kept = keptHitOf(store, target.key, serverHeaders);
  if (!kept) return false;

  const encoding = encodingFor(req, kept.body.byteLength);
  const body = encoding ? store.encodedBody(target.key, kept.entry, encoding) : kept.body;
  res.writeHead(kept.entry.status, headOfHit(kept, encoding, body.byteLength));
  res.end(body);
  return true;
}
