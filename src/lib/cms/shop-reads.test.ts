// The shop's reads from the content system are kept like the platform's answers: one request to Directus
// while an answer is fresh, the kept answer while Directus is down after it expired, nothing kept for a
// preview, and dropCachedPosts() forgets every kept read and cover. Against a loopback server answering as
// Directus's item, aggregate and asset endpoints do.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../platform/response-cache';
import { CmsError, createCmsClient } from './client';
import { serveCover } from './cover';
import { applyPurge } from '../cache-purge/purge';
import { POSTS_CHANGED } from '../webhooks/directus';
import { cachedCovers, cachedPostReads, dropCachedPosts } from './shop-reads';

const POST = { id: 1, status: 'published', language: 'pl', title: 'Rower', slug: 'rower', body: 'Tekst', published_at: '2026-01-02T10:00:00.000Z' };
const COVER_ID = '3f1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

let server: Server;
let url: string;
/** Requests seen: method, path and decoded query. */
let seen: string[] = [];
let down = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://directus');
    seen.push(`${req.method} ${target.pathname} ${decodeURIComponent(target.search)}`);
    if (down) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ errors: [{ message: 'Service Unavailable' }] }));
    }
    if (target.pathname === '/auth/login') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ data: { access_token: 'a', refresh_token: 'r', expires: 900_000 } }));
    }
    if (target.pathname === `/assets/${COVER_ID}`) {
      res.writeHead(200, { 'Content-Type': 'image/webp' });
      return res.end(Buffer.from('RIFF....WEBP'));
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    if ([...target.searchParams.keys()].some((key) => key.startsWith('aggregate'))) return res.end(JSON.stringify({ data: [{ count: 1 }] }));
    res.end(
      JSON.stringify({ data: target.searchParams.get('filter')?.includes('"rower"') || !target.searchParams.get('filter')?.includes('slug') ? [POST] : [] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  seen = [];
  down = false;
  dropCachedPosts();
});

const reads = () => seen.filter((line) => line.startsWith('GET /items/'));

describe("the shop's reads of posts", () => {
  it('ask Directus for published posts whose date has come, even of a role that could see drafts', async () => {
    const cms = createCmsClient({ url, token: 'reader', cache: new ResponseCache() });
    await cms.listPublishedPosts('pl');
    await cms.getPublishedPost('pl', 'rower');
    for (const line of reads()) expect(line).toMatch(/"status":\{"_eq":"published"\},"published_at":\{"_lte":"\$NOW"\}/);
    expect(reads()).toHaveLength(3); // the list, its count, the post
  });

  it('are kept while fresh: the same read twice asks Directus once', async () => {
    const cms = createCmsClient({ url, token: 'reader', cache: new ResponseCache({ ttlMs: 60_000 }) });
    expect((await cms.getPublishedPost('pl', 'rower'))?.title).toBe('Rower');
    expect((await cms.getPublishedPost('pl', 'rower'))?.title).toBe('Rower');
    expect(reads()).toHaveLength(1);
  });

  it('stand in, expired, while Directus is down; a read never made fails as before', async () => {
    let now = 0;
    const cms = createCmsClient({ url, token: 'reader', cache: new ResponseCache({ ttlMs: 1_000, now: () => now }) });
    await cms.getPublishedPost('pl', 'rower');
    now = 5_000;
    down = true;
    expect((await cms.getPublishedPost('pl', 'rower'))?.title).toBe('Rower');
    expect(reads()).toHaveLength(2); // it did ask Directus first
    await expect(cms.getPublishedPost('pl', 'inny')).rejects.toThrow(CmsError);
  });

  it('a preview is never kept: each asks Directus', async () => {
    const cms = createCmsClient({ url, token: 'reader', preview: { email: 'p@example.com', password: 'x' }, cache: new ResponseCache({ ttlMs: 60_000 }) });
    await cms.getPreviewPost('pl', 'rower');
    await cms.getPreviewPost('pl', 'rower');
    expect(reads()).toHaveLength(2);
  });
});

describe('dropCachedPosts', () => {
  it('drops every kept read and cover, so the next page asks Directus again', async () => {
    const cms = createCmsClient({ url, token: 'reader', cache: cachedPostReads() });
    const cover = () =>
      serveCover({ url, token: 'reader', timeoutMs: 5_000, cache: cachedCovers(), isCover: () => Promise.resolve(true) }, COVER_ID, '640.webp');
    await cms.getPublishedPost('pl', 'rower');
    await cms.listPublishedPosts('pl');
    expect((await cover()).status).toBe(200);
    await cms.getPublishedPost('pl', 'rower');
    await cover();
    // the post, the list and its count, the cover: each once
    expect(seen.filter((line) => line.startsWith('GET /items/') || line.startsWith('GET /assets/'))).toHaveLength(4);

    dropCachedPosts();
    expect(cachedPostReads().size).toBe(0);
    expect(cachedCovers().size).toBe(0);
    await cms.getPublishedPost('pl', 'rower');
    await cover();
    expect(seen.filter((line) => line.startsWith('GET /items/') || line.startsWith('GET /assets/'))).toHaveLength(6);
  });

  it('leaves no stale copy behind: after a drop, a Directus outage is not hidden by an old answer', async () => {
    const cms = createCmsClient({ url, token: 'reader', cache: cachedPostReads() });
    await cms.getPublishedPost('pl', 'rower');
    dropCachedPosts();
    down = true;
    await expect(cms.getPublishedPost('pl', 'rower')).rejects.toThrow(CmsError);
  });

  it("is what Directus's webhook does: a purge naming posts drops them, one naming none keeps them", async () => {
    const cms = createCmsClient({ url, token: 'reader', cache: cachedPostReads() });
    await cms.getPublishedPost('pl', 'rower');
    await applyPurge({ ...POSTS_CHANGED, posts: false, pages: 'none' });
    expect(cachedPostReads().size).toBe(1);
    await applyPurge(POSTS_CHANGED);
    expect(cachedPostReads().size).toBe(0);
  });
});
