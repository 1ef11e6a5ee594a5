// hreflang alternates of blog pages. A post exists in one locale; its alternate in the other
// locale is its translation (the same slug there) when one exists, otherwise it has none.
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '../../i18n/locales';

export interface Alternate {
  hreflang: string;
  href: string;
}

/** '/blog', '/en/blog', '/blog/{slug}', '/en/blog/{slug}'. */
export function blogPath(locale: Locale, slug?: string): string {
  return localizePath(slug ? `/blog/${slug}` : '/blog', locale);
}

/**
 * The alternates of a post available in `locales` (always including its own); x-default is
 * the Polish version when there is one, else the only version.
 */
export function postAlternates(origin: string, slug: string, locales: readonly Locale[]): Alternate[] {
  const available = LOCALES.filter((locale) => locales.includes(locale));
  const [first] = available;
  if (first === undefined) return [];
  const fallback = available.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : first;
  return [
    ...available.map((locale) => ({ hreflang: locale, href: `${origin}${blogPath(locale, slug)}` })),
    { hreflang: 'x-default', href: `${origin}${blogPath(fallback, slug)}` },
  ];
}
