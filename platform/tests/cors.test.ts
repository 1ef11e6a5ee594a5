// The embedded platform answers a browser's CORS preflight as Heseya does (its config/cors.php: every
// method, every header, max age 0, nothing exposed, no credentials): the headers Heseya's own clients
// send are named back whatever they are, and outside demo mode only the shops' origins get an answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './harness.ts';

/** What Heseya's storefront (through its caching HTTP client) and its admin panel ask to send. */
const CLIENT_HEADERS = 'authorization,cache-control,content-type,x-core-url,accept-language,x-sales-channel';

const preflight = (platform: TestPlatform, path: string, origin: string, method: string, headers = CLIENT_HEADERS) =>
  fetch(`${platform.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, ...(headers ? { 'access-control-request-headers': headers } : {}) },
  });
const varies = (r: Response) => (r.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

describe('in demo mode', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p?.stop());

  it('names back every header and the method a client on any origin asks for, with max age 0 and no credentials', async () => {
    for (const [method, path] of [
      ['GET', '/coupons/WITAJ10'],
      ['POST', '/login'],
      ['GET', '/shipping-methods'],
      ['GET', '/sales-channels'],
      ['GET', '/products?search=kubek'],
    ] as const) {
      const r = await preflight(p, path, 'http://127.0.0.1:4999', method);
      expect(r.status, path).toBe(204);
      expect(r.headers.get('access-control-allow-origin'), path).toBe('http://127.0.0.1:4999');
      expect(r.headers.get('access-control-allow-headers')!.split(','), path).toEqual(CLIENT_HEADERS.split(','));
      expect(r.headers.get('access-control-allow-methods'), path).toBe(method);
      expect(r.headers.get('access-control-max-age'), path).toBe('0');
      expect(r.headers.get('access-control-allow-credentials'), path).toBeNull();
      expect(r.headers.get('access-control-expose-headers'), path).toBeNull();
      expect(varies(r), path).toEqual(expect.arrayContaining(['origin', 'access-control-request-headers', 'access-control-request-method']));
    }
  });

  it('names back a header no Heseya client is known to send, and any method, as Heseya does', async () => {
    const r = await preflight(p, '/cart/process', 'https://admin.example', 'patch', 'X-Made-Up-Header, Authorization');
    expect(r.headers.get('access-control-allow-headers')).toBe('X-Made-Up-Header,Authorization');
    expect(r.headers.get('access-control-allow-methods')).toBe('PATCH');
  });

  it('asks for no headers it was not asked for', async () => {
    const r = await preflight(p, '/products', 'https://admin.example', 'GET', '');
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('https://admin.example');
    expect(r.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('answers the call itself with the caller origin, and exposes no headers', async () => {
    const get = await fetch(`${p.url}/products?limit=1`, { headers: { origin: 'http://127.0.0.1:4999', 'cache-control': 'no-cache' } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4999');
    expect(get.headers.get('access-control-expose-headers')).toBeNull();
    expect(varies(get)).toContain('origin');
  });
});

describe('outside demo mode', () => {
  let shop: TestPlatform;
  beforeAll(async () => {
    shop = await startTestPlatform(undefined, { demo: false, allowedOrigins: ['https://shop.example'] });
  });
  afterAll(() => shop?.stop());

  it('answers the preflight of an allowed shop origin in full', async () => {
    const r = await preflight(shop, '/coupons/WITAJ10', 'https://shop.example', 'GET');
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(r.headers.get('access-control-allow-headers')!.split(',')).toEqual(CLIENT_HEADERS.split(','));
    expect(r.headers.get('access-control-max-age')).toBe('0');
  });

  it('gives an origin it does not allow a bare 204: no origin, headers, methods or max age to act on', async () => {
    const r = await preflight(shop, '/login', 'https://evil.example', 'POST');
    expect(r.status).toBe(204);
    for (const name of ['allow-origin', 'allow-headers', 'allow-methods', 'max-age', 'allow-credentials']) {
      expect(r.headers.get(`access-control-${name}`), name).toBeNull();
    }
    const read = await fetch(`${shop.url}/auth/profile`, { headers: { origin: 'https://evil.example', authorization: 'Bearer x' } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('still names the allowed shop on a refused call, so its client can read the error', async () => {
    const failed = await fetch(`${shop.url}/auth/profile`, { headers: { origin: 'https://shop.example', authorization: 'Bearer x' } });
    expect(failed.status).toBe(401);
    expect(failed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
  });

  it('answers no origin at all when it allows none', async () => {
    const closed = await startTestPlatform(undefined, { demo: false, allowedOrigins: [] });
    try {
      const r = await preflight(closed, '/products', 'http://127.0.0.1:4999', 'GET');
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
      expect(r.headers.get('access-control-allow-headers')).toBeNull();
    } finally {
      await closed.stop();
    }
  });
});
