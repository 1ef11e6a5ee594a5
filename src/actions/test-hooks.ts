// Test hook (STOREFRONT_TEST_HOOKS=1, set by e2e/error-reporting.spec.ts only): an action that throws
// something else than an ActionError, so the tests can see a failed action reach the error-reporting
// service. Otherwise it does not exist (NOT_FOUND).
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { env } from '../lib/env';

export const failForTests = defineAction({
  input: z.object({}),
  handler: () => {
    if (!env().STOREFRONT_TEST_HOOKS) throw new ActionError({ code: 'NOT_FOUND' });
    throw new Error('action-boom-test');
  },
});
