// The one check of the addresses the platform sends shoppers (or mails links) to on a shop's behalf:
// the password reset's `redirect_url`, a sign-in provider's `return_url` and a payment's
// `continue_url`. Each must be an http(s) URL on one of the shops' origins (PLATFORM_ALLOWED_ORIGINS);
// in demo mode a loopback origin on any port is allowed as well, because `npm start` and the tests
// run the storefront on a loopback port the platform cannot know in advance. Anything else (another
// host, a userinfo trick, another scheme, a string a browser would read differently than we do) is
// refused with Heseya's validation error shape: 422 VALIDATION_ERROR naming the field.
import type { Deps } from './context.ts';
import { fieldError } from './errors.ts';

/** Whitespace, control characters and backslashes: the URL parser strips or rewrites them, a mail client or browser may not. */
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\]/u;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether `url` is on an origin the shop allows (deps.allowedOrigins, plus loopback in demo mode). */
function onAllowedOrigin(deps: Pick<Deps, 'allowedOrigins' | 'demo'>, url: URL): boolean {
  if (deps.allowedOrigins.includes(url.origin)) return true;
  return deps.demo && LOOPBACK_HOSTS.has(url.hostname);
}

/** The parsed URL when `value` is an http(s) address on an allowed origin, else undefined. */
export function allowedUrl(deps: Pick<Deps, 'allowedOrigins' | 'demo'>, value: string): URL | undefined {
  if (UNSAFE_CHARACTERS.test(value)) return undefined;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  if (url.username || url.password) return undefined;
  return onAllowedOrigin(deps, url) ? url : undefined;
}

/** The parsed URL of `field`, or 422 VALIDATION_ERROR on that field when its origin is not allowed. */
export function requireAllowedUrl(deps: Pick<Deps, 'allowedOrigins' | 'demo'>, field: string, value: string): URL {
  const url = allowedUrl(deps, value);
  if (!url) throw fieldError(field, 'VALIDATION_URL', `${field}: must be an address on one of the shop's allowed origins`);
  return url;
}
