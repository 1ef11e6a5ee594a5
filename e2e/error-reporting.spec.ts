// Error reporting: browser and server errors reach the configured
// DSN (a fake endpoint on loopback) with the environment and the sample rates (docs/rules.md#error-reporting); the browser SDK loads after
// the page has loaded; without a DSN nothing loads and nothing is sent.
import { test as base, expect } from '@playwright/test';
import { startStack, type Stack } from './support/stack';
import { test as plainTest } from './support/fixtures';
import { replayRecording, startFakeSentry, type FakeSentry } from './support/fake-sentry';
import { registerCustomer, signInByForm, uniqueEmail } from './support/shopper';

const ENVIRONMENT = 'e2e-test';

// A storefront reporting to the fake endpoint, with the test hooks (a failing page and action) on.
const test = base.extend<Record<never, never>, { sentry: FakeSentry; reportingStack: Stack }>({
  sentry: [
    async ({}, use) => {
      const sentry = await startFakeSentry();
      await use(sentry);
      await sentry.stop();
    },
    { scope: 'worker' },
  ],
  reportingStack: [
    async ({ sentry }, use) => {
      const stack = await startStack({ env: { SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: ENVIRONMENT, STOREFRONT_TEST_HOOKS: '1' } });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ reportingStack }, use) => use(reportingStack.baseURL),
});

type Event = Record<string, unknown> & { environment?: string; exception?: { values?: { type?: string; value?: string }[] }; tags?: Record<string, string> };

/** The error event whose exception says `text`, once the fake endpoint has it. */
async function errorEvent(sentry: FakeSentry, text: string) {
  const find = () => sentry.items('event').find(({ item }) => (item.payload as Event | null)?.exception?.values?.some((value) => value.value?.includes(text)));
  await expect.poll(() => find() !== undefined, { timeout: 15_000, message: `an event with ${text}` }).toBe(true);
  const found = find()!;
  return { event: found.item.payload as Event, envelope: found.envelope };
}

/** Everything the endpoint received, as text (recordings left out). */
const sentText = (sentry: FakeSentry) => JSON.stringify(sentry.envelopes, (key, value: unknown) => (key === 'raw' ? undefined : value));

const isSdkChunk = (url: string) => /\/_astro\/error-reporting-(?:sdk|replay)\./.test(url);

