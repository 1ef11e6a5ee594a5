// The page cache's fast path: a fresh public page is answered by the server (server/storefront.ts)
// from the store Astro's cache provider fills (src/lib/page-cache.ts), before Astro turns the Node
// request into a fetch Request, routes it and turns the kept page back into a Response. Here a hit is a
// key lookup and one write: its head (the server's own headers, the page's, the cache's) is built once
// per kept page and encoding and written with one writeHead, its body compressed once per page.
// Everything else (a miss, a stale page to revalidate, a personal or locale-deciding request, HEAD, an
// unregistered store) goes to Astro as before.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { pageCacheable } from './page-cache-rules.ts';
import { pageCacheKey, registeredPageStore, type Entry, type PageEncoding } from './page-cache-memory.ts';
import type { RequestHead } from '../i18n/locale-step.ts';

// Brotli before gzip whatever the client's order, as the compression middleware chooses for what Astro renders.
const ENCODINGS = ['br', 'gzip', 'identity'];
/** Bodies below this size go uncompressed, as the compression middleware's threshold does. */
const COMPRESSION_THRESHOLD = 1024;

function headOf(req: IncomingMessage): RequestHead {
  return {
    method: req.method ?? 'GET',
    headers: {
      get(name) {
        const value = req.headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}

/** The URL Astro's Node adapter builds for the request (the page cache's keys come from it). */
function requestUrl(req: IncomingMessage): URL | null {
  const protocol = 'encrypted' in req.socket && req.socket.encrypted === true ? 'https' : 'http';
  const host = typeof req.headers.host === 'string' ? req.headers.host : null;
  const candidate = `${protocol}://${host}${req.url ?? ''}`;
  return host && URL.canParse(candidate) ? new URL(candidate) : null;
}

interface Target {
  /** Read, never changed: shared by every request for the same target. */
  url: URL;
  key: string;
}

// A page asked for again and again is the cache's reason to be: its URL and key are a function of the
// request's protocol, host and target, worked out once. Bounded: emptied when full.
const targets = new Map<string, Target | null>();
const MAX_TARGETS = 1024;

function targetOf(req: IncomingMessage): Target | null {
  const id = `${'encrypted' in req.socket && req.socket.encrypted === true ? 's' : ''}\n${req.headers.host ?? ''}\n${req.url ?? ''}`;
  let target = targets.get(id);
  if (target === undefined) {
    const url = requestUrl(req);
    target = url && { url, key: pageCacheKey(url) };
    if (targets.size >= MAX_TARGETS) targets.clear();
    targets.set(id, target);
  }
  return target;
}

type Head = Record<string, string | number>;

// The head of a hit for each kept page (a page whose body gains an encoding is kept as a new entry,
// so its heads are built anew), by encoding, for the one set of server headers it was built with.
const heads = new WeakMap<Entry, { serverHeaders: Readonly<Record<string, string>>; byEncoding: Map<PageEncoding | 'identity', Head> }>();

/**
 * The hit's head as setting each header in turn would leave it: the server's headers, then the page's
 * (one of the same name, in any case, takes the earlier one's place under its own spelling), then the cache's.
 */
function headOfHit(serverHeaders: Readonly<Record<string, string>>, entry: Entry, encoding: PageEncoding | null, length: number): Head {
  let kept = heads.get(entry);
  if (!kept || kept.serverHeaders !== serverHeaders) {
    kept = { serverHeaders, byEncoding: new Map() };
    heads.set(entry, kept);
  }
  let head = kept.byEncoding.get(encoding ?? 'identity');
  if (!head) {
    const byName = new Map<string, [string, string | number]>();
    const set = (name: string, value: string | number) => byName.set(name.toLowerCase(), [name, value]);
    for (const [name, value] of Object.entries(serverHeaders)) set(name, value);
    for (const [name, value] of entry.headers) set(name, value);
    set('X-Astro-Cache', 'HIT');
    if (encoding) set('Content-Encoding', encoding);
    set('Vary', 'Accept-Encoding');
    set('Content-Length', length);
    head = Object.fromEntries(byName.values());
    kept.byEncoding.set(encoding ?? 'identity', head);
  }
  return head;
}

function encodingFor(req: IncomingMessage, size: number): PageEncoding | null {
  if (size < COMPRESSION_THRESHOLD || !req.headers['accept-encoding']) return null;
  const accepted = new Negotiator(req).encodings(ENCODINGS);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
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
  if (!target || !pageCacheable(headOf(req), target.url)) return false;
  const entry = store.fresh(target.key);
  if (!entry) return false;

  const encoding = encodingFor(req, entry.body.byteLength);
  const body = encoding ? store.encodedBody(target.key, entry, encoding) : Buffer.from(entry.body);
  res.writeHead(entry.status, headOfHit(serverHeaders, entry, encoding, body.byteLength));
  res.end(body);
  return true;
}
