// Purging the shop's caches from outside: only the platform, which knows the webhook's secret, may make the
// storefront drop what it keeps. A delivery signed with another secret, one whose body was altered after
// signing, an unsigned one and a genuine delivery sent again (a replay, caught on the wire) each leave the
// cached page as it was; and without a secret configured there is no webhook address at all.
import { test, expect } from '../support/fixtures';
import { adminApi } from '../support/admin-api';
import { startStack, type Stack } from '../support/stack';
import { delivery, post, WEBHOOK_SECRET } from '../support/webhooks';

test.describe.configure({ mode: 'serial' });

let signed: Stack;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  signed = await startStack({ env: { PLATFORM_WEBHOOK_SECRET: WEBHOOK_SECRET } });
});
test.afterAll(async () => signed?.stop());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function visit(url: string): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return { html: await response.text(), cache: response.headers.get('x-astro-cache') };
}

/** A content page kept by the page cache with `text`, then changed in the platform to `next`. */
async function keptThenChanged(text: string, next: string): Promise<{ url: string; id: string; slug: string; change(html: string): Promise<void> }> {
  const admin = await adminApi(signed.platformURL);
  const slug = `cennik-${unique()}`;
  const { id } = await admin<{ id: string }>('POST', '/pages', { slug, name: 'Cennik', public: true, content_html: `<p>${text}</p>` });
  const url = `${signed.baseURL}/${slug}`;
  await visit(url);
  expect((await visit(url)).cache).toBe('HIT');
  const change = async (html: string) => void (await admin('PATCH', `/pages/id:${id}`, { content_html: `<p>${html}</p>` }));
  await change(next);
  return { url, id, slug, change };
}

async function stillKept(url: string, text: string): Promise<void> {
  const after = await visit(url);
  expect(after.cache, 'the page is still the kept copy').toBe('HIT');
  expect(after.html).toContain(text);
}

test('a forged, altered or unsigned webhook purges nothing', async () => {
  const { url, id, slug } = await keptThenChanged('Cena sto złotych', 'Cena jeden złoty');

  const forged = delivery('PageUpdated', { id, slug }, { secret: 'a-secret-the-attacker-guessed' });
  expect(await post(signed.baseURL, forged)).toBe(401);

  // A genuine signature over another body, with the body changed to name this page.
  const genuine = delivery('PageUpdated', { id: 'some-other-page', slug: 'regulamin' });
  expect(await post(signed.baseURL, { body: genuine.body.replace('regulamin', slug), signature: genuine.signature })).toBe(401);

  const unsignedAnswer = await fetch(`${signed.baseURL}/api/webhooks/platform`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: delivery('PageUpdated', { id, slug }).body,
  });
  expect(unsignedAnswer.status).toBe(401);
  expect(await unsignedAnswer.text(), 'no detail for a forger').toBe('');

  await stillKept(url, 'Cena sto złotych');
});

test('a genuine webhook sent again purges nothing the second time', async () => {
  const { url, id, slug, change } = await keptThenChanged('Dostawa dwa dni', 'Dostawa jeden dzień');
  const genuine = delivery('PageUpdated', { id, slug });
  expect(await post(signed.baseURL, genuine)).toBe(204);
  await visit(url);
  await stillKept(url, 'Dostawa jeden dzień');

  // The page is kept again, the platform changes, and the captured delivery is sent again.
  await change('Dostawa trzy dni');
  expect(await post(signed.baseURL, genuine)).toBe(204);
  await stillKept(url, 'Dostawa jeden dzień');
});

test('without a webhook secret configured the address does not exist', async ({ stack }) => {
  const answer = await post(stack.baseURL, delivery('PageUpdated', { id: 'x', slug: 'o-nas' }, { secret: '' }));
  expect(answer).toBe(404);
});
