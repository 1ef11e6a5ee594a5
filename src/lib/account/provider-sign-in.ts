// Signing in with a provider: the addresses of the flow and the two short-lived HttpOnly
// cookies that carry it. The shopper leaves for the provider's page from POST /login/provider/{key}
// and comes back to GET /login/provider/{key} with the provider's `code` and `state` (or `error`).
// The platform signs the state and binds it to that exact return URL; this module binds the return URL
// to this browser with a nonce (`flow`) kept in a cookie, so a return URL made for someone else (a
// login CSRF) is refused.
import { randomBytes } from 'node:crypto';
import { createPlatform, type CookieJar, type PlatformContext, type components } from '../platform';
import { localizePath, type Locale } from '../../i18n/locales';
import { secureCookies } from './auth-cookies';
import { sameOriginPath } from './return-path';

export type ProviderKey = components['schemas']['AuthProviderKey'];
export const PROVIDER_KEYS = ['google', 'apple', 'facebook', 'github', 'gitlab', 'bitbucket', 'linkedin'] as const satisfies readonly ProviderKey[];

export const isProviderKey = (value: unknown): value is ProviderKey => typeof value === 'string' && (PROVIDER_KEYS as readonly string[]).includes(value);

/** The flow's nonce: as long as the platform's state lives (10 minutes). */
export const PROVIDER_FLOW_COOKIE = 'provider_flow';
export const PROVIDER_FLOW_MAX_AGE_S = 10 * 60;
/** The platform's merge token while the shopper signs in with their password (as long as the token lives). */
export const PROVIDER_MERGE_COOKIE = 'provider_merge';
export const PROVIDER_MERGE_MAX_AGE_S = 30 * 60;

/** Where the provider sends the shopper back (and where the buttons post): /login/provider/{key}, /en/… */
export const providerPath = (provider: ProviderKey, locale: Locale) => localizePath(`/login/provider/${provider}`, locale);
/** Where the accounts are linked once the shopper has signed in with their password. */
export const providerLinkPath = (provider: ProviderKey, locale: Locale) => `${providerPath(provider, locale)}/link`;

/** A path with `?return=` when the return path is ours. */
export function withReturn(path: string, returnPath: string | undefined): string {
  const safe = sameOriginPath(returnPath);
  return safe ? `${path}?${new URLSearchParams({ return: safe })}` : path;
}

/** The absolute return URL given to the platform: the shop's return route with the shopper's return path and the flow nonce. */
export function providerReturnUrl(origin: string, provider: ProviderKey, locale: Locale, returnPath: string | undefined, flow: string): string {
  const url = new URL(providerPath(provider, locale), origin);
  const safe = sameOriginPath(returnPath);
  if (safe) url.searchParams.set('return', safe);
  url.searchParams.set('flow', flow);
  return url.toString();
}

const deleteOptions = (url: URL) => ({ path: '/', httpOnly: true, secure: secureCookies(url), sameSite: 'lax' as const });
const cookieOptions = (url: URL, maxAge: number) => ({ ...deleteOptions(url), maxAge });

/** Starts a flow in this browser: a new nonce, kept in its cookie. */
export function beginFlow(cookies: CookieJar, url: URL, provider: ProviderKey): string {
  const nonce = randomBytes(18).toString('base64url');
  cookies.set(PROVIDER_FLOW_COOKIE, `${provider}.${nonce}`, cookieOptions(url, PROVIDER_FLOW_MAX_AGE_S));
  return nonce;
}

/** Whether the return belongs to the flow this browser started (and ends that flow either way). */
export function endFlow(cookies: CookieJar, url: URL, provider: ProviderKey, flow: string | null): boolean {
  const kept = cookies.get(PROVIDER_FLOW_COOKIE)?.value;
  if (kept) cookies.delete(PROVIDER_FLOW_COOKIE, deleteOptions(url));
  return !!flow && kept === `${provider}.${flow}`;
}

export function keepMergeToken(cookies: CookieJar, url: URL, provider: ProviderKey, mergeToken: string): void {
  cookies.set(PROVIDER_MERGE_COOKIE, `${provider}.${mergeToken}`, cookieOptions(url, PROVIDER_MERGE_MAX_AGE_S));
}

/** The merge token kept for this provider, if any. */
export function mergeTokenFor(cookies: CookieJar, provider: ProviderKey): string | undefined {
  const kept = cookies.get(PROVIDER_MERGE_COOKIE)?.value;
  if (!kept?.startsWith(`${provider}.`)) return undefined;
  return kept.slice(provider.length + 1) || undefined;
}

/** The provider whose merge is pending, when the sign-in's return path is its link route. */
export function pendingMerge(cookies: CookieJar, returnPath: string | undefined): ProviderKey | undefined {
  const match = /^(?:\/en)?\/login\/provider\/([a-z]+)\/link(?:\?|$)/.exec(sameOriginPath(returnPath) ?? '');
  const provider = match?.[1];
  return isProviderKey(provider) && mergeTokenFor(cookies, provider) ? provider : undefined;
}

export function forgetMergeToken(cookies: CookieJar, url: URL): void {
  if (cookies.get(PROVIDER_MERGE_COOKIE)) cookies.delete(PROVIDER_MERGE_COOKIE, deleteOptions(url));
}

/** The providers the platform has switched on, in the platform's order; none when it cannot say. */
export async function activeProviders(options: Omit<PlatformContext, 'tokens'> = {}): Promise<ProviderKey[]> {
  try {
    const platform = createPlatform(options);
    const { data } = platform.unwrap(await platform.client.GET('/auth/providers', { params: { query: { active: true } } }));
    return data.filter((provider) => provider.active).map((provider) => provider.key);
  } catch (error) {
    console.warn('[account] the sign-in providers could not be read:', error instanceof Error ? error.message : error);
    return [];
  }
}

/** The authorization pages of the real providers (the embedded platform simulates them on its own origin). */
const PROVIDER_PAGE_ORIGINS: Record<ProviderKey, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
  github: 'https://github.com',
  gitlab: 'https://gitlab.com',
  bitbucket: 'https://bitbucket.org',
  linkedin: 'https://www.linkedin.com',
};

/** Pages with provider buttons: their CSP's form-action must allow the 303 to the provider's page. */
export const PROVIDER_BUTTON_PAGES = /^(?:\/en)?\/(?:login|register)(?:\/|$)/;

/** The origins a provider button's POST may end up on: the platform's (and whatever it redirects through) and the providers'. */
export function providerFormActionOrigins(platformApiUrl: string): string[] {
  return [new URL(platformApiUrl).origin, ...Object.values(PROVIDER_PAGE_ORIGINS)];
}
