// A shopper's session on the server (docs/rules.md#signed-in): the platform client of one request with
// the shopper's tokens from their HttpOnly cookies, whether they are signed in (and their name),
// signing in and out. Only this module and the cookie store set, refresh or clear the token cookies.
import { SESSION_ENDED_COOKIE, SESSION_ENDED_MAX_AGE_S } from './session-ended-flag';
import {
  createPlatform,
  cookieTokenStore,
  memoryTokenStore,
  PlatformError,
  platformErrorFromResponse,
  type AuthTokens,
  type CookieJar,
  type Platform,
  type PlatformContext,
  type components,
} from '../platform';
import { PENDING_SIGN_IN_COOKIE, PENDING_SIGN_IN_MAX_AGE_S, TOKEN_COOKIES, flagWishlistReset, rememberSignIn, secureCookies } from './auth-cookies';
import { openPendingSignIn, sealPendingSignIn } from './pending-sign-in';
import type { ProviderKey } from './provider-sign-in';
import { clientAddressOf } from '../rate-limit/client-network';

/** What a page knows about the shopper; `sessionEnded` when their tokens could not be refreshed on this request. */
export type Profile = components['schemas']['Profile'];

/**
 * The request's shopper; a signed-in one with the profile the platform answered (read once per request).
 * `profileUnavailable`: the shopper holds tokens, but the platform could not answer the profile now (down,
 * 5xx, 429): still signed in (signed in exactly when a token exists), only nothing of the
 * account can be shown on this request.
 */
export type AccountState =
  | { signedIn: true; name: string; email: string; profile: Profile; sessionEnded?: false; profileUnavailable?: false }
  | { signedIn: false; sessionEnded: boolean; profileUnavailable?: boolean };

/** Whether the shopper holds a session: signed in, or holding tokens whose profile could not be read now. */
export const holdsSession = (account: AccountState | undefined): boolean => account?.signedIn === true || account?.profileUnavailable === true;

/** The parts of Astro's context (page, action or middleware) the session needs. */
export interface SessionContext {
  url: URL;
  cookies: CookieJar;
  /** The shopper's address (Astro's, after the trusted-proxy rules); the platform throttles by it. */
  readonly clientAddress?: string;
}

/** Client options besides the tokens: language, channel, and for tests the base URL and fetch. */
export type SessionPlatformOptions = Omit<PlatformContext, 'tokens' | 'onAuthFailure'>;

export interface SessionPlatform {
  platform: Platform;
  /** Whether a token refresh failed on this client (the tokens are cleared already). */
  readonly authFailed: boolean;
}

/** The platform client of this request with the shopper's tokens; a failed refresh clears them. */
export function sessionPlatform(context: SessionContext, options: SessionPlatformOptions = {}): SessionPlatform {
  let authFailed = false;
  const platform = createPlatform({
    clientAddress: clientAddressOf(context),
    ...options,
    tokens: cookieTokenStore(context.cookies, { secure: secureCookies(context.url) }),
    onAuthFailure: () => {
      authFailed = true;
      // An action's answer tells the page's script to go home; a page redirects itself.
      context.cookies.set(SESSION_ENDED_COOKIE, '1', {
        path: '/',
        maxAge: SESSION_ENDED_MAX_AGE_S,
        httpOnly: false,
        secure: secureCookies(context.url),
        sameSite: 'lax',
      });
    },
  });
  return {
    platform,
    get authFailed() {
      return authFailed;
    },
  };
}

export function hasTokens(cookies: CookieJar): boolean {
  return !!cookies.get(TOKEN_COOKIES.token)?.value;
}

function clearTokens(context: SessionContext): void {
  cookieTokenStore(context.cookies).clear();
}

/** Failures that say nothing about the session: the platform could not answer now. */
function isTransient(error: unknown): boolean {
  return error instanceof PlatformError && (error.status === 0 || error.status >= 500 || error.status === 429);
}

/**
 * Whether the shopper is signed in, through GET /auth/profile with the request's client (its tokens; one refresh on a 401).
 * Signed out without a token cookie (no platform call). Only a refused session (401 after the failed
 * refresh, or any other refusal of the tokens) signs out and clears the tokens; a platform that cannot
 * answer now (down, 5xx, 429) keeps the tokens and answers `profileUnavailable`.
 */
export async function readAccount(context: SessionContext, platform: Platform): Promise<AccountState> {
  if (!hasTokens(context.cookies)) return { signedIn: false, sessionEnded: false };
  try {
    const { data } = platform.unwrap(await platform.client.GET('/auth/profile'));
    return { signedIn: true, name: data.name, email: data.email, profile: data };
  } catch (error) {
    if (isTransient(error)) {
      console.warn('[account] the profile could not be read:', error instanceof Error ? error.message : error);
      return { signedIn: false, sessionEnded: false, profileUnavailable: true };
    }
    clearTokens(context);
    return { signedIn: false, sessionEnded: true };
  }
}

