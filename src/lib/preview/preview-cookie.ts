// A member of staff's preview session (docs/security.md#preview): their platform tokens, sealed
// (../account/sealed-cookie.ts: neither read nor changed in the browser, and worthless after it expires)
// in HttpOnly, SameSite=Strict cookies scoped to the preview area, /preview and its English twin
// /en/preview (one cookie on each, so one sign-in previews in either language), and nowhere else: the
// shop's pages, its actions and the shopper's session never see them. Secure except over plain HTTP to a
// loopback host, like every cookie of the shop. The session ends PREVIEW_SESSION_MAX_AGE_S after the
// sign-in, however often its tokens are refreshed meanwhile.
import { openValue, sealValue } from '../account/sealed-cookie';
import { secureCookies } from '../account/auth-cookies';
import type { AuthTokens, TokenStore } from '../platform';
import { PREVIEW_PATHS, type PreviewPath } from './preview-paths';

export { PREVIEW_PATHS, isPreviewPath } from './preview-paths';

/**
 * The cookie's name on each preview path. One name per path, because a response sets a cookie once per
 * name (Astro keeps its outgoing cookies by name), and a browser sends each path's own.
 */
export const PREVIEW_COOKIES: { readonly [Path in PreviewPath]: string } = { '/preview': 'preview_session', '/en/preview': 'preview_session_en' };
/** A working day after the sign-in: then the member of staff signs in again. */
export const PREVIEW_SESSION_MAX_AGE_S = 8 * 60 * 60;
/** The two-factor step's sealed e-mail and password, in the preview area only. */
export const PREVIEW_PENDING_COOKIES: { readonly [Path in PreviewPath]: string } = {
  '/preview': 'preview_sign_in_pending',
  '/en/preview': 'preview_sign_in_pending_en',
};
export const PREVIEW_PENDING_MAX_AGE_S = 5 * 60;

const PURPOSE = 'preview-session';
const PENDING_PURPOSE = 'preview-pending-sign-in';

export interface PreviewCookieOptions {
  path: string;
  maxAge: number;
  httpOnly: true;
  secure: boolean;
  sameSite: 'strict';
}

/** Astro's cookies, or anything with the same three methods. */
export interface PreviewCookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: PreviewCookieOptions): void;
  delete(name: string, options: Omit<PreviewCookieOptions, 'maxAge'>): void;
}

/** The options of a preview cookie on one of the preview paths. */
export function previewCookieOptions(url: URL, path: PreviewPath, maxAge: number): PreviewCookieOptions {
  return { path, maxAge, httpOnly: true, secure: secureCookies(url), sameSite: 'strict' };
}

type Names = { readonly [Path in PreviewPath]: string };

function setEverywhere(cookies: PreviewCookieJar, url: URL, names: Names, value: string, maxAge: number): void {
  for (const path of PREVIEW_PATHS) cookies.set(names[path], value, previewCookieOptions(url, path, maxAge));
}

function deleteEverywhere(cookies: PreviewCookieJar, url: URL, names: Names): void {
  for (const path of PREVIEW_PATHS) {
    const { maxAge: _maxAge, ...options } = previewCookieOptions(url, path, 0);
    cookies.delete(names[path], options);
  }
}

/** The value the request carries: the one cookie of its preview path (a request elsewhere carries none). */
function carried(cookies: PreviewCookieJar, names: Names): string | undefined {
  for (const path of PREVIEW_PATHS) {
    const value = cookies.get(names[path])?.value;
    if (value) return value;
  }
  return undefined;
}

/** The staff member's tokens, and until when their preview session lasts (epoch milliseconds). */
export interface PreviewTokens extends AuthTokens {
  until: number;
}

/** The staff member's tokens this request carries; undefined without a valid preview cookie. */
export function carriedPreviewTokens(cookies: PreviewCookieJar): PreviewTokens | undefined {
  return openPreviewTokens(carried(cookies, PREVIEW_COOKIES));
}

/** The sealed cookie value of the staff member's tokens, valid until `until` (by default PREVIEW_SESSION_MAX_AGE_S from now). */
export function sealPreviewTokens(tokens: AuthTokens, until?: number, now = Date.now(), secret?: string): string {
  const end = until ?? now + PREVIEW_SESSION_MAX_AGE_S * 1000;
  return sealValue(PURPOSE, { t: tokens.token, r: tokens.refreshToken ?? null, u: end }, (end - now) / 1000, now, secret);
}

/** The tokens in a preview cookie; undefined when it is missing, forged, sealed for another purpose or expired. */
export function openPreviewTokens(value: string | undefined, now = Date.now(), secret?: string): PreviewTokens | undefined {
  const data = openValue(PURPOSE, value, now, secret) as { t?: unknown; r?: unknown; u?: unknown } | undefined;
  if (!data || typeof data.t !== 'string' || !data.t || typeof data.u !== 'number' || data.u <= now) return undefined;
  return { token: data.t, refreshToken: typeof data.r === 'string' ? data.r : null, until: data.u };
}

/**
 * The preview session as the platform client's token store. A sign-in starts the session (its end
 * PREVIEW_SESSION_MAX_AGE_S away); a refresh writes the new tokens back into the cookies with the same end.
 */
export function previewTokenStore(cookies: PreviewCookieJar, url: URL): TokenStore {
  const carriedNow = carriedPreviewTokens(cookies);
  let current: AuthTokens | null = carriedNow ? { token: carriedNow.token, refreshToken: carriedNow.refreshToken ?? null } : null;
  let until = carriedNow?.until;
  return {
    get: () => current,
    set(tokens) {
      const now = Date.now();
      until ??= now + PREVIEW_SESSION_MAX_AGE_S * 1000;
      current = tokens;
      setEverywhere(cookies, url, PREVIEW_COOKIES, sealPreviewTokens(tokens, until, now), Math.max(1, Math.ceil((until - now) / 1000)));
    },
    clear() {
      current = null;
      until = undefined;
      deleteEverywhere(cookies, url, PREVIEW_COOKIES);
    },
  };
}

/** Keeps the e-mail and password sealed for the two-factor step (never written into the page). */
export function rememberPendingPreviewSignIn(cookies: PreviewCookieJar, url: URL, pending: { email: string; password: string }): void {
  setEverywhere(
    cookies,
    url,
    PREVIEW_PENDING_COOKIES,
    sealValue(PENDING_PURPOSE, { e: pending.email, p: pending.password }, PREVIEW_PENDING_MAX_AGE_S),
    PREVIEW_PENDING_MAX_AGE_S,
  );
}

export function pendingPreviewSignIn(cookies: PreviewCookieJar): { email: string; password: string } | undefined {
  const data = openValue(PENDING_PURPOSE, carried(cookies, PREVIEW_PENDING_COOKIES)) as { e?: unknown; p?: unknown } | undefined;
  if (!data || typeof data.e !== 'string' || typeof data.p !== 'string') return undefined;
  return { email: data.e, password: data.p };
}

export function forgetPendingPreviewSignIn(cookies: PreviewCookieJar, url: URL): void {
  if (carried(cookies, PREVIEW_PENDING_COOKIES)) deleteEverywhere(cookies, url, PREVIEW_PENDING_COOKIES);
}
