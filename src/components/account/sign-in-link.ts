// The header's "Sign in" link: to the sign-in page, back to this page afterwards. From the sign-in page
// itself the link keeps that page's own return target.
import { localizePath, stripLocale, type Locale } from '../../i18n/locales';
import { loginPathFor } from '../../lib/account/return-path';
import { pageOwnPath } from '../../lib/page-own-url';

export function signInHref(url: URL, locale: Locale): string {
  const here = pageOwnPath(url);
  return stripLocale(url.pathname) === '/login' ? here : loginPathFor(localizePath('/login', locale), here);
}
