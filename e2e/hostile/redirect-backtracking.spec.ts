// A redirect rule with several placeholders in one segment (`/p-{cat}-{id}-{slug}.html`) and a crafted
// path of thousands of `a-`: every request is matched against the rules before routing, and a matcher
// that backtracks over the ways to split the dashes holds the process for minutes per request, so
// /_health stops answering. Here the crafted paths get their 404 and /_health answers throughout.
import { test, expect } from '@playwright/test';
import { startStack, type Stack } from '../support/stack';
import { adminApi } from '../support/admin-api';

let stack: Stack;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startStack();
  // The rules exist before the storefront's first page loads them.
  const admin = await adminApi(stack.platformURL);
  await admin('POST', '/redirects', {
    name: 'Stare produkty',
    source_url: '/p-{cat}-{id}-{slug}.html',
    target_url: '/product/{slug}',
    type: 301,
    enabled: true,
  });
  await admin('POST', '/redirects', { name: 'Starsze produkty', source_url: '/q-{a}-{b}-{c}-{d}.html', target_url: '/product/{d}', type: 301, enabled: true });
});

test.afterAll(async () => {
  await stack?.stop();
});

test('a long crafted path against a many-placeholder rule costs nothing: /_health keeps answering', async () => {
  const get = (path: string, signal?: AbortSignal) => fetch(`${stack.baseURL}${path}`, { redirect: 'manual', signal });
  // The rules are loaded and live: an old address is redirected.
  const old = await get('/p-buty-12-czerwone.html');
  expect(old.status).toBe(301);
  expect(old.headers.get('location')).toBe('/product/czerwone?_rc=1');
  expect((await get('/q-a-b-c-kubek.html')).headers.get('location')).toBe('/product/kubek?_rc=1');

  const stop = new AbortController();
  const crafted = [`/p-${'a-'.repeat(3000)}`, `/q-${'a-'.repeat(1000)}`, `/p-${'a-'.repeat(1000)}x`, `/q-${'a-'.repeat(900)}`].map((path) =>
    get(path, stop.signal).then((response) => response.status),
  );
  try {
    // While they are handled, the health check answers each time (a blocked process answers none).
    for (let check = 0; check < 5; check += 1) {
      const health = await get('/_health', AbortSignal.timeout(5_000));
      expect(health.status, `health check ${check + 1}`).toBe(200);
    }
    expect(await Promise.all(crafted)).toEqual([404, 404, 404, 404]);
  } finally {
    stop.abort();
  }
});
