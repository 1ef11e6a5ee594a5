// The request side of /account and /en/account: the middleware lets only signed-in shoppers in; the
// page is personal and never cached.
import type { AstroGlobal } from 'astro';
import { requestLocale } from '../../i18n/request';
import { localizePath, type Locale } from '../../i18n/locales';
import { loginPathFor } from '../../lib/account/return-path';

export type AccountRoute = { response: Response } | { response?: undefined; locale: Locale; name: string; email: string };

export function accountRoute(Astro: AstroGlobal): AccountRoute {
  const locale = requestLocale(Astro);
  const account = Astro.locals.account;
  // The middleware already sent signed-out shoppers to /login; this keeps the page safe on its own too.
  if (!account?.signedIn) return { response: Astro.redirect(loginPathFor(localizePath('/login', locale), Astro.url.pathname), 302) };
  Astro.response.headers.set('Cache-Control', 'private, no-store');
  return { locale, name: account.name, email: account.email };
}
