// The reset link's token leaves the address bar as soon as the page reads it: GET /reset-password?token=…
// seals the token and e-mail into a short-lived HttpOnly cookie scoped to the reset page and answers 303
// to the bare page (src/routes/account/password-reset-route.ts). The token then never sits in the
// URL that later requests, the Referer, the access log of the page's own requests, the browser's history
// or a script on the page could read, and it is not written into the page either: the form's POST takes
// it from the cookie.
import type { CookieJar } from '../platform';
import { secureCookies } from './auth-cookies';
import { openValue, sealValue } from './sealed-cookie';
import { RESET_LINK_LIMITS } from './reset-link';

export const RESET_LINK_COOKIE = 'reset_link';
/** Half the platform's token lifetime; past it the mailed link, still valid, sets it again. */
export const RESET_LINK_MAX_AGE_S = 30 * 60;

export interface ResetLink {
  token: string;
  email: string;
}

interface Scope {
  url: URL;
  cookies: CookieJar;
}

// Scoped to the page's own path (/reset-password or /en/reset-password): no other request carries it.
const deleteOptions = (scope: Scope) => ({ path: scope.url.pathname, httpOnly: true, secure: secureCookies(scope.url), sameSite: 'lax' as const });

export function keepResetLink(scope: Scope, link: ResetLink, now = Date.now(), secret?: string): void {
  scope.cookies.set(RESET_LINK_COOKIE, sealValue(RESET_LINK_COOKIE, { t: link.token, e: link.email }, RESET_LINK_MAX_AGE_S, now, secret), {
    ...deleteOptions(scope),
    maxAge: RESET_LINK_MAX_AGE_S,
  });
}

/** The kept link, or undefined when there is none, it was altered or it expired. */
export function readKeptResetLink(scope: Scope, now = Date.now(), secret?: string): ResetLink | undefined {
  const data = openValue(RESET_LINK_COOKIE, scope.cookies.get(RESET_LINK_COOKIE)?.value, now, secret) as { t?: unknown; e?: unknown } | undefined;
  if (typeof data?.t !== 'string' || typeof data.e !== 'string') return undefined;
  if (!data.t || !data.e || data.t.length > RESET_LINK_LIMITS.token || data.e.length > RESET_LINK_LIMITS.email) return undefined;
  return { token: data.t, email: data.e };
}

export function forgetResetLink(scope: Scope): void {
  if (scope.cookies.get(RESET_LINK_COOKIE)) scope.cookies.delete(RESET_LINK_COOKIE, deleteOptions(scope));
}
