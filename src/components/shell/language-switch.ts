// Where the header's language switch leads: the same page in the other language (its own query kept,
// without tracking parameters; the path kept on this shop: src/lib/page-own-url.ts), unless the page
// names its twin there.
import { LOCALES, localizePath, type Locale } from '../../i18n/locales';
import { onShopPath, pageOwnSearch } from '../../lib/page-own-url';

export const otherLocale = (locale: Locale): Locale => LOCALES.find((l) => l !== locale) ?? 'pl';

export function languageSwitchHref(url: URL, locale: Locale, explicitHref?: string): string {
  return explicitHref ?? localizePath(onShopPath(url.pathname), otherLocale(locale)) + pageOwnSearch(url);
}
