// Where a personal page sends a shopper it cannot serve: home, when their session ended
// on this request because the token refresh failed (the tokens are cleared already); otherwise to the
// sign-in page, which brings them back here.
import type { AstroGlobal } from 'astro';
import { localizePath, type Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { HttpError } from '../../lib/http-error';
import type { AccountState } from '../../lib/account/session';
import { loginPathFor } from '../../lib/account/return-path';
import { SESSION_ENDED_COOKIE } from '../../lib/account/session-ended-flag';

/**
 * A shopper still signed in whose profile the platform could not answer now: the account page is the
 * error page (503, localised, no trace of the failure), never the sign-in page; the tokens stay.
 */
export function throwIfProfileUnavailable(account: AccountState | undefined, locale: Locale): void {
  if (account && !account.signedIn && account.profileUnavailable) throw new HttpError(503, t(locale, 'account.profileUnavailable'));
}

export function signedOutRedirect(
  Astro: Pick<AstroGlobal, 'cookies' | 'redirect' | 'request' | 'locals'>,
  locale: Locale,
  returnTo: string,
): { response: Response } {
  throwIfProfileUnavailable(Astro.locals.account, locale);
  // The flag is set on this very response when a refresh failed (Astro.cookies sees what was set).
  if (Astro.cookies.get(SESSION_ENDED_COOKIE)?.value === '1') {
    Astro.cookies.delete(SESSION_ENDED_COOKIE, { path: '/' });
    const isRead = Astro.request.method === 'GET' || Astro.request.method === 'HEAD';
    return { response: Astro.redirect(localizePath('/', locale), isRead ? 302 : 303) };
  }
  return { response: Astro.redirect(loginPathFor(localizePath('/login', locale), returnTo), 302) };
}
