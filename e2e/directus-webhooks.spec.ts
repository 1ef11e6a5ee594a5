// The content system's changes live in seconds: a real Directus with the flow of directus/setup.ts tells the
// storefront when a blog post is created or changed, and the storefront drops its kept pages once it has read
// the change back from Directus. A ping sent again, or one without the secret, leaves them as they were.
import { test, expect } from '@playwright/test';
import { applyFlow, WEBHOOK_SECRET_HEADER } from '../directus/setup.ts';
import { createPost, startDirectus, updatePost, type DirectusServer } from './support/directus';
import { startStack, type Stack } from './support/stack';
import { LIVE_WITHIN_MS } from './support/webhooks';

test.describe.configure({ mode: 'serial' });

const SECRET = 'e2e-directus-flow-secret-2026';
let directus: DirectusServer;
let stack: Stack;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Directus refuses requests to this machine's own addresses unless told otherwise (its SSRF guard); the
  // storefront listens on loopback here.
  directus = await startDirectus({ env: { IMPORT_IP_DENY_LIST: '169.254.169.254' } });
  stack = await startStack({ env: { DIRECTUS_URL: directus.url, DIRECTUS_TOKEN: directus.readerToken, DIRECTUS_WEBHOOK_SECRET: SECRET } });
  await applyFlow(directus.url, directus.admin.token, { url: `${stack.baseURL}/api/webhooks/directus`, secret: SECRET });
});
test.afterAll(async () => {
  await stack?.stop();
  await directus?.stop();
});

async function cacheState(path: string): Promise<string | null> {
  const response = await fetch(`${stack.baseURL}${path}`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return response.headers.get('x-astro-cache');
}

/** Visits until the page cache answers the page from memory. */
async function kept(path: string): Promise<void> {
  await expect.poll(() => cacheState(path), { timeout: 5_000 }).toBe('HIT');
}

const ping = (body: unknown, secret = SECRET) =>
  fetch(`${stack.baseURL}/api/webhooks/directus`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: secret },
    body: JSON.stringify(body),
  }).then((r) => r.status);

test('a post published in Directus drops the kept pages within seconds; the same ping again, or a forged one, drops nothing', async () => {
  await kept('/o-nas');
  const id = await createPost(directus, {
    status: 'published',
    language: 'pl',
    title: 'Jesienne nowości',
    slug: `jesien-${Date.now()}`,
    lead: 'Co nowego',
    body: 'Treść',
    published_at: new Date(Date.now() - 60_000).toISOString(),
  });
  // The flow's request reaches the shop, which reads the post back and drops its pages.
  await expect.poll(() => cacheState('/o-nas'), { timeout: LIVE_WITHIN_MS, intervals: [50] }).not.toBe('HIT');
  await kept('/o-nas');

  // The ping Directus sent, sent again: the post is as the shop last saw it.
  expect(await ping({ event: 'blog_posts.items.create', collection: 'blog_posts', key: id })).toBe(204);
  expect(await ping({ event: 'blog_posts.items.update', collection: 'blog_posts', keys: [id] })).toBe(204);
  expect(await cacheState('/o-nas')).toBe('HIT');
  // Without the secret nothing is even read.
  expect(await ping({ collection: 'blog_posts', keys: [id] }, 'a-guessed-secret-value')).toBe(401);
  expect(await cacheState('/o-nas')).toBe('HIT');

  // A real change again goes through.
  await updatePost(directus, id, { title: 'Jesienne nowości 2026' });
  await expect.poll(() => cacheState('/o-nas'), { timeout: LIVE_WITHIN_MS, intervals: [50] }).not.toBe('HIT');
});
