// The page cache's fast path: a fresh public page is answered by the server (server/storefront.ts)
// from the store Astro's cache provider fills (src/lib/page-cache.ts), before Astro turns the Node
// request into a fetch Request, routes it and turns the kept page back into a Response. That walk
// cost a hit two thirds of a static file's speed; here a hit is a key lookup and one write,
// compressed once per page instead of on every request. Everything else (a miss, a stale page to
// revalidate, a personal or locale-deciding request, HEAD, an unregistered store) goes to Astro as before.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { pageCacheable } from './page-cache-rules.ts';
import { pageCacheKey, registeredPageStore, type PageEncoding } from './page-cache-memory.ts';
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

function encodingFor(req: IncomingMessage, size: number): PageEncoding | null {
  if (size < COMPRESSION_THRESHOLD || !req.headers['accept-encoding']) return null;
  const accepted = new Negotiator(req).encodings(ENCODINGS);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
}

/** Answers the request from the page cache when a fresh page is kept for it; false when Astro must. */
export function answerFromPageCache(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET') return false;
  const store = registeredPageStore();
  if (!store) return false;
  const url = requestUrl(req);
  if (!url || !pageCacheable(headOf(req), url)) return false;
  const key = pageCacheKey(url);
  const entry = store.fresh(key);
  if (!entry) return false;

  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader('X-Astro-Cache', 'HIT');
  const encoding = encodingFor(req, entry.body.byteLength);
  const body = encoding ? store.encodedBody(key, entry, encoding) : Buffer.from(entry.body);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Length', body.byteLength);
  res.statusCode = entry.status;
  res.end(body);
  return true;
}