export type SignInResult =
  | { outcome: 'signed-in'; name: string }
  | { outcome: 'two-factor'; email: string }
  | { outcome: 'invalid-credentials' }
  | { outcome: 'invalid-code' }
  /** The two-factor step came too late (or from another browser): start again with the password. */
  | { outcome: 'step-expired' };

export interface Credentials {
  email: string;
  /** Absent in the two-factor step: it comes from the sealed cookie. */
  password?: string | undefined;
  code?: string | undefined;
}

function forgetPendingSignIn(context: SessionContext): void {
  if (context.cookies.get(PENDING_SIGN_IN_COOKIE))
    context.cookies.delete(PENDING_SIGN_IN_COOKIE, { path: '/', httpOnly: true, secure: secureCookies(context.url), sameSite: 'lax' });
}

function storeTokens(context: SessionContext, tokens: AuthTokens): void {
  cookieTokenStore(context.cookies, { secure: secureCookies(context.url) }).set(tokens);
}

/** The end of every successful sign-in (password, code or provider): the tokens in their cookies, the sign-in remembered. */
function signedIn(
  context: SessionContext,
  data: { token: string; identity_token?: string | null; refresh_token?: string | null; user: { name: string } },
): { outcome: 'signed-in'; name: string } {
  storeTokens(context, { token: data.token, identityToken: data.identity_token ?? null, refreshToken: data.refresh_token ?? null });
  forgetPendingSignIn(context);
  rememberSignIn(context.cookies, context.url);
  return { outcome: 'signed-in', name: data.user.name };
}

/**
 * POST /login with the e-mail and password (and, in the second step, the two-factor or recovery code).
 * Success stores the tokens in their cookies and remembers the sign-in; CLIENT_TFA_REQUIRED keeps the
 * e-mail and password sealed for the code step. Other platform failures are thrown (PlatformError).
 */
export async function signIn(context: SessionContext, credentials: Credentials, options: SessionPlatformOptions = {}): Promise<SignInResult> {
  let { email, password } = credentials;
  const code = credentials.code?.trim() || undefined;
  if (password === undefined) {
    const pending = openPendingSignIn(context.cookies.get(PENDING_SIGN_IN_COOKIE)?.value);
    if (!pending || pending.email.toLowerCase() !== email.toLowerCase()) return { outcome: 'step-expired' };
    ({ email, password } = pending);
  }
  const platform = createPlatform({ clientAddress: clientAddressOf(context), ...options, cache: false });
  const result = await platform.client.POST('/login', { body: { email, password, ...(code ? { code } : {}) } });
  if (!result.response.ok) {
    const error = platformErrorFromResponse(result.response.status, result.error, result.response.statusText, result.response.headers.get('retry-after'));
    const { key } = error;
    if (key === 'CLIENT_TFA_REQUIRED') {
      const secure = secureCookies(context.url);
      context.cookies.set(PENDING_SIGN_IN_COOKIE, sealPendingSignIn({ email, password }), {
        path: '/',
        maxAge: PENDING_SIGN_IN_MAX_AGE_S,
        httpOnly: true,
        secure,
        sameSite: 'lax',
      });
      return { outcome: 'two-factor', email };
    }
    if (key === 'CLIENT_INVALID_CREDENTIALS') return { outcome: 'invalid-credentials' };
    if (key === 'CLIENT_TFA_INVALID_TOKEN' && code) return { outcome: 'invalid-code' };
    throw error;
  }
  return signedIn(context, platform.unwrap(result).data);
}

export type ProviderStartResult = { outcome: 'redirect'; url: string } | { outcome: 'inactive' };

