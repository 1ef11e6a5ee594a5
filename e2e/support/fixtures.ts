import { test as base, expect } from '@playwright/test';
import { startStack, type Stack } from './stack';

/**
 * One fresh platform + storefront per worker; `baseURL` points at that storefront. Every page starts as
 * a returning shopper's who has answered the cookie banner (`cookieConsent`, 'required': only what the
 * shop needs), so the banner does not push the page down in tests about something else;
 * e2e/consent.spec.ts sets it to null to see a first visit.
 */
export const test = base.extend<{ cookieConsent: string | null }, { stack: Stack; stackEnv: NodeJS.ProcessEnv }>({
  /** Extra environment for the worker's storefront (e.g. integration ids); a spec sets it with test.use. */
  stackEnv: [{}, { scope: 'worker', option: true }],
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
