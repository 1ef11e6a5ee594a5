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
import { pageCacheKey, registeredPageStore, type Entry, type PageEncoding } from './page-cache-memory.ts';
import type { RequestHead } from '../i18n/locale-step.ts';

// Brotli before gzip whatever the client's order, as the compression middleware chooses for what Astro renders.
const ENCODINGS = ['br', 'gzip', 'identity'];
/** Bodies below this size go uncompressed, as the compression middleware's threshold does. */
const COMPRESSION_THRESHOLD = 1024;

/** The request as the page cache's rules read it (header names asked for in lower case, as the rules do). */
class NodeRequestHead implements RequestHead {
  readonly #headers: IncomingMessage['headers'];
  readonly method: string;
  readonly headers: RequestHead['headers'];

  constructor(req: IncomingMessage) {
    this.#headers = req.headers;
    this.method = req.method ?? 'GET';
    this.headers = this;
  }

  get(name: string): string | null {
    const value = this.#headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

interface Target {
  /** Read, never changed: shared by every request for the same target. */
  url: URL;
  key: string;
  /** Whether the URL alone lets the cache answer (`pathCacheable`): what the request says is read per request. */
  cacheable: boolean;
}

/** The target of a request as Astro's Node adapter builds its URL (the page cache's keys come from it). */
function targetFor(protocol: 'http' | 'https', host: string, path: string): Target | null {
  const candidate = `${protocol}://${host}${path}`;
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  return { url, key: pageCacheKey(url), cacheable: pathCacheable(url) };
}

// A page asked for again and again is the cache's reason to be: its URL, key and what its path allows
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

type Head = Record<string, string | number>;

/** What a hit of one kept page writes, worked out on its first hit in each encoding. */
interface KeptHit {
  serverHeaders: Readonly<Record<string, string>>;
  /** The uncompressed body, as one Buffer over the kept bytes (no copy). */
  body: Buffer;
  heads: Partial<Record<PageEncoding | 'identity', Head>>;
}

// By kept page (a page whose body gains an encoding is kept as a new entry, so its heads are built anew),
// for the one set of server headers it was built with.
const hits = new WeakMap<Entry, KeptHit>();

function keptHitOf(entry: Entry, serverHeaders: Readonly<Record<string, string>>): KeptHit {
  let kept = hits.get(entry);
  if (!kept || kept.serverHeaders !== serverHeaders) {
    kept = { serverHeaders, body: Buffer.from(entry.body), heads: {} };
    hits.set(entry, kept);
  }
  return kept;
}

/**
 * The hit's head as setting each header in turn would leave it: the server's headers, then the page's
 * (one of the same name, in any case, takes the earlier one's place under its own spelling), then the cache's.
 */
function headOfHit(kept: KeptHit, entry: Entry, encoding: PageEncoding | null, length: number): Head {
  const known = kept.heads[encoding ?? 'identity'];
  if (known) return known;
  const byName = new Map<string, [string, string | number]>();
  const set = (name: string, value: string | number) => byName.set(name.toLowerCase(), [name, value]);
  for (const [name, value] of Object.entries(kept.serverHeaders)) set(name, value);
  for (const [name, value] of entry.headers) set(name, value);
  set('X-Astro-Cache', 'HIT');
  if (encoding) set('Content-Encoding', encoding);
  set('Vary', 'Accept-Encoding');
  set('Content-Length', length);
  const head = Object.fromEntries(byName.values());
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
  if (!target?.cacheable || !requestMayShareCachedPage(new NodeRequestHead(req), target.url)) return false;
  const entry = store.fresh(target.key);
  if (!entry) return false;

  const kept = keptHitOf(entry, serverHeaders);
  const encoding = encodingFor(req, entry.body.byteLength);
  const body = encoding ? store.encodedBody(target.key, entry, encoding) : kept.body;
  res.writeHead(entry.status, headOfHit(kept, entry, encoding, body.byteLength));
  res.end(body);
  return true;
}
