// The content-system client's preview sign-in against a loopback server answering as Directus's auth
// endpoints do: the access token is refreshed once it has less than 30 s left, not before, and a failed
// refresh signs in again. (The reads themselves are tested against a real Directus: e2e/directus.spec.ts.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CMS_TOKEN_REFRESH_MARGIN_MS, CmsError, createCmsClient } from './client';

const TTL_MS = 900_000;
const POST = { id: 1, status: 'draft', language: 'en', title: 'Draft', slug: 'draft', body: 'Text', published_at: null, date_updated: '2026-01-02T10:00:00.000Z' };

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
        return email === 'preview@example.com' && password === 'secret' ? send(200, tokens()) : send(401, { errors: [{ message: 'Invalid user credentials.' }] });
      }
      if (req.method === 'POST' && path === '/auth/refresh') {
        log.push(`refresh ${(JSON.parse(body) as { refresh_token: string }).refresh_token}`);
        return refreshWorks ? send(200, tokens()) : send(401, { errors: [{ message: 'Invalid user credentials.' }] });
      }
      if (req.method === 'GET' && path === '/items/blog_posts') {
        log.push(`read ${req.headers.authorization ?? 'anonymous'}`);
        return send(200, { data: [POST] });
      }
      send(404, { errors: [{ message: 'Route doesn\'t exist.' }] });
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

describe('the preview user\'s token', () => {
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

describe('the storefront\'s reads', () => {
  it('send the static token and never sign in', async () => {
    const cms = createCmsClient({ url, token: 'static-token' });
    const post = await cms.getPublishedPost('en', 'draft');
    expect(post?.title).toBe('Draft');
    expect(log).toEqual(['read Bearer static-token']);
  });
});
