import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv, Deps } from './context.ts';

/**
 * Heseya's `Access-Control-Max-Age` (its config/cors.php `max_age => false`, which its CORS service
 * sends as `0`): the browser asks again before every call rather than remembering an answer.
 */
export const CORS_MAX_AGE = 0;

/** The preflight answers that only make sense beside an `Access-Control-Allow-Origin`. */
const PREFLIGHT_GRANTS = ['Access-Control-Allow-Methods', 'Access-Control-Allow-Headers', 'Access-Control-Max-Age'];

/**
 * CORS for browser clients on other origins, preflight included, answered as Heseya answers it: every
 * method and every header a client asks for (Heseya's `allowed_methods` and `allowed_headers` are `*`;
 * its clients send their own, such as `Cache-Control` from a caching HTTP client or the admin panel's
 * `X-Core-Url`), the requested ones named back rather than a `*`, which browsers do not read as
 * covering `Authorization`; no exposed headers and no credentials header (its clients carry a Bearer
 * token, never cookies). Heseya allows every origin; the embedded platform allows every origin only in
 * demo mode, otherwise the shops' origins (PLATFORM_ALLOWED_ORIGINS). An origin it does not allow gets a
 * bare 204 to its preflight, nothing it could act on. The answer names the caller's origin, method and
 * headers, so it varies by each.
 */
export function corsPolicy(deps: Pick<Deps, 'demo' | 'allowedOrigins'>): MiddlewareHandler<AppEnv> {
  const allowed = new Set(deps.allowedOrigins.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  const isAllowed = (origin: string) => Boolean(origin) && (deps.demo || allowed.has(origin.toLowerCase()));
  const policy = cors({
    origin: (origin) => (isAllowed(origin) ? origin : null),
    allowMethods: (origin, c) => {
      const method = c.req.header('Access-Control-Request-Method')?.trim().toUpperCase();
      return isAllowed(origin) && method ? [method] : [];
    },
    // Empty: Hono names back the preflight's Access-Control-Request-Headers (and varies by them).
    allowHeaders: [],
    maxAge: CORS_MAX_AGE,
    credentials: false,
  });
  return async (c, next) => {
    const preflight = await policy(c, next);
    if (!preflight) return;
    if (preflight.headers.has('Access-Control-Allow-Origin')) {
      preflight.headers.append('Vary', 'Access-Control-Request-Method');
    } else {
      for (const name of PREFLIGHT_GRANTS) preflight.headers.delete(name);
    }
    return preflight;
  };
}
