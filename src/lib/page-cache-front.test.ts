import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFromPageCache, pageEncodingFor, pageEncodings } from './page-cache-front';
import { boundedMemoryProvider, registerPageStore } from './page-cache-memory';

describe('the encoding of a hit', () => {
  it('is brotli, else gzip, else none, whatever the order the client lists them in', () => {
    expect(pageEncodingFor('gzip, deflate, br')).toBe('br');
    expect(pageEncodingFor('gzip')).toBe('gzip');
    expect(pageEncodingFor('*')).toBe('br');
    expect(pageEncodingFor('deflate')).toBeNull();
    expect(pageEncodingFor('identity')).toBeNull();
  });

  it('never one the client refuses with q=0', () => {
    expect(pageEncodingFor('br;q=0, gzip')).toBe('gzip');
    expect(pageEncodingFor('gzip;q=0, br;q=0, deflate')).toBeNull();
    expect(pageEncodingFor('*;q=0')).toBeNull();
    expect(pageEncodingFor('*, br;q=0')).toBe('gzip');
  });

  it('is worked out once per Accept-Encoding value, in a bounded memo that keeps answering rightly', () => {
    for (let i = 0; i < 500; i++) {
      expect(pageEncodings.get(`gzip;q=0.${i % 10}, x-custom-${i}`)).toBe(i % 10 === 0 ? null : 'gzip');
      expect(pageEncodings.size).toBeLessThanOrEqual(pageEncodings.max);
    }
    expect(pageEncodings.get('br;q=0, gzip')).toBe('gzip');
  });
});

const HTML = `<!doctype html><title>Kubek</title>${'<p>Kubek ceramiczny</p>'.repeat(200)}`;
const SERVER_HEADERS = { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'none'" };

interface Answer {
  status: number;
  raw: string[];
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function answerTo(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers: { accept: 'text/html', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, raw: res.rawHeaders, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The server of server/storefront.ts, reduced to the cache's fast path: anything else is a 404. */
async function fastPathServer(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    if (answerFromPageCache(req, res, SERVER_HEADERS)) return;
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('a hit answered by the server', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const store = boundedMemoryProvider({ maxEntries: 10, maxBytes: 2 ** 20 });
    registerPageStore(store);
    ({ server, origin } = await fastPathServer());
    for (const path of ['/product/kubek', '/en/product/mug', '/preview/strona', '/']) {
      const url = new URL(path, origin);
      await store.onRequest!(
        { request: new Request(url), url, logger: { warn() {} } } as never,
        async () =>
          new Response(HTML, {
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'content-security-policy': "default-src 'none'; script-src 'self'",
              'CDN-Cache-Control': 'max-age=60',
            },
          }),
      );
    }
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => answerTo(origin, path, headers, method);

  it('writes the server headers, then the page’s own (one of the same name in its place, with its value), then the cache headers, named in lower case', async () => {
    const hit = await get('/product/kubek');
    expect(hit.status).toBe(200);
    const names = hit.raw.filter((_, index) => index % 2 === 0);
    expect(names.slice(0, 7)).toEqual([
      'x-frame-options',
      'content-security-policy',
      'cdn-cache-control',
      'content-type',
      'x-astro-cache',
      'vary',
      'content-length',
    ]);
    expect(hit.headers['content-security-policy']).toBe("default-src 'none'; script-src 'self'");
    expect(hit.headers['x-astro-cache']).toBe('HIT');
    expect(hit.body.toString()).toBe(HTML);
    // Every later hit writes the same head and body.
    const again = await get('/product/kubek');
    expect(again.raw.filter((value) => !/GMT$/.test(value))).toEqual(hit.raw.filter((value) => !/GMT$/.test(value)));
    expect(again.body.equals(hit.body)).toBe(true);
  });

  it('sends the encoding the client accepts, never one it refuses with q=0', async () => {
    const gzip = await get('/product/kubek', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(HTML);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.byteLength);
    const none = await get('/product/kubek', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(HTML);
  });

  it('steps aside for a personal cookie, HEAD, the preview area, the home page and a locale to remember', async () => {
    expect((await get('/product/kubek', { cookie: 'a=1; access_token=secret' })).status).toBe(404);
    expect((await get('/product/kubek', {}, 'HEAD')).status).toBe(404);
    expect((await get('/preview/strona')).status).toBe(404);
    expect((await get('/')).status).toBe(404);
    // A navigation within the shop to an English page, with Polish remembered: the cookie must change.
    expect((await get('/en/product/mug', { 'sec-fetch-site': 'same-origin', cookie: 'i18n_redirected=pl' })).status).toBe(404);
    expect((await get('/en/product/mug', { 'sec-fetch-site': 'same-origin', cookie: 'i18n_redirected=en' })).status).toBe(200);
    expect((await get('/product/kubek', { cookie: 'a=1' })).status).toBe(200);
  });
});

describe('a hit after the store changes', () => {
  const store = boundedMemoryProvider({ maxEntries: 2, maxBytes: 2 ** 20 });
  let server: Server;
  let origin: string;

  /** Renders and keeps a page as Astro's cache provider does, fresh for `seconds`. */
  const keep = (path: string, body: string, seconds = 60) => {
    const url = new URL(path, origin);
    return store.onRequest!(
      { request: new Request(url), url, logger: { warn() {} } } as never,
      async () => new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'CDN-Cache-Control': `max-age=${seconds}` } }),
    );
  };
  const bodyOf = async (path: string) => {
    const answer = await answerTo(origin, path);
    return answer.status === 200 ? answer.body.toString() : answer.status;
  };

  beforeAll(async () => {
    registerPageStore(store);
    ({ server, origin } = await fastPathServer());
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the page kept now: never one purged, evicted or past its freshness, and a page kept anew with its new body', async () => {
    await keep('/product/a', 'first');
    expect(await bodyOf('/product/a')).toBe('first');
    expect(await bodyOf('/product/a')).toBe('first');

    store.purge({ all: true });
    expect(await bodyOf('/product/a')).toBe(404);
    await keep('/product/a', 'second');
    expect(await bodyOf('/product/a')).toBe('second');

    // Two more pages in a store of two: the page hit least recently goes.
    await keep('/product/b', 'b');
    await keep('/product/c', 'c', 1);
    expect(await bodyOf('/product/c')).toBe('c');
    expect(await bodyOf('/product/a')).toBe(404);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await bodyOf('/product/c')).toBe(404);
    expect(await bodyOf('/product/b')).toBe('b');
  });

  it('keeps the page hit again and again when another page is kept', async () => {
    store.purge({ all: true });
    await keep('/product/a', 'a');
    await keep('/product/b', 'b');
    for (let i = 0; i < 3; i++) expect(await bodyOf('/product/a')).toBe('a');
    await keep('/product/c', 'c');
    expect(await bodyOf('/product/a')).toBe('a');
    expect(await bodyOf('/product/b')).toBe(404);
  });
});
