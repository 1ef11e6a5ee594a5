// A TokenStore kept in HttpOnly cookies (page scripts and third-party tags must not read tokens:
// docs/rules.md#auth-cookies). Works with Astro's `context.cookies` or anything with the same three methods.
import type { AuthTokens, TokenStore } from './auth-refresh';

export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  /** Deleted with the flags it was set with (a Secure cookie's deletion is Secure too). */
  delete(name: string, options: Omit<CookieOptions, 'maxAge'>): void;
}

export interface CookieOptions {
  path: string;
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax';
}

export const TOKEN_COOKIES = { token: 'access_token', identityToken: 'identity_token', refreshToken: 'refresh_token' } as const;
/** Auth cookies live 31 days. */
export const TOKEN_COOKIE_MAX_AGE_S = 31 * 24 * 60 * 60;

export function cookieTokenStore(cookies: CookieJar, options: { secure?: boolean } = {}): TokenStore {
  const cookieOptions: CookieOptions = { path: '/', maxAge: TOKEN_COOKIE_MAX_AGE_S, httpOnly: true, secure: options.secure ?? true, sameSite: 'lax' };
  const { maxAge: _maxAge, ...deleteOptions } = cookieOptions;
  return {
    get() {
      const token = cookies.get(TOKEN_COOKIES.token)?.value;
      if (!token) return null;
      return {
        token,
        identityToken: cookies.get(TOKEN_COOKIES.identityToken)?.value ?? null,
        refreshToken: cookies.get(TOKEN_COOKIES.refreshToken)?.value ?? null,
      };
    },
    set(tokens: AuthTokens) {
      cookies.set(TOKEN_COOKIES.token, tokens.token, cookieOptions);
      for (const name of ['identityToken', 'refreshToken'] as const) {
        const value = tokens[name];
        if (value) cookies.set(TOKEN_COOKIES[name], value, cookieOptions);
        else cookies.delete(TOKEN_COOKIES[name], deleteOptions);
      }
    },
    clear() {
      for (const name of Object.values(TOKEN_COOKIES)) cookies.delete(name, deleteOptions);
    },
  };
}
