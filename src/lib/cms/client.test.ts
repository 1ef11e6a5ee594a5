// The content-system client's preview sign-in against a loopback server answering as Directus's auth
// endpoints do: the access token is refreshed once it has less than 30 s left, not before, and a failed
// refresh signs in again. (The reads themselves are tested against a real Directus: e2e/directus.spec.ts.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '../platform/response-cache';
import { CMS_TOKEN_REFRESH_MARGIN_MS, CmsError, createCmsClient } from './client';

const TTL_MS = 900_000;
const DRAFT_COVER = '5e2f3c1a-8b7d-4e6f-9a0b-1c2d3e4f5a6b';
const POST = {
  id: 1,
  status: 'draft',
  language: 'en',
  title: 'Draft',
  slug: 'draft',
  body: 'Text',
  published_at: null,
  date_updated: '2026-01-02T10:00:00.000Z',
};

let server: Server;
let url: string;
let log: string[] = [];
let issued = 0;
let refreshWorks = true;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      const tokens = () => {
        issued += 1;
        return { data: { access_token: `access-${issued}`, refresh_token: `refresh-${issued}`, expires: TTL_MS } };
      };
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'POST' && path === '/auth/login') {
        const { email, password } = JSON.parse(body) as { email: string; password: string };
        log.push('login');
        return email === 'preview@example.com' && password === 'secret'
          ? send(200, tokens())
          : send(401, { errors: [{ message: 'Invalid user credentials.' }] });
      }
      if (req.method === 'POST' && path === '/auth/refresh') {
        log.push(`refresh ${(JSON.parse(body) as { refresh_token: string }).refresh_token}`);
        return refreshWorks ? send(200, tokens()) : send(401, { errors: [{ message: 'Invalid user credentials.' }] });
      }
      if (req.method === 'GET' && path === '/items/blog_posts') {
        const query = new URL(req.url ?? '', 'http://x').searchParams;
        const filter = JSON.parse(query.get('filter') ?? '{}') as { cover?: { _eq?: string }; status?: unknown };
        if (filter.cover) {
          log.push(
            `cover ${filter.cover._eq} ${filter.status ? 'published' : 'any'} ${req.headers.authorization ?? 'anonymous'} ${query.get('fields')} ${query.get('limit')}`,
          );
          // The one draft post has the cover DRAFT_COVER.
          return send(200, { data: filter.cover._eq === DRAFT_COVER && !filter.status ? [{ id: 1 }] : [] });
        }
        log.push(`read ${req.headers.authorization ?? 'anonymous'}`);
        return send(200, { data: [POST] });
      }
      send(404, { errors: [{ message: "Route doesn't exist." }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  vi.useRealTimers();
  log = [];
  issued = 0;
  refreshWorks = true;
});

describe("the preview user's token", () => {
  it('is refreshed once less than 30 s of it are left, and not before', async () => {
    expect(CMS_TOKEN_REFRESH_MARGIN_MS).toBe(30_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const cms = createCmsClient({ url, token: 'static', preview: { email: 'preview@example.com', password: 'secret' } });

    expect(await cms.getPreviewPost('en', 'draft')).toMatchObject({ title: 'Draft', status: 'draft' });
    expect(log).toEqual(['login', 'read Bearer access-1']);

    vi.setSystemTime(start + TTL_MS - CMS_TOKEN_REFRESH_MARGIN_MS - 1_000); // 31 s left
    await cms.getPreviewPost('en', 'draft');
    expect(log.slice(2)).toEqual(['read Bearer access-1']);

    vi.setSystemTime(start + TTL_MS - CMS_TOKEN_REFRESH_MARGIN_MS + 1_000); // 29 s left
    await cms.getPreviewPost('en', 'draft');
    expect(log.slice(3)).toEqual(['refresh refresh-1', 'read Bearer access-2']);
  });

  it('concurrent previews share one sign-in', async () => {
    const cms = createCmsClient({ url, token: 'static', preview: { email: 'preview@example.com', password: 'secret' } });
    await Promise.all([cms.getPreviewPost('en', 'draft'), cms.getPreviewPost('en', 'draft'), cms.getPreviewPost('en', 'draft')]);
    expect(log.filter((entry) => entry === 'login')).toHaveLength(1);
  });

  it('signs in again when the refresh is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T10:00:00Z').getTime();
    vi.setSystemTime(start);
    const cms = createCmsClient({ url, token: 'static', preview: { email: 'preview@example.com', password: 'secret' } });
    await cms.getPreviewPost('en', 'draft');
    refreshWorks = false;
    vi.setSystemTime(start + TTL_MS + 60_000);
    await cms.getPreviewPost('en', 'draft');
    expect(log).toEqual(['login', 'read Bearer access-1', 'refresh refresh-1', 'login', 'read Bearer access-2']);
  });

  it('a wrong password is a CmsError naming the sign-in', async () => {
    const cms = createCmsClient({ url, token: 'static', preview: { email: 'preview@example.com', password: 'wrong' } });
    await expect(cms.getPreviewPost('en', 'draft')).rejects.toThrow(CmsError);
    await expect(cms.getPreviewPost('en', 'draft')).rejects.toThrow(/preview user could not sign in to Directus: Invalid user credentials/);
  });
});

describe("the storefront's reads", () => {
  it('send the static token and never sign in', async () => {
    const cms = createCmsClient({ url, token: 'static-token' });
    const post = await cms.getPublishedPost('en', 'draft');
    expect(post?.title).toBe('Draft');
    expect(log).toEqual(['read Bearer static-token']);
  });
});

describe('the covers a post has', () => {
  it("a published cover is asked with the reader's token, filtered on the shown posts, one id, and kept", async () => {
    const cache = new ResponseCache({ ttlMs: 60_000 });
    const cms = createCmsClient({ url, token: 'static-token', cache });
    expect(await cms.isPublishedCover(DRAFT_COVER)).toBe(false);
    expect(await cms.isPublishedCover(DRAFT_COVER)).toBe(false);
    expect(log).toEqual([`cover ${DRAFT_COVER} published Bearer static-token id 1`]);
    expect(cache.size).toBe(1);
  });

  it('the preview asks as the preview user for any status, and neither it nor the preview post is kept', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000 });
    const cms = createCmsClient({ url, token: 'static-token', cache, preview: { email: 'preview@example.com', password: 'secret' } });
    expect(await cms.isPreviewCover(DRAFT_COVER)).toBe(true);
    expect(await cms.isPreviewCover('0e2f3c1a-8b7d-4e6f-9a0b-1c2d3e4f5a6b')).toBe(false);
    expect(await cms.getPreviewPost('en', 'draft')).toMatchObject({ status: 'draft' });
    expect(await cms.getPreviewPost('en', 'draft')).toMatchObject({ status: 'draft' });
    expect(log).toEqual([
      'login',
      `cover ${DRAFT_COVER} any Bearer access-1 id 1`,
      'cover 0e2f3c1a-8b7d-4e6f-9a0b-1c2d3e4f5a6b any Bearer access-1 id 1',
      'read Bearer access-1',
      'read Bearer access-1',
    ]);
    expect(cache.size).toBe(0);
  });

  it('without the preview user, a preview cover is a CmsError', async () => {
    const cms = createCmsClient({ url, token: 'static-token' });
    await expect(cms.isPreviewCover(DRAFT_COVER)).rejects.toThrow(CmsError);
  });
});
