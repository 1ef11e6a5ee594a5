// A worker stack whose storefront reaches the platform through a fault-injecting proxy
// (e2e/support/fault-proxy.ts), for the specs that fail the platform on purpose or record what the
// storefront sends it. `stack` is that stack (its `platformURL` is the platform's own, for the tests'
// admin calls); `faulty` holds it with its proxy; `faults` is the proxy, passing everything through
// with an empty log when a test starts and passing everything through again when it ends.
import { test as base } from './fixtures';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { startStack, type Stack } from './stack';

export interface FaultyStack {
  stack: Stack;
  proxy: FaultProxy;
}

export interface FaultyStackOptions {
  /**
   * The spec's tests stop the platform (`proxy.stopPlatform()`): each test starts with the proxy listening
   * again and leaves it listening, so that one test's outage never reaches the next.
   */
  restartPlatform?: boolean;
}

/**
 * The fixtures' `test` on a stack of the spec's own behind a fault proxy. `env` is the storefront's extra
 * environment (e.g. a short PLATFORM_TIMEOUT_MS). Each call makes new fixtures, so each spec that calls it
 * gets a worker and a stack no other spec shares.
 */
export function faultyStackTest(env: NodeJS.ProcessEnv = {}, { restartPlatform = false }: FaultyStackOptions = {}) {
  // `faults`, not `proxy`: that name is Playwright's own option (the browser's proxy).
  return base.extend<{ faults: FaultProxy }, { faulty: FaultyStack }>({
    faulty: [
      async ({}, use) => {
        let proxy: FaultProxy | undefined;
        const stack = await startStack({
          inFront: async (platformURL) => {
            proxy = await startFaultProxy(platformURL);
            return proxy.url;
          },
          env,
        });
        await use({ stack, proxy: proxy! });
        await stack.stop();
        await proxy!.close();
      },
      { scope: 'worker', timeout: 60_000 },
    ],
    stack: [async ({ faulty }, use) => use(faulty.stack), { scope: 'worker' }],
    faults: async ({ faulty: { proxy } }, use) => {
      if (restartPlatform) await proxy.startPlatform();
      proxy.pass();
      proxy.clearLog();
      await use(proxy);
      if (restartPlatform) await proxy.startPlatform();
      proxy.pass();
    },
  });
}
