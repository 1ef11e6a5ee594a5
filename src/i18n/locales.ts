export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';
/** The cookie that remembers the shopper's language (docs/rules.md#locale-detection). */
export const LOCALE_COOKIE = 'i18n_redirected';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** og:locale values per locale. */
export const OG_LOCALE: Record<Locale, string> = { pl: 'pl_PL', en: 'en_GB' };

/** BCP 47 tag used for Intl formatting. */
export const INTL_LOCALE: Record<Locale, string> = { pl: 'pl-PL', en: 'en-GB' };

/** The locale a path belongs to: '/en' and '/en/…' are English, everything else Polish. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'pl';
}

/** Paths a page calls or loads that carry no language of their own: actions and the shop's theme. */
const PATHS_OF_A_PAGE = /^\/(?:_actions|shop)\//;

/**
 * The language a request is for: its path's; for what a page calls or loads without a language in its
 * path (an action, the theme's stylesheet), the language of the same-origin page it came from.
 */
export function localeOfRequest(url: URL, referer: string | null | undefined): Locale {
  if (PATHS_OF_A_PAGE.test(url.pathname) && referer) {
    const page = URL.parse(referer);
    if (page && page.origin === url.origin) return localeOfPath(page.pathname);
  }
  return localeOfPath(url.pathname);
}

/** The locale of the page being rendered: Astro's, else the one its path names. */
export function requestLocale(astro: { currentLocale?: string | undefined; url: URL }): Locale {
  return isLocale(astro.currentLocale) ? astro.currentLocale : localeOfPath(astro.url.pathname);
}

/** The path without its locale prefix ('/en/cart' → '/cart', '/en' → '/'). */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
}

/** The same route in the given locale ('/cart' → '/en/cart' for en). */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}
