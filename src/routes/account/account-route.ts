// The request side of /account and /en/account: the middleware lets only signed-in shoppers in; the
// page is personal and never cached.
import type { AstroGlobal } from 'astro';
import { requestLocale, localizePath, type Locale } from '../../i18n/locales';
import { loginPathFor } from '../../lib/account/return-path';
import { loadAccountGlance, type AccountGlance } from '../../lib/account/overview';
import { throwIfProfileUnavailable } from './signed-out';

export type AccountRoute = { response: Response } | { response?: undefined; locale: Locale; name: string; email: string; glance: AccountGlance };

export async function accountRoute(Astro: AstroGlobal): Promise<AccountRoute> {
  const locale = requestLocale(Astro);
  const account = Astro.locals.account;
  // The middleware already sent signed-out shoppers to /login; this keeps the page safe on its own too.
  throwIfProfileUnavailable(account, locale);
  if (!account?.signedIn) return { response: Astro.redirect(loginPathFor(localizePath('/login', locale), Astro.url.pathname), 302) };
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  const { glance, sessionEnded } = await loadAccountGlance(Astro.locals.platform, Astro.locals.session);
  // A refresh that failed has cleared the tokens; the shopper goes home signed out.
  if (sessionEnded) return { response: Astro.redirect(localizePath('/', locale), 302) };
  return { locale, name: account.name, email: account.email, glance };
}
