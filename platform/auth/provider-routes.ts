import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, C, Deps } from '../http/context.ts';
import { allows, can, nowOf, requireUser } from '../http/context.ts';
import { requireAllowedUrl } from '../http/allowed-origins.ts';
import { body } from '../http/input.ts';
import { ApiError, clientError, notFound } from '../http/errors.ts';
import { transaction } from '../db/database.ts';
import { openSession } from './tokens.ts';
import { NO_PASSWORD } from './passwords.ts';
import { open, seal } from './provider-tokens.ts';
import {
  findProvider,
  isProviderKey,
  linkedUserId,
  linkProvider,
  listProviders,
  saveProvider,
  useCodeOnce,
  type ProviderKey,
  type ProviderRow,
} from './provider-store.ts';
import { createUser, findUserByEmail, loadUser, userOut, type StoredUser } from '../users/user-store.ts';
import { userPermissions } from '../users/roles-store.ts';

/** How long the shopper may stay on the provider's page, and how long the code and the merge token live. */
export const STATE_TTL_S = 10 * 60;
export const CODE_TTL_S = 5 * 60;
export const MERGE_TTL_S = 30 * 60;

/** What the state carries through the provider's page: the provider and where it must come back to. */
export type ProviderState = { p: ProviderKey; r: string };
/** What the provider's one-time code stands for: its identity of the shopper. */
export type ProviderCode = { p: ProviderKey; st: string; pid: string; email: string; name: string };
type MergeClaim = { p: ProviderKey; pid: string; uid: string };

/** The provider's own id of a person: the simulator derives it from the e-mail, so the same person keeps it. */
export const providerUserId = (provider: ProviderKey, email: string) =>
  `sim-${createHash('sha256').update(`${provider}:${email.trim().toLowerCase()}`).digest('hex').slice(0, 20)}`;

/** The return URL without the parameters the provider added, to compare with the one the sign-in started with. */
const PROVIDER_PARAMS = ['code', 'state', 'error', 'error_description'];
function bareReturnUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    for (const name of PROVIDER_PARAMS) url.searchParams.delete(name);
    url.hash = '';
    return url.toString();
  } catch {
    return undefined;
  }
}

/** CLIENT_ALREADY_HAS_ACCOUNT carries the merge token as `errors.merge_token` (a string), as Heseya does. */
const alreadyHasAccount = (mergeToken: string) =>
  new ApiError(422, 'CLIENT_ALREADY_HAS_ACCOUNT', 'User with given email already exist.', { merge_token: mergeToken });

const providerOut = (c: C, p: ProviderRow) => ({ id: p.key, key: p.key, active: p.active, client_id: allows(c, 'auth.providers.manage') ? p.client_id : null });

/**
 * Sign-in providers (docs/rules.md#platform-calls). Every provider key exists; GitHub starts active, and its authorization
 * page is simulated by the platform itself (provider-simulator-routes.ts), the way the payment gateway is.
 */
