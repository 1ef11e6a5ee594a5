// The e2e fixtures of specs that need a real Directus: `directus`, started once per worker and only when a
// test of the worker asks for it (Playwright sets up worker fixtures on first use), a fault proxy in front of
// it (`directusProxy`: stopPlatform() takes Directus "down" for the storefront), and the worker's `stack`
// with its storefront reading that Directus. Tests write posts of their own (unique slugs): the Directus is
// shared by every test of the worker.
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { test as base } from './fixtures';
import { startDirectus, type DirectusServer } from './directus';
import { startStack } from './stack';

export { expect } from './fixtures';

export const test = base.extend<object, { directus: DirectusServer; directusProxy: FaultProxy }>({
  directus: [
    async ({}, use, workerInfo) => {
      const directus = await startDirectus();
      // What Directus adds to the worker: its start (after the run's prepared database, for the first to ask).
      console.log(`[directus] worker ${workerInfo.workerIndex}: Directus ready in ${directus.startedInMs} ms`);
      await use(directus);
      await directus.stop();
    },
    // The first run on a machine installs Directus (minutes) unless the test command already has.
    { scope: 'worker', timeout: 30 * 60_000 },
  ],
  directusProxy: [
    async ({ directus }, use) => {
      const proxy = await startFaultProxy(directus.url);
      await use(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],
  // The storefront reads this worker's Directus (as its reader, and as its preview user for staff previews). Its answers are kept no time at all (PLATFORM_CACHE_SECONDS=0,
  // and no page cache), so every page asks Directus and a test sees the posts it just wrote, while the
  // expired answers are still kept to stand in during an outage.
  stack: [
    async ({ directus, directusProxy }, use) => {
      const stack = await startStack({
        env: {
          DIRECTUS_URL: directusProxy.url,
          DIRECTUS_TOKEN: directus.readerToken,
          DIRECTUS_PREVIEW_EMAIL: directus.preview.email,
          DIRECTUS_PREVIEW_PASSWORD: directus.preview.password,
          PLATFORM_CACHE_SECONDS: '0',
          PAGE_CACHE_SECONDS: '0',
          PLATFORM_TIMEOUT_MS: '5000',
        },
      });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});
