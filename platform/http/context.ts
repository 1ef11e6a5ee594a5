import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/database.ts';
import { all, one } from '../db/database.ts';
import { sessionActive, verifyToken, type Clock } from '../auth/tokens.ts';
import { passwordHasher, type PasswordHasher } from '../auth/passwords.ts';
import { userPermissions } from '../users/roles-store.ts';
import { forbidden, unauthorized } from './errors.ts';
import { hasAccess } from '../users/permissions.ts';
import type { SessionHooks } from '../test-hooks/session-hooks.ts';
import type { WebhookDispatcher } from '../webhooks/dispatcher.ts';
import type { WebhookUrlPolicy } from '../webhooks/url-safety.ts';

/** `hooks` only with PLATFORM_TEST_HOOKS=1 (platform/test-hooks). */
export type Deps = {
  db: Db;
  key: Buffer;
  publicUrl: () => string;
  dataDir: string;
  hooks?: SessionHooks;
  /** Demo mode: simulators and demo accounts (platform/config.ts). */
  demo: boolean;
  /** Shop origins allowed for CORS and as redirect, return and continue URLs. */
  allowedOrigins: readonly string[];
  /** Minutes an unpaid online-payment order keeps its stock (PLATFORM_UNPAID_ORDER_MINUTES; 0 = forever). */
  unpaidOrderMinutes?: number;
  /** Milliseconds now; only tests move it (startPlatform's `clock`). Date.now when absent. */
  clock?: Clock;
  /** The password hasher; absent: scrypt at OWASP's cost (startPlatform's `passwordCost` is for tests only). */
  passwords?: PasswordHasher;
  /** PLATFORM_TRUST_PROXY: the client's address is the last X-Forwarded-For value (platform/http/client-network.ts). */
  trustProxy?: boolean;
  /** Sends the events of successful writes to the subscribed webhooks (platform/webhooks). */
  webhooks?: WebhookDispatcher;
  /** Where webhooks may point (demo mode: anywhere; else not loopback or private unless allowed). */
  webhookPolicy?: WebhookUrlPolicy;
};

const productionPasswords = passwordHasher();
export const nowOf = (deps: Pick<Deps, 'clock'>): number => (deps.clock ?? Date.now)();
export const passwordsOf = (deps: Pick<Deps, 'passwords'>): PasswordHasher => deps.passwords ?? productionPasswords;
export type Viewer = { id: string; sid: string } | undefined;
export type RequestCtx = { lang: string; defaultLang: string; viewer: Viewer; permissions: Set<string>; channelId: string | undefined };
export type AppEnv = { Variables: { rc: RequestCtx } };
export type C = Context<AppEnv>;

/** Picks the language from Accept-Language among the shop's languages, else the default one. */
function pickLanguage(db: Db, header: string | undefined): { lang: string; defaultLang: string } {
  const langs = all<{ iso: string; data: string }>(db, 'SELECT iso, data FROM languages');
  const defaultLang = langs.find((l) => JSON.parse(l.data).default)?.iso ?? 'pl';
  const wanted = (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  for (const w of wanted) {
    const hit = langs.find((l) => l.iso === w || l.iso === w.split('-')[0]);
    if (hit) return { lang: hit.iso, defaultLang };
  }
  return { lang: defaultLang, defaultLang };
}

export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { lang, defaultLang } = pickLanguage(deps.db, c.req.header('accept-language'));
    let viewer: Viewer;
    const auth = c.req.header('authorization');
    if (auth?.startsWith('Bearer ')) {
      const now = nowOf(deps);
      const claims = verifyToken(deps.key, auth.slice(7).trim(), 'access', now);
      if (!claims || !sessionActive(deps.db, claims.sid, now)) throw unauthorized('The access token is invalid or expired.');
      if (!one(deps.db, 'SELECT id FROM users WHERE id = ?', claims.sub)) throw unauthorized('The access token is invalid or expired.');
      if (deps.hooks?.refuses(claims.sub, claims.sid, claims.jti)) throw unauthorized('The access token is invalid or expired.');
      viewer = { id: claims.sub, sid: claims.sid };
    }
    const channelId = c.req.header('x-sales-channel') || undefined;
    c.set('rc', { lang, defaultLang, viewer, permissions: userPermissions(deps.db, viewer?.id), channelId });
    await next();
  };
}

export function requireUser(c: C): { id: string; sid: string } {
  const viewer = c.get('rc').viewer;
  if (!viewer) throw unauthorized();
  return viewer;
}

/** Throws 401 for guests lacking the permission and 403 for users lacking it. */
export function can(c: C, required: string | string[], any = false): void {
  const rc = c.get('rc');
  const list = Array.isArray(required) ? required : [required];
  if (hasAccess(rc.permissions, list, any)) return;
  throw rc.viewer ? forbidden() : unauthorized();
}

export function allows(c: C, permission: string): boolean {
  return c.get('rc').permissions.has(permission);
}

/** Picks the request language's translation, then the default language's, then any. */
export function tr<T>(c: C | RequestCtx, translations: Record<string, T> | undefined): T | undefined {
  if (!translations) return undefined;
  const rc = 'lang' in c ? c : c.get('rc');
  return translations[rc.lang] ?? translations[rc.defaultLang] ?? Object.values(translations)[0];
}
