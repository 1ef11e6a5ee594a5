// Which pages are only for signed-in shoppers (the auth middleware): /account and everything
// under it, in both languages.
import { stripLocale } from '../../i18n/locales';

export function isAccountPath(pathname: string): boolean {
  const bare = stripLocale(pathname);
  return bare === '/account' || bare.startsWith('/account/');
}