export function providerRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const keyOf = (c: C): ProviderKey => {
    const key = c.req.param('provider') ?? '';
    if (!isProviderKey(key)) throw clientError('CLIENT_PROVIDER_NOT_FOUND', 'Unknown sign-in provider.', 404);
    return key;
  };
  const activeProvider = (c: C): ProviderRow => {
    const provider = findProvider(deps.db, keyOf(c));
    if (!provider.active) throw clientError('CLIENT_PROVIDER_IS_NOT_ACTIVE', 'This sign-in provider is not active.');
    return provider;
  };
  const returnUrlInput = z.object({ return_url: z.string().min(1).max(2000) });
  const invalidToken = () => clientError('CLIENT_INVALID_TOKEN', 'The sign-in with the provider is invalid; start again.');
  const expiredToken = () => clientError('CLIENT_TOKEN_INVALID_OR_INACTIVE', 'The sign-in with the provider took too long; start again.');

  app.get('/auth/providers', (c) => {
    const active = c.req.query('active');
    const wanted = active === undefined ? undefined : active === '1' || active === 'true';
    return c.json({
      data: listProviders(deps.db)
        .filter((p) => wanted === undefined || p.active === wanted)
        .map((p) => providerOut(c, p)),
    });
  });

  app.post('/auth/providers/merge-account', async (c) => {
    const viewer = requireUser(c);
    const input = await body(c, z.object({ merge_token: z.string().min(1).max(4000) }));
    const opened = open<MergeClaim>(deps.key, 'provider-merge', input.merge_token);
    if (!opened.ok) {
      throw opened.reason === 'expired'
        ? clientError('CLIENT_PROVIDER_MERGE_TOKEN_EXPIRED', 'The merge token has expired.')
        : clientError('CLIENT_PROVIDER_MERGE_TOKEN_INVALID', 'The merge token is invalid.');
    }
    if (opened.value.uid !== viewer.id) throw clientError('CLIENT_PROVIDER_MERGE_TOKEN_MISMATCH', 'The merge token belongs to another account.');
    linkProvider(deps.db, opened.value.p, opened.value.pid, viewer.id);
    return c.body(null, 204);
  });

  app.get('/auth/providers/:provider', (c) => {
    const key = c.req.param('provider');
    if (!isProviderKey(key)) throw notFound('Provider');
    return c.json({ data: providerOut(c, findProvider(deps.db, key)) });
  });

  app.patch('/auth/providers/:provider', async (c) => {
    can(c, 'auth.providers.manage');
    const key = keyOf(c);
    const input = await body(
      c,
      z.object({
        active: z.boolean().optional(),
        client_id: z.string().max(255).nullable().optional(),
        client_secret: z.string().max(255).nullable().optional(),
      }),
    );
    const current = findProvider(deps.db, key);
    const next: ProviderRow = {
      key,
      active: input.active ?? current.active,
      client_id: input.client_id === undefined ? current.client_id : input.client_id,
      client_secret: input.client_secret === undefined ? current.client_secret : input.client_secret,
    };
    if (next.active && (!next.client_id || !next.client_secret))
      throw clientError('CLIENT_PROVIDER_HAS_NO_CONFIG', 'Give the client id and secret before turning the provider on.');
    saveProvider(deps.db, next);
    return c.json({ data: { ...providerOut(c, next), client_secret: next.client_secret } });
  });

  app.post('/auth/providers/:provider/redirect', async (c) => {
    // The body is validated first, as Heseya's form requests are: a refused return_url is a 422 whatever the provider.
    const input = await body(c, returnUrlInput);
    const returnUrl = bareReturnUrl(requireAllowedUrl(deps, 'return_url', input.return_url).href);
    const provider = activeProvider(c);
    if (!returnUrl)
      throw new ApiError(422, 'VALIDATION_ERROR', 'return_url: must be an http(s) address', {
        return_url: [{ key: 'VALIDATION_URL', message: 'return_url: must be an http(s) address' }],
      });
    const state = seal<ProviderState>(deps.key, 'provider-state', { p: provider.key, r: returnUrl }, STATE_TTL_S);
    const url = new URL(`${deps.publicUrl()}/auth-simulator/${provider.key}/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: provider.client_id ?? '',
      redirect_uri: returnUrl,
      state,
      ui_locales: c.get('rc').lang,
    }).toString();
    return c.json({ data: { redirect_url: url.toString() } });
  });

  app.post('/auth/providers/:provider/login', async (c) => {
    const input = await body(c, returnUrlInput);
    requireAllowedUrl(deps, 'return_url', input.return_url);
    const provider = activeProvider(c);
    const returnUrl = bareReturnUrl(input.return_url);
    if (!returnUrl) throw invalidToken();
    const params = new URL(input.return_url).searchParams;
    if (params.get('error')) throw clientError('CLIENT_INVALID_TOKEN', 'The sign-in was cancelled at the provider.');
    const state = open<ProviderState>(deps.key, 'provider-state', params.get('state') ?? '');
    if (!state.ok) throw state.reason === 'expired' ? expiredToken() : invalidToken();
    if (state.value.p !== provider.key || state.value.r !== returnUrl) throw invalidToken();
    const code = open<ProviderCode>(deps.key, 'provider-code', params.get('code') ?? '');
    if (!code.ok) throw code.reason === 'expired' ? expiredToken() : invalidToken();
    if (code.value.p !== provider.key || code.value.st !== state.jti) throw invalidToken();
    if (!useCodeOnce(deps.db, code.jti, new Date(Date.now() + CODE_TTL_S * 1000))) throw invalidToken();

    const identity = code.value;
    const result = transaction(deps.db, (): { merge: string } | { tokens: ReturnType<typeof openSession>; user: StoredUser } => {
      const linked = linkedUserId(deps.db, provider.key, identity.pid);
      let user = linked ? loadUser(deps.db, linked) : undefined;
      if (!user) {
        const existing = findUserByEmail(deps.db, identity.email);
        if (existing)
          return { merge: seal<MergeClaim>(deps.key, 'provider-merge', { p: provider.key, pid: identity.pid, uid: existing.user.id }, MERGE_TTL_S) };
        // A provider account has no password of its own here: nobody can know this one.
        user = createUser(deps.db, { email: identity.email, name: identity.name, passwordHash: NO_PASSWORD, roleIds: [] });
        linkProvider(deps.db, provider.key, identity.pid, user.id);
      }
      // The provider stands in for the password, never for the second factor: an account with two-factor
      // sign-in on signs in through POST /login with its password and code (Heseya's provider login
      // skips the second factor; this platform does not).
      if (user.tfa?.active)
        throw new ApiError(403, 'CLIENT_TFA_REQUIRED', 'This account uses two-factor sign-in: sign in with the password and a code.', { type: user.tfa.type });
      return { tokens: openSession(deps.db, deps.key, user.id, nowOf(deps)), user };
    });
    if ('merge' in result) throw alreadyHasAccount(result.merge);
    return c.json({ data: { ...result.tokens, user: userOut(deps.db, result.user, userPermissions(deps.db, result.user.id), { savedAddresses: true }) } });
  });

  return app;
}