test.describe('with a DSN', () => {
  test('the page names the DSN and its CSP lets the browser reach it', async ({ page, sentry }) => {
    const response = await page.goto('/');
    await expect(page.locator('meta[name="error-reporting"]')).toHaveAttribute('content', sentry.dsn);
    await expect(page.locator('meta[name="error-reporting"]')).toHaveAttribute('data-environment', ENVIRONMENT);
    const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${sentry.origin.replace(/[.:/]/g, '\\$&')}(;|$)`));
    expect(csp).toContain("worker-src 'self' blob:");
  });

  test('a browser error reaches the endpoint with the environment and the traces rate, also one from before the SDK loaded', async ({ page, sentry }) => {
    // Hold the SDK back until an early error has happened.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isSdkChunk(url.href),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const sdkRequested = page.waitForRequest((request) => isSdkChunk(request.url()));
    await page.goto('/');
    await sdkRequested;
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('boom-early');
      }),
    );
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    release();

    const early = await errorEvent(sentry, 'boom-early');
    expect(early.event.environment).toBe(ENVIRONMENT);
    expect((early.event.sdk as { name?: string }).name).toBe('sentry.javascript.browser');
    // The SDK started after the load event: nothing of it in the first load.
    const startedAfterLoad = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const sdk = performance.getEntriesByType('resource').find((entry) => /error-reporting-sdk\./.test(entry.name));
      return sdk !== undefined && sdk.startTime >= navigation.loadEventEnd;
    });
    expect(startedAfterLoad).toBe(true);

    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('boom-test');
      }),
    );
    const late = await errorEvent(sentry, 'boom-test');
    expect(late.event.environment).toBe(ENVIRONMENT);
    expect(late.envelope.path).toBe('/api/1/envelope/');
    // The trace the error belongs to carries the sample rate it was sampled with (0.2).
    const traces = sentry.envelopes
      .map((envelope) => envelope.header.trace as { sample_rate?: string; environment?: string } | undefined)
      .filter((trace) => trace?.sample_rate !== undefined);
    expect(traces.length).toBeGreaterThan(0);
    for (const trace of traces) {
      expect(trace!.sample_rate).toBe('0.2');
      expect(trace!.environment).toBe(ENVIRONMENT);
    }
    // No consent given: no session replay.
    expect(sentry.items('replay_event')).toEqual([]);
    expect(sentText(sentry)).not.toMatch(/access_token|refresh_token/);
  });

  test('with the analytics consent the session replay records (session rate 1), masked', async ({ page, context, sentry, baseURL }) => {
    await context.addCookies([{ name: 'cookie_consent', value: 'required.analytics', url: baseURL! }]);
    await page.goto('/');
    await expect.poll(() => sentry.items('replay_event').length, { timeout: 20_000, message: 'a replay event' }).toBeGreaterThan(0);
    const replay = sentry.items('replay_event')[0]!.item.payload as { replay_type?: string; environment?: string };
    expect(replay.replay_type).toBe('session');
    expect(replay.environment).toBe(ENVIRONMENT);
    // Every text is masked: the recording has the page's structure but not its words.
    await expect.poll(() => sentry.items('replay_recording').length, { timeout: 10_000 }).toBeGreaterThan(0);
    const recording = sentry
      .items('replay_recording')
      .map(({ item }) => replayRecording(item.raw))
      .join('\n');
    const heading = (await page.locator('h1, h2').first().textContent())!.trim();
    expect(heading.length).toBeGreaterThan(3);
    expect(recording).toContain('"tagName":"main"');
    expect(recording).not.toContain(heading);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('boom-replayed');
      }),
    );
    const { event } = await errorEvent(sentry, 'boom-replayed');
    expect(
      (event.tags as Record<string, string> | undefined)?.replayId ?? (event.contexts as { replay?: { replay_id?: string } } | undefined)?.replay?.replay_id,
    ).toBeTruthy();
  });

  test('an exception while rendering a page reaches the endpoint with the environment, without the shopper’s tokens', async ({
    page,
    context,
    sentry,
    baseURL,
    reportingStack,
  }) => {
    // A signed-in shopper: their token cookies go with the request.
    const customer = { name: 'Ewa Zgłoszenie', email: uniqueEmail('error-reporting'), password: 'bardzo-tajne-haslo-2026' };
    await registerCustomer(reportingStack.platformURL, customer);
    // Signed in by the login form's plain POST (the form itself is e2e/account-login.spec.ts's).
    await page.goto('/en/login');
    expect(await signInByForm(page, customer, { locale: 'en' })).toMatch(/\/en\/account/);
    const tokens = (await context.cookies()).filter((cookie) => /token/i.test(cookie.name)).map((cookie) => cookie.value);
    expect(tokens.length).toBeGreaterThan(0);
    const response = await page.goto('/test-hooks/render-error?token=secret-query-token&x=1', { referer: `${baseURL}/?code=secret-code` });
    expect(response?.status()).toBe(500);
    const { event } = await errorEvent(sentry, 'render-boom-test');
    expect(event.environment).toBe(ENVIRONMENT);
    expect(event.tags?.failure).toBe('render');
    expect((event.sdk as { name?: string }).name).toBe('sentry.javascript.node');
    const sent = sentText(sentry);
    expect(sent).not.toMatch(/secret-/);
    for (const token of tokens) expect(sent).not.toContain(token);
  });

  test('a failed action reaches the endpoint with the environment', async ({ page, sentry }) => {
    const response = await page.request.post('/_actions/failForTests', { data: {} });
    expect(response.status()).toBe(500);
    const { event } = await errorEvent(sentry, 'Action failForTests failed: action-boom-test');
    expect(event.environment).toBe(ENVIRONMENT);
    expect(event.tags?.failure).toBe('action');
    // A refusal (an ActionError, 4xx) is no failure.
    const before = sentry.items('event').length;
    expect((await page.request.post('/_actions/checkWishlist', { data: {} })).status()).toBeLessThan(500);
    await page.waitForTimeout(1000);
    expect(sentry.items('event').length).toBe(before);
  });
});

plainTest.describe('without a DSN', () => {
  plainTest('no error-reporting code loads, nothing is sent and the CSP allows nothing more', async ({ page, baseURL, stack }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    const response = await page.goto('/');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('boom-unreported');
      }),
    );
    await page.waitForTimeout(2500); // well past the load event and the browser's idle time
    expect(await page.locator('meta[name="error-reporting"]').count()).toBe(0);
    expect(requests.filter(isSdkChunk)).toEqual([]);
    // Only the storefront and the platform's media host are ever asked.
    expect(requests.filter((url) => ![baseURL, stack.platformURL].includes(new URL(url).origin))).toEqual([]);
    expect(requests.filter((url) => url.includes('/envelope'))).toEqual([]);
    expect((await response!.allHeaders())['content-security-policy']).toMatch(/connect-src 'self'(;|$)/);
    expect((await page.request.get('/test-hooks/render-error')).status()).toBe(404);
    const external = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    console.log(`home page JS without a DSN: ${external} B as transferred`);
  });
});
