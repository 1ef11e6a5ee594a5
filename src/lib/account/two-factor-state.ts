// What the two-factor settings carry between a POST and the page after it (redirect after POST), in
// sealed HttpOnly cookies (./sealed-cookie.ts) scoped to the settings page, bound to the shopper's
// account id so that another account signed in later in the same browser never sees them:
// - the pending setup (the secret and otpauth address the platform answered to POST /auth/2fa/setup),
//   shown until the shopper confirms it with a code, for at most 15 minutes (the platform offers no
//   way to read it again, and a new setup would change the secret already scanned);
// - the recovery codes answered by the confirmation or a regeneration, for the one page after the
//   redirect: that page deletes the cookie as it shows them, so a reload or the back button never
//   shows them again. The storefront itself keeps neither anywhere.
import type { CookieJar } from '../platform';
import { secureCookies } from './auth-cookies';
import { openValue, sealValue } from './sealed-cookie';

export const TWO_FACTOR_SETUP_COOKIE = 'tfa_setup';
export const TWO_FACTOR_SETUP_MAX_AGE_S = 15 * 60;
export const RECOVERY_CODES_COOKIE = 'tfa_codes';
export const RECOVERY_CODES_MAX_AGE_S = 2 * 60;

export interface PendingTwoFactorSetup {
  secret: string;
  otpauthUrl: string;
}

interface Scope {
  url: URL;
  cookies: CookieJar;
  /** The settings page's path (the cookies go back only to it). */
  path: string;
  userId: string;
}

const deleteOptions = (scope: Scope) => ({ path: scope.path, httpOnly: true, secure: secureCookies(scope.url), sameSite: 'lax' as const });
const options = (scope: Scope, maxAge: number) => ({ ...deleteOptions(scope), maxAge });

export function keepPendingSetup(scope: Scope, setup: PendingTwoFactorSetup, now = Date.now(), secret?: string): void {
  scope.cookies.set(
    TWO_FACTOR_SETUP_COOKIE,
    sealValue(TWO_FACTOR_SETUP_COOKIE, { u: scope.userId, s: setup.secret, o: setup.otpauthUrl }, TWO_FACTOR_SETUP_MAX_AGE_S, now, secret),
    options(scope, TWO_FACTOR_SETUP_MAX_AGE_S),
  );
}

export function readPendingSetup(scope: Scope, now = Date.now(), secret?: string): PendingTwoFactorSetup | undefined {
  const data = openValue(TWO_FACTOR_SETUP_COOKIE, scope.cookies.get(TWO_FACTOR_SETUP_COOKIE)?.value, now, secret) as
    | { u?: unknown; s?: unknown; o?: unknown }
    | undefined;
  if (!data || data.u !== scope.userId || typeof data.s !== 'string' || typeof data.o !== 'string') return undefined;
  return { secret: data.s, otpauthUrl: data.o };
}

export function forgetPendingSetup(scope: Scope): void {
  if (scope.cookies.get(TWO_FACTOR_SETUP_COOKIE)) scope.cookies.delete(TWO_FACTOR_SETUP_COOKIE, deleteOptions(scope));
}

export function passRecoveryCodes(scope: Scope, codes: readonly string[], now = Date.now(), secret?: string): void {
  scope.cookies.set(
    RECOVERY_CODES_COOKIE,
    sealValue(RECOVERY_CODES_COOKIE, { u: scope.userId, c: codes }, RECOVERY_CODES_MAX_AGE_S, now, secret),
    options(scope, RECOVERY_CODES_MAX_AGE_S),
  );
}

/** The recovery codes passed by the previous response, once: the cookie is deleted as they are read. */
export function takeRecoveryCodes(scope: Scope, now = Date.now(), secret?: string): string[] | undefined {
  const value = scope.cookies.get(RECOVERY_CODES_COOKIE)?.value;
  if (!value) return undefined;
  scope.cookies.delete(RECOVERY_CODES_COOKIE, deleteOptions(scope));
  const data = openValue(RECOVERY_CODES_COOKIE, value, now, secret) as { u?: unknown; c?: unknown } | undefined;
  if (!data || data.u !== scope.userId || !Array.isArray(data.c) || !data.c.every((code) => typeof code === 'string')) return undefined;
  return data.c as string[];
}
