// The cookies of a signed-in shopper (docs/rules.md#auth-cookies). The tokens live in HttpOnly cookies
// that page scripts (and third-party tags) cannot read; the browser learns only non-secret facts:
// `logged_in_the_past` and, for one page after signing in, that the cart should be processed (and the
// browser's wishlist merged), or after signing out, that the browser's wishlist should be emptied.
import { TOKEN_COOKIES, TOKEN_COOKIE_MAX_AGE_S, type CookieJar } from '../platform/cookie-token-store';

export { TOKEN_COOKIES, TOKEN_COOKIE_MAX_AGE_S };

/** Remembered at sign-in; not secret, readable by scripts. */
export const LOGGED_IN_THE_PAST_COOKIE = 'logged_in_the_past';
export const LOGGED_IN_THE_PAST_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The page after a sign-in processes the cart (read and removed by the shell's script). */
export const PROCESS_CART_COOKIE = 'process_cart';
/** The analytics event of the page after a sign-in: `login`, or `register` after a registration (read once). */
export const AUTH_EVENT_COOKIE = 'auth_event';
export const PROCESS_CART_MAX_AGE_S = 5 * 60;
/** Logout resets the wishlist; the page after a sign-out (or an account deletion) empties the
 * guest list kept in this browser (read and removed by the shell's script). */
export const WISHLIST_RESET_COOKIE = 'wishlist_reset';
export const WISHLIST_RESET_MAX_AGE_S = 5 * 60;
/** The two-factor step's sealed e-mail and password (HttpOnly, a few minutes). */
export const PENDING_SIGN_IN_COOKIE = 'sign_in_pending';
export const PENDING_SIGN_IN_MAX_AGE_S = 5 * 60;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase()) || /^127(?:\.\d{1,3}){3}$/.test(hostname) || hostname.toLowerCase().endsWith('.localhost');
}

/**
 * Whether cookies get the Secure attribute: always, except for a plain-HTTP request to a loopback host
 * (tests and `npm start` on 127.0.0.1), where the browser would drop a Secure cookie. Behind a proxy
 * that ends TLS and is trusted (TRUST_PROXY=1) the URL is https:// (src/lib/https-request.ts).
 */
export function secureCookies(url: URL): boolean {
  return !(url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

export interface AuthCookieOptions {
  path: '/';
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax';
}

/** Options of the token cookies: HttpOnly, SameSite=Lax, path /, 31 days, Secure by the rule above. */
export function tokenCookieOptions(url: URL): AuthCookieOptions {
  return { path: '/', maxAge: TOKEN_COOKIE_MAX_AGE_S, httpOnly: true, secure: secureCookies(url), sameSite: 'lax' };
}

/** Flags the next page to empty the browser's wishlist (sign-out, account deleted). */
export function flagWishlistReset(cookies: CookieJar, url: URL): void {
  cookies.set(WISHLIST_RESET_COOKIE, '1', { path: '/', maxAge: WISHLIST_RESET_MAX_AGE_S, httpOnly: false, secure: secureCookies(url), sameSite: 'lax' });
}

/** Remembers a sign-in: `logged_in_the_past` (a year) and the cart-processing flag for the next page. */
export function rememberSignIn(cookies: CookieJar, url: URL): void {
  const secure = secureCookies(url);
  cookies.set(LOGGED_IN_THE_PAST_COOKIE, '1', { path: '/', maxAge: LOGGED_IN_THE_PAST_MAX_AGE_S, httpOnly: false, secure, sameSite: 'lax' });
  cookies.set(PROCESS_CART_COOKIE, '1', { path: '/', maxAge: PROCESS_CART_MAX_AGE_S, httpOnly: false, secure, sameSite: 'lax' });
  flagAuthEvent(cookies, url, 'login');
}

/** Tells the next page which analytics event to send: a sign-in, or a new account (login, sign_up). */
export function flagAuthEvent(cookies: CookieJar, url: URL, event: 'login' | 'register'): void {
  cookies.set(AUTH_EVENT_COOKIE, event, { path: '/', maxAge: PROCESS_CART_MAX_AGE_S, httpOnly: false, secure: secureCookies(url), sameSite: 'lax' });
}
