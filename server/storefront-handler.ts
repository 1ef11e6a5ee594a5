// The storefront's request handler: a fresh page from the page cache, the build's static files
// (precompressed brotli/gzip), a health answer for the load balancer, and Astro's app behind compression.
// server/storefront.ts serves it; the benchmark's shop floor (scripts/bench-shop-floor-server.ts) serves it
// beside one answer from memory, so that both processes hold the same shop.
import { readdirSync } from 'node:fs';
import type { RequestListener, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import type { Env } from '../src/lib/env.ts';
import { securityHeadersFor } from '../src/lib/security-headers.ts';
import { forwardedClientAddress, reachedOverHttps, socketFromAddress, tlsTerminatedSocket } from '../src/lib/https-request.ts';
import { answerFromPageCache } from '../src/lib/page-cache-front.ts';

const HEALTH_PATH = '/_health';

/**
 * The build's hashed files never change under their name (immutable for a year), so validators are
 * never used: without Last-Modified and ETag each of them is ~80 bytes lighter, which over HTTP/1.1
 * every file of a page pays (the JavaScript budget counts bytes as transferred, docs/benchmark.md). sirv always writes both.
 */
function withoutValidators(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, unknown>) => typeof res;
  res.writeHead = ((status: number, headers?: Record<string, unknown>) => {
    if (headers) {
      delete headers['Last-Modified'];
      delete headers.ETag;
    }
    return writeHead(status, headers);
  }) as typeof res.writeHead;
}

/** Loads the Astro build (after error reporting is set up, so that its SDK sees the app's requests) and answers with it. */
export async function createStorefrontHandler(config: Env): Promise<RequestListener> {
  const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
  const { handler } = await import(new URL('../dist/server/entry.mjs', import.meta.url).href);

  const assets = sirv(clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/_astro/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // The build's files all sit in a few top-level folders (the hashed assets, Partytown): a request for
  // anything else skips sirv's lookup (a few candidate paths per request) and goes straight to the app.
  const fileFolders = new Set(readdirSync(clientDir));
  const mayBeFile = (url: string) => fileFolders.has(url.slice(1).split(/[/?#]/, 1)[0] ?? '');
  const compress = compression({ threshold: 1024 });
  const trustProxy = config.TRUST_PROXY;

  return (req, res) => {
    // Forwarded headers mean something only from a trusted proxy (without TRUST_PROXY both helpers below
    // ignore them): only then is the request's socket seen through what the proxy says.
    if (trustProxy) {
      const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
      // Behind a trusted proxy that ended TLS, the app sees the https:// URL the shopper used.
      if (!encrypted && reachedOverHttps(false, req.headers['x-forwarded-proto'], trustProxy)) {
        Object.defineProperty(req, 'socket', { value: tlsTerminatedSocket(req.socket), configurable: true, writable: true });
      }
      // ...and the shopper's address (rate limits count per shopper, not per proxy).
      const client = forwardedClientAddress(req.headers['x-forwarded-for'], trustProxy);
      if (client) Object.defineProperty(req, 'socket', { value: socketFromAddress(req.socket, client), configurable: true, writable: true });
    }
    const securityHeaders = securityHeadersFor(req.url ?? '/');
    // A fresh page from the page cache: written with these headers in one go.
    if (answerFromPageCache(req, res, securityHeaders)) return;
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    // For nginx and the load balancer (deploy/): the process answers, without the app or the platform.
    // Underscored like Astro's /_astro and /_actions: a content page called "health" keeps /health.
    if (req.url === HEALTH_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('ok\n');
      return;
    }
    const toApp = () => {
      compress(req as never, res as never, () => {
        handler(req, res);
      });
    };
    if (!mayBeFile(req.url ?? '/')) return toApp();
    if (req.url?.startsWith('/_astro/')) withoutValidators(res);
    assets(req, res, toApp);
  };
}
