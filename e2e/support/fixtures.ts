import { test as base, expect } from '@playwright/test';
import { startStack, type Stack } from './stack';

/**
 * One fresh platform + storefront per worker; `baseURL` points at that storefront. Every spec run on a
 * worker shares its stack, so a spec leaves the shop as it found it: what it changes through the admin
 * API it puts back in a `finally` (also when the test fails), or it changes only what no other spec's
 * page shows. A change every page shows (a public category in the menu, a public content page in the
 * footer, a new product among the home page's newest) cannot be put back: the storefront keeps the
 * platform's answers up to 5 minutes, so a deleted category stays in its menu. Such a spec names itself
 * in `stackOwner` and runs on a stack of its own. Every page starts as
 * a returning shopper's who has answered the cookie banner (`cookieConsent`, 'required': only what the
 * shop needs), so the banner does not push the page down in tests about something else;
 * e2e/consent.spec.ts sets it to null to see a first visit.
 */
export const test = base.extend<{ cookieConsent: string | null }, { stack: Stack; stackEnv: NodeJS.ProcessEnv; stackOwner: string | null }>({
  /** Extra environment for the worker's storefront (e.g. integration ids); a spec sets it with test.use. */
  stackEnv: [{}, { scope: 'worker', option: true }],
  /**
   * The spec file whose tests alone use this worker's stack (test.use({ stackOwner: 'e2e/…' })), for a spec
   * whose data every page would show; null: the stack every spec without its own options shares. Playwright
   * starts a worker per distinct worker option, so each name gets a fresh stack.
   */
  stackOwner: [null, { scope: 'worker', option: true }],
  stack: [
    async ({ stackEnv }, use) => {
      const stack = await startStack({ env: stackEnv });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.baseURL);
  },
  cookieConsent: ['required', { option: true }],
  context: async ({ context, baseURL, cookieConsent }, use) => {
    if (cookieConsent && baseURL) await context.addCookies([{ name: 'cookie_consent', value: cookieConsent, url: baseURL }]);
    await use(context);
  },
});

export { expect };
