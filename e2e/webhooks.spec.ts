// Changes live in seconds: a change made in the platform shows on the storefront's next request once the
// platform's webhook arrives, although the page and the platform's answer were cached (for a minute and five
// minutes); on one process, and on two behind nginx through the shared Redis. A webhook too old purges nothing.
import { test, expect } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { startNginx, type Nginx } from './support/nginx';
import { startRedis, type RedisServer } from './support/redis';
import { freePort, startStack, type Stack } from './support/stack';
import { delivery, heseyaTime, LIVE_WITHIN_MS, post, WEBHOOK_SECRET } from './support/webhooks';

test.describe.configure({ mode: 'serial' });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A storefront page's HTML and how the page cache answered it. */
async function visit(url: string): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return { html: await response.text(), cache: response.headers.get('x-astro-cache') };
}

/** Visits until the page cache answers it (the second visit keeps it, then it is a hit). */
async function cached(url: string, text: string): Promise<void> {
  await visit(url);
  const again = await visit(url);
  expect(again.cache).toBe('HIT');
  expect(again.html).toContain(text);
}

test.describe('one process', () => {
  let stack: Stack;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    stack = await startStack({ env: { PLATFORM_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  });
  test.afterAll(async () => stack?.stop());

  test('a content page changed in the platform shows on the next request once its webhook arrives', async ({ page }) => {
    const admin = await adminApi(stack.platformURL);
    const slug = `nowosci-${unique()}`;
    const created = await admin<{ id: string }>('POST', '/pages', { slug, name: 'Nowości', public: true, content_html: '<p>Pierwsza wersja oferty</p>' });
    const url = `${stack.baseURL}/${slug}`;
    await cached(url, 'Pierwsza wersja oferty');

    await admin('PATCH', `/pages/id:${created.id}`, { content_html: '<p>Druga wersja oferty</p>' });
    // Without a webhook the shop keeps what it had.
    expect((await visit(url)).html).toContain('Pierwsza wersja oferty');

    expect(await post(stack.baseURL, delivery('PageUpdated', { id: created.id, slug, name: 'Nowości' }))).toBe(204);
    await page.goto(url);
    await expect(page.getByText('Druga wersja oferty')).toBeVisible();
    await expect(page.getByText('Pierwsza wersja oferty')).toHaveCount(0);
  });

  test("a product's change drops its page, not other products' pages", async ({ page }) => {
    const admin = await adminApi(stack.platformURL);
    const { data: products } = (await (await fetch(`${stack.platformURL}/products?limit=2`)).json()) as { data: { id: string; slug: string; name: string }[] };
    const [changed, other] = products as [(typeof products)[0], (typeof products)[0]];
    await cached(`${stack.baseURL}/product/${changed.slug}`, changed.name);
    await cached(`${stack.baseURL}/product/${other.slug}`, other.name);

    const name = `Nowa nazwa ${unique()}`;
    await admin('PATCH', `/products/id:${changed.id}`, { name });
    expect(await post(stack.baseURL, delivery('ProductUpdated', { id: changed.id, slug: changed.slug, name }))).toBe(204);

    await page.goto(`${stack.baseURL}/product/${changed.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect((await visit(`${stack.baseURL}/product/${other.slug}`)).cache, "another product's page stays kept").toBe('HIT');
  });

  test('a webhook triggered longer ago than the window, though signed, leaves the cached page as it was', async () => {
    const admin = await adminApi(stack.platformURL);
    const slug = `archiwum-${unique()}`;
    const created = await admin<{ id: string }>('POST', '/pages', { slug, name: 'Archiwum', public: true, content_html: '<p>Stara treść archiwum</p>' });
    const url = `${stack.baseURL}/${slug}`;
    await cached(url, 'Stara treść archiwum');
    await admin('PATCH', `/pages/id:${created.id}`, { content_html: '<p>Nowa treść archiwum</p>' });

    const tenMinutesAgo = heseyaTime(new Date(Date.now() - 10 * 60_000));
    expect(await post(stack.baseURL, delivery('PageUpdated', { id: created.id, slug }, { triggeredAt: tenMinutesAgo }))).toBe(401);
    const inTenMinutes = heseyaTime(new Date(Date.now() + 10 * 60_000));
    expect(await post(stack.baseURL, delivery('PageUpdated', { id: created.id, slug }, { triggeredAt: inTenMinutes }))).toBe(401);
    const after = await visit(url);
    expect(after.cache).toBe('HIT');
    expect(after.html).toContain('Stara treść archiwum');
  });
});

test.describe('two processes behind nginx, one Redis', () => {
  let redis: RedisServer;
  let stack: Stack;
  let nginx: Nginx;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    redis = await startRedis();
    const port = await freePort();
    stack = await startStack({
      storefronts: 2,
      env: { APP_HOST: `http://127.0.0.1:${port}`, TRUST_PROXY: '1', PLATFORM_WEBHOOK_SECRET: WEBHOOK_SECRET, CACHE_REDIS_URL: redis.url },
    });
    nginx = await startNginx(
      stack.storefronts.map(({ baseURL }) => new URL(baseURL).host),
      port,
    );
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await stack?.stop();
    await redis?.stop();
  });

  test('a webhook taken by one process makes the change visible on both within seconds', async () => {
    const admin = await adminApi(stack.platformURL);
    const slug = `wyprzedaz-${unique()}`;
    const created = await admin<{ id: string }>('POST', '/pages', { slug, name: 'Wyprzedaż', public: true, content_html: '<p>Rabat dziesięć procent</p>' });
    const [first, second] = stack.storefronts.map(({ baseURL }) => baseURL) as [string, string];
    for (const base of [first, second]) await cached(`${base}/${slug}`, 'Rabat dziesięć procent');

    await admin('PATCH', `/pages/id:${created.id}`, { content_html: '<p>Rabat dwadzieścia procent</p>' });
    expect(await post(first, delivery('PageUpdated', { id: created.id, slug }))).toBe(204);
    // Soon after the webhook's answer: the other process learns it through Redis.
    const deadline = Date.now() + LIVE_WITHIN_MS;
    for (const base of [second, first, nginx.baseURL]) {
      await expect
        .poll(async () => (await visit(`${base}/${slug}`)).html, { timeout: Math.max(1, deadline - Date.now()), intervals: [50] })
        .toContain('Rabat dwadzieścia procent');
    }
  });
});
