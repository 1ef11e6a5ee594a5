// The locale and the alternate URLs of the current request.
import { env } from '../lib/env';
import { isLocale, LOCALES, localeOfPath, localizePath, type Locale } from './locales';

export function requestLocale(astro: { currentLocale?: string | undefined; url: URL }): Locale {
  return isLocale(astro.currentLocale) ? astro.currentLocale : localeOfPath(astro.url.pathname);
}

/** The shop's public origin: APP_HOST's when set and usable, else the request's own. */
export function originOf(requestUrl: URL, appHost?: string): string {
  if (appHost) {
    try {
      return new URL(appHost).origin;
    } catch {
      // An unusable APP_HOST: the request's origin.
    }
  }
  return requestUrl.origin;
}

/** The shop's public origin for this request (APP_HOST from the environment, else the request's). */
export function siteOrigin(url: URL): string {
  return originOf(url, env().APP_HOST);
}

export interface Alternates {
  canonical: string;
  languages: { hreflang: string; href: string }[];
}

/** Canonical URL and hreflang alternates (pl, en, x-default → pl) of a path. */
export function alternatesFor(url: URL, keepQuery: readonly string[] = []): Alternates {
  const origin = siteOrigin(url);
  const query = new URLSearchParams();
  for (const key of keepQuery) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const suffix = query.size ? `?${query}` : '';
  const href = (locale: Locale) => `${origin}${localizePath(url.pathname, locale)}${suffix}`;
  return {
    canonical: `${origin}${url.pathname}${suffix}`,
    languages: [
      ...LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })),
      { hreflang: 'x-default', href: href('pl') },
    ],
  };
}
