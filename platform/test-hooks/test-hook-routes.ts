import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { body } from '../http/input.ts';
import { notFound } from '../http/errors.ts';
import { all } from '../db/database.ts';
import { findUserByEmail } from '../users/user-store.ts';
import type { SessionHooks } from './session-hooks.ts';

/**
 * Hooks for end-to-end tests, mounted only with PLATFORM_TEST_HOOKS=1 (never in a shop):
 * - POST /__test/expire-access-tokens {email, after_requests?}: the customer's current access tokens
 *   expire (after that many more authenticated requests, default 0); refresh tokens keep working.
 * - GET /__test/refreshes?email=…: how many token refreshes the customer has made since the start, and
 *   how many of their requests were refused for an expired access token.
 */
export function testHookRoutes(deps: Deps, hooks: SessionHooks) {
  const app = new Hono<AppEnv>();
  const userOf = (email: string) => {
    const found = findUserByEmail(deps.db, email);
    if (!found) throw notFound('User');
    return found.user;
  };

  app.post('/__test/expire-access-tokens', async (c) => {
    const input = await body(c, z.object({ email: z.email(), after_requests: z.number().int().min(0).max(100).default(0) }));
    const user = userOf(input.email);
    const sessions = all<{ id: string }>(deps.db, 'SELECT id FROM sessions WHERE user_id = ? AND revoked_at IS NULL', user.id);
    for (const s of sessions) hooks.expire(s.id, input.after_requests);
    return c.json({ data: { sessions: sessions.length, ...hooks.counts(user.id) } });
  });

  app.get('/__test/refreshes', (c) => {
    const user = userOf(c.req.query('email') ?? '');
    return c.json({ data: hooks.counts(user.id) });
  });

  return app;
}
