import { test as base, expect } from '@playwright/test';
import { startStack, type Stack } from './stack';

/** One fresh platform + storefront per worker; `baseURL` points at that storefront. */
export const test = base.extend<{}, { stack: Stack }>({
  stack: [
    async ({}, use) => {
      const stack = await startStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.baseURL);
  },
});

export { expect };
