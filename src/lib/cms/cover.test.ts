// Covers through the shop: only a file id and an allowed width reach Directus, resized there to WebP, and
// only for a file that is the cover of a post the request may see; the answer carries a long cache lifetime
// (a preview's: private, never kept); a missing file is a 404 and Directus down a 503 unless a copy is kept.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '../platform/response-cache';
import { COVER_MAX_AGE_SECONDS, coverSrcset, parseCoverRequest, serveCover } from './cover';

const ID = '3f1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const PDF_ID = '9e8d7c6b-5a49-4382-a716-151413121110';

let server: Server;
let url: string;
let seen: { path: string; auth: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://directus');
    seen.push({ path: `${target.pathname}${target.search}`, auth: req.headers.authorization });
    if (target.pathname === `/assets/${ID}`) {
      res.writeHead(200, { 'Content-Type': 'image/webp', 'Set-Cookie': 'directus=1' });
      return res.end(Buffer.from(`webp ${target.searchParams.get('width')}`));
    }
    if (target.pathname === `/assets/${PDF_ID}`) {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      return res.end('%PDF');
    }
    res.writeHead(403, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: "You don't have permission to access this." }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen = [];
});

describe('a cover request', () => {
  it('takes a file id and an allowed width only', () => {
    expect(parseCoverRequest(ID, '640.webp')).toEqual({ id: ID, width: 640 });
    expect(parseCoverRequest(ID.toUpperCase(), '1200.webp')).toEqual({ id: ID, width: 1200 });
    for (const [id, file] of [
      [ID, '641.webp'],
      [ID, '5000.webp'],
      [ID, '640.png'],
      [ID, '640.webp?x'],
      ['..', '640.webp'],
      ['not-a-uuid', '640.webp'],
      [`${ID}/../../users`, '640.webp'],
      [undefined, '640.webp'],
      [ID, undefined],
    ] as const) {
      expect(parseCoverRequest(id, file), `${id} ${file}`).toBeUndefined();
    }
  });

  it("offers widths up to the file's own, never enlarged", () => {
    expect(coverSrcset(ID, 500)).toBe(`/media/blog/${ID}/320.webp 320w, /media/blog/${ID}/480.webp 480w`);
    expect(coverSrcset(ID, 100)).toBe(`/media/blog/${ID}/320.webp 320w`);
    expect(coverSrcset(ID, undefined).split(', ')).toHaveLength(5);
  });
});

describe('serving a cover', () => {
  const covers = new Set([ID, PDF_ID, 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d']);
  const isCover = (id: string) => Promise.resolve(covers.has(id));
  const source = (cache = new ResponseCache()) => ({ url, token: 'reader-token', timeoutMs: 5_000, cache, isCover });

  it("asks Directus for the file resized to WebP with the reader's token, and sends it to be kept a week", async () => {
    const response = await serveCover(source(), ID, '640.webp');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('webp 640');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${COVER_MAX_AGE_SECONDS}`);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(seen).toEqual([{ path: `/assets/${ID}?width=640&format=webp&quality=80&withoutEnlargement=true`, auth: 'Bearer reader-token' }]);
  });

  it('a request the shop does not serve never reaches Directus', async () => {
    expect((await serveCover(source(), ID, '2000.webp')).status).toBe(404);
    expect((await serveCover(source(), 'x', '640.webp')).status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('a file Directus does not have (or will not give) is a 404, and so is a file that is not an image', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await serveCover(source(), 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', '640.webp')).status).toBe(404);
    expect((await serveCover(source(), PDF_ID, '640.webp')).status).toBe(404);
    vi.restoreAllMocks();
  });

  it('Directus down: the kept copy, else a 503 that is not kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let now = 0;
    const cache = new ResponseCache({ ttlMs: 1_000, now: () => now });
    await serveCover(source(cache), ID, '480.webp');
    now = 10_000;
    const unreachable = { ...source(cache), url: 'http://127.0.0.1:1' };
    // The kept copy is under Directus's own URL: the same source with Directus gone.
    const gone = { ...source(cache), fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch };
    const stale = await serveCover(gone, ID, '480.webp');
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe('webp 480');
    const none = await serveCover(unreachable, ID, '480.webp');
    expect(none.status).toBe(503);
    expect(none.headers.get('cache-control')).toBe('no-store');
    vi.restoreAllMocks();
  });

  it('a file that is no cover of a post the request may see is a 404 that never asks Directus for the file', async () => {
    const asked: string[] = [];
    const response = await serveCover(
      {
        ...source(),
        isCover: (id) => {
          asked.push(id);
          return Promise.resolve(false);
        },
      },
      ID.toUpperCase(),
      '640.webp',
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(asked).toEqual([ID]);
    expect(seen).toEqual([]);
  });

  it('Directus unable to say whether a file is a cover: a 503, not kept, and the file is not asked for', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await serveCover({ ...source(), isCover: () => Promise.reject(new Error('down')) }, ID, '640.webp');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(seen).toEqual([]);
    vi.restoreAllMocks();
  });

  it("a preview's cover (no cache) is fetched afresh each time and every answer is private, no-store", async () => {
    const preview = { url, token: 'reader-token', timeoutMs: 5_000, isCover };
    for (const width of ['640.webp', '640.webp']) {
      const response = await serveCover(preview, ID, width);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(seen).toHaveLength(2);
    for (const [id, file] of [
      [ID, '2000.webp'],
      ['7b1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b', '640.webp'],
    ] as const) {
      const refused = await serveCover(preview, id, file);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});
