// The member of staff behind a preview: signing in to the preview area with their own platform account
// (POST /login, with the two-factor step when their account has it), reading who they are and what they may
// see (GET /auth/profile permissions) and signing out. Their client sends their token on every path and keeps
// no response cache, so the platform answers them hidden pages and products and nobody else ever gets
// those answers (docs/security.md#preview).
import { createPlatform, PlatformError, platformErrorFromResponse, type Platform, type PlatformContext } from '../platform';
import { clientAddressOf } from '../rate-limit/client-network';
import { previewsAnything } from './permissions';
import {
  forgetPendingPreviewSignIn,
  pendingPreviewSignIn,
  previewTokenStore,
  rememberPendingPreviewSignIn,
  carriedPreviewTokens,
  type PreviewCookieJar,
} from './preview-cookie';

/** The parts of Astro's context (page, action or endpoint) a preview needs. */
export interface PreviewContext {
  url: URL;
  cookies: PreviewCookieJar;
  readonly clientAddress?: string;
}

/** Language, sales channel and currency of the reads, and for tests the base URL and fetch. */
export type PreviewPlatformOptions = Omit<PlatformContext, 'tokens' | 'onAuthFailure' | 'bearerOnEveryPath' | 'cache'>;

export interface PreviewStaff {
  name: string;
  email: string;
  permissions: readonly string[];
  /** The staff member's client: their token on every read, no response cache. */
  platform: Platform;
}

/** Failures that say nothing about the session: the platform could not answer now. */
const isTransient = (error: unknown) => error instanceof PlatformError && (error.status === 0 || error.status >= 500 || error.status === 429);

function staffPlatform(context: PreviewContext, options: PreviewPlatformOptions): Platform {
  return createPlatform({
    clientAddress: clientAddressOf(context),
    ...options,
    tokens: previewTokenStore(context.cookies, context.url),
    bearerOnEveryPath: true,
  });
}

/**
 * The member of staff whose preview session this request carries, or null: no preview cookie, a forged or
 * expired one, or tokens the platform refuses (then the cookie is cleared). A platform that cannot answer
 * now is thrown (the error page), never taken for a verdict on the session.
 */
export async function previewStaff(context: PreviewContext, options: PreviewPlatformOptions = {}): Promise<PreviewStaff | null> {
  if (!carriedPreviewTokens(context.cookies)) return null;
  const platform = staffPlatform(context, options);
  try {
    const { data } = platform.unwrap(await platform.client.GET('/auth/profile'));
    // A token the platform answers without an account (Heseya's unauthenticated profile) is no staff.
    if (!data.id) throw new PlatformError({ status: 401, message: 'No account behind the preview token', key: 'UNAUTHORIZED' });
    return { name: data.name, email: data.email, permissions: data.permissions ?? [], platform };
  } catch (error) {
    if (isTransient(error)) throw error;
    previewTokenStore(context.cookies, context.url).clear();
    return null;
  }
}

export type PreviewSignInResult =
  | { outcome: 'signed-in'; name: string }
  | { outcome: 'two-factor'; email: string }
  | { outcome: 'invalid-credentials' }
  | { outcome: 'invalid-code' }
  | { outcome: 'step-expired' }
  /** The password was right, but the account has no permission to preview anything: no session is kept. */
  | { outcome: 'not-permitted' };

export interface PreviewCredentials {
  email: string;
  /** Absent in the two-factor step: it comes from the sealed cookie. */
  password?: string | undefined;
  code?: string | undefined;
}

/**
 * POST /login with the staff member's e-mail and password (and in the second step the two-factor or
 * recovery code). Only an account whose permissions allow some preview keeps its tokens (sealed in the
 * preview cookie); any other account's new tokens are revoked at once. Other platform failures are thrown.
 */
export async function previewSignIn(
  context: PreviewContext,
  credentials: PreviewCredentials,
  options: PreviewPlatformOptions = {},
): Promise<PreviewSignInResult> {
  let { email, password } = credentials;
  const code = credentials.code?.trim() || undefined;
  if (password === undefined) {
    const pending = pendingPreviewSignIn(context.cookies);
    if (!pending || pending.email.toLowerCase() !== email.toLowerCase()) return { outcome: 'step-expired' };
    ({ email, password } = pending);
  }
  const anonymous = createPlatform({ clientAddress: clientAddressOf(context), ...options, cache: false });
  const result = await anonymous.client.POST('/login', { body: { email, password, ...(code ? { code } : {}) } });
  if (!result.response.ok) {
    const error = platformErrorFromResponse(result.response.status, result.error, result.response.statusText, result.response.headers.get('retry-after'));
    if (error.key === 'CLIENT_TFA_REQUIRED') {
      rememberPendingPreviewSignIn(context.cookies, context.url, { email, password });
      return { outcome: 'two-factor', email };
    }
    if (error.key === 'CLIENT_INVALID_CREDENTIALS') return { outcome: 'invalid-credentials' };
    if (error.key === 'CLIENT_TFA_INVALID_TOKEN' && code) return { outcome: 'invalid-code' };
    throw error;
  }
  forgetPendingPreviewSignIn(context.cookies, context.url);
  const { data } = anonymous.unwrap(result);
  const tokens = { token: data.token, refreshToken: data.refresh_token ?? null };
  const store = previewTokenStore(context.cookies, context.url);
  store.set(tokens);
  const staff = await previewStaff(context, options);
  if (staff && previewsAnything(staff.permissions)) return { outcome: 'signed-in', name: staff.name };
  await revoke(staff?.platform);
  store.clear();
  return { outcome: 'not-permitted' };
}

async function revoke(platform: Platform | undefined): Promise<void> {
  if (!platform) return;
  try {
    const { response } = await platform.client.POST('/auth/logout');
    if (!response.ok && response.status !== 401) console.warn(`[preview] logout answered ${response.status}`);
  } catch (error) {
    console.warn('[preview] logout failed:', error instanceof Error ? error.message : error);
  }
}

/** Ends the preview session: the platform revokes the staff member's tokens (a failure is only logged) and the cookie is cleared. */
export async function previewSignOut(context: PreviewContext, options: PreviewPlatformOptions = {}): Promise<void> {
  if (carriedPreviewTokens(context.cookies)) await revoke(staffPlatform(context, options));
  previewTokenStore(context.cookies, context.url).clear();
  forgetPendingPreviewSignIn(context.cookies, context.url);
}
