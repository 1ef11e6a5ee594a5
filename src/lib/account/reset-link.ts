// The password reset link: the address the platform's mail leads back to, and reading the
// token and e-mail from it. The platform appends `?token=…&email=…` to the redirect_url it is given
// (platform/auth/auth-routes.ts).
import { localizePath, type Locale } from '../../i18n/locales';

export const RESET_LINK_LIMITS = { token: 200, email: 254 } as const;

/** The absolute address of the shop's reset page, on the shop's origin (siteOrigin: APP_HOST, never the request's Host). */
export function resetPageUrl(locale: Locale, shopOrigin: string): string {
  return new URL(localizePath('/reset-password', locale), shopOrigin).toString();
}

/** The token and e-mail of a reset link, or undefined when either is missing or cannot be one. */
export function readResetLink(search: URLSearchParams): { token: string; email: string } | undefined {
  const token = search.get('token')?.trim() ?? '';
  const email = search.get('email')?.trim() ?? '';
  if (!token || !email || token.length > RESET_LINK_LIMITS.token || email.length > RESET_LINK_LIMITS.email) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(token) || !email.includes('@')) return undefined;
  return { token, email };
}
