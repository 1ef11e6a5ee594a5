import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv, Deps } from './context.ts';

/** What Heseya's browser clients send (its SDK, its storefront): the token, JSON, language and channel. */
export const CORS_HEADERS = ['Accept', 'Accept-Language', 'Authorization', 'Content-Type', 'X-Requested-With', 'X-Sales-Channel', 'X-Language', 'X-Currency'];
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * CORS for browser clients on other origins, preflight included. Heseya allows every origin and sends
 * no credentials header (its clients carry a Bearer token, never cookies); the embedded platform allows
 * every origin only in demo mode, otherwise the shops' origins (PLATFORM_ALLOWED_ORIGINS). The answer
 * names the caller's origin, so it varies by Origin.
 */
export function corsPolicy(deps: Pick<Deps, 'demo' | 'allowedOrigins'>): MiddlewareHandler<AppEnv> {
  const allowed = new Set(deps.allowedOrigins.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  return cors({
    origin: (origin) => (origin && (deps.demo || allowed.has(origin.toLowerCase())) ? origin : null),
    allowMethods: CORS_METHODS,
    allowHeaders: CORS_HEADERS,
    credentials: false,
  });
}