/** POST /auth/providers/{provider}/redirect: the address of the provider's page for this return URL. */
export async function startProviderSignIn(provider: ProviderKey, returnUrl: string, options: SessionPlatformOptions = {}): Promise<ProviderStartResult> {
  const platform = createPlatform({ ...options, cache: false });
  const result = await platform.client.POST('/auth/providers/{provider}/redirect', { params: { path: { provider } }, body: { return_url: returnUrl } });
  if (!result.response.ok) {
    const error = platformErrorFromResponse(result.response.status, result.error, result.response.statusText, result.response.headers.get('retry-after'));
    if (error.key === 'CLIENT_PROVIDER_IS_NOT_ACTIVE' || error.key === 'CLIENT_PROVIDER_NOT_FOUND') return { outcome: 'inactive' };
    throw error;
  }
  const url = platform.unwrap(result).data.redirect_url;
  // Only a web address is somewhere to send the shopper.
  if (!/^https?:\/\//i.test(url)) throw new PlatformError({ status: 502, message: 'The platform gave no usable provider address', key: 'BAD_GATEWAY' });
  return { outcome: 'redirect', url };
}

export type ProviderSignInResult =
  | { outcome: 'signed-in'; name: string }
  /** An account with the provider's e-mail exists: the shopper signs in to it, then the token links the two. */
  | { outcome: 'merge'; mergeToken: string }
  | { outcome: 'inactive' }
  /** The platform refused the code or state: too late, used, or not from this sign-in. */
  | { outcome: 'expired' }
  /** The account has two-factor sign-in on: the provider alone does not sign in; the password and the code do. */
  | { outcome: 'two-factor-required' };

/**
 * POST /auth/providers/{provider}/login with the URL the provider sent the shopper back to (its `code`
 * and `state` in the query). Success stores the tokens like the password sign-in; CLIENT_ALREADY_HAS_ACCOUNT
 * gives the merge token (`errors.merge_token`). Other failures are thrown (PlatformError).
 * An account with two-factor sign-in on never signs in with the provider alone: the embedded platform
 * refuses with CLIENT_TFA_REQUIRED; a platform that answers tokens anyway (Heseya's provider login skips
 * the second factor) has them revoked at once (POST /auth/logout) and never stored. Either way the
 * shopper signs in with the password and the code, the one second step there is.
 */
export async function signInWithProvider(
  context: SessionContext,
  provider: ProviderKey,
  returnUrl: string,
  options: SessionPlatformOptions = {},
): Promise<ProviderSignInResult> {
  const platform = createPlatform({ clientAddress: clientAddressOf(context), ...options, cache: false });
  const result = await platform.client.POST('/auth/providers/{provider}/login', { params: { path: { provider } }, body: { return_url: returnUrl } });
  if (!result.response.ok) {
    const error = platformErrorFromResponse(result.response.status, result.error, result.response.statusText, result.response.headers.get('retry-after'));
    switch (error.key) {
      case 'CLIENT_ALREADY_HAS_ACCOUNT': {
        const mergeToken = error.errors.merge_token?.[0]?.message;
        if (mergeToken) return { outcome: 'merge', mergeToken };
        throw error;
      }
      case 'CLIENT_PROVIDER_IS_NOT_ACTIVE':
      case 'CLIENT_PROVIDER_NOT_FOUND':
        return { outcome: 'inactive' };
      case 'CLIENT_INVALID_TOKEN':
      case 'CLIENT_TOKEN_INVALID_OR_INACTIVE':
        return { outcome: 'expired' };
      case 'CLIENT_TFA_REQUIRED':
        return { outcome: 'two-factor-required' };
      default:
        throw error;
    }
  }
  const data = platform.unwrap(result).data;
  if (data.user.is_tfa_active) {
    await revokeTokens(data.token, options);
    return { outcome: 'two-factor-required' };
  }
  return signedIn(context, data);
}

/** POST /auth/logout with tokens this server holds but will not keep; a failure is only logged. */
async function revokeTokens(token: string, options: SessionPlatformOptions): Promise<void> {
  try {
    const { response } = await createPlatform({ ...options, cache: false, tokens: memoryTokenStore({ token }) }).client.POST('/auth/logout');
    if (!response.ok) console.warn(`[account] revoking the provider sign-in's tokens answered ${response.status}`);
  } catch (error) {
    console.warn("[account] revoking the provider sign-in's tokens failed:", error instanceof Error ? error.message : error);
  }
}

export type LinkProviderResult = { outcome: 'linked' | 'expired' | 'mismatch' | 'invalid' | 'signed-out' };

/** POST /auth/providers/merge-account with the signed-in shopper's tokens: links the provider identity to their account. */
export async function linkProviderAccount(context: SessionContext, mergeToken: string, options: SessionPlatformOptions = {}): Promise<LinkProviderResult> {
  const session = sessionPlatform(context, options);
  const result = await session.platform.client.POST('/auth/providers/merge-account', { body: { merge_token: mergeToken } });
  if (result.response.ok) return { outcome: 'linked' };
  const error = platformErrorFromResponse(result.response.status, result.error, result.response.statusText, result.response.headers.get('retry-after'));
  switch (error.key) {
    case 'CLIENT_PROVIDER_MERGE_TOKEN_EXPIRED':
      return { outcome: 'expired' };
    case 'CLIENT_PROVIDER_MERGE_TOKEN_MISMATCH':
      return { outcome: 'mismatch' };
    case 'CLIENT_PROVIDER_MERGE_TOKEN_INVALID':
      return { outcome: 'invalid' };
    case 'UNAUTHORIZED':
      return { outcome: 'signed-out' };
    default:
      throw error;
  }
}

/** POST /auth/logout, then the tokens are cleared whatever the platform answered (its failure is only logged). */
export async function signOut(context: SessionContext, options: SessionPlatformOptions = {}): Promise<void> {
  if (hasTokens(context.cookies)) {
    try {
      const { response } = await sessionPlatform(context, options).platform.client.POST('/auth/logout');
      if (!response.ok && response.status !== 401) console.warn(`[account] logout answered ${response.status}`);
    } catch (error) {
      console.warn('[account] logout failed:', error instanceof Error ? error.message : error);
    }
  }
  endSession(context);
}

/**
 * Ends the session in this browser without telling the platform: the tokens and a pending sign-in step
 * are cleared, and the next page empties the browser's wishlist (logout resets the wishlist).
 */
export function endSession(context: SessionContext): void {
  clearTokens(context);
  forgetPendingSignIn(context);
  flagWishlistReset(context.cookies, context.url);
}
