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

/** A member of staff's preview of a post: '/preview/blog/{slug}', '/en/preview/blog/{slug}'. */
export function previewPostPath(locale: Locale, slug: string): string {
  return localizePath(`/preview/blog/${slug}`, locale);
}

/** Where a preview's covers are served (in the preview area, where the preview session's cookie is sent). */
export function previewCoverRoot(locale: Locale): string {
  return localizePath('/preview/media/blog', locale);
}

/**
 * The alternates of a post available in `locales` (always including its own); x-default is
 * the Polish version when there is one, else the only version. `path` gives a version's address: the
 * public post's, or in a preview the translation's preview.
 */
export function postAlternates(
  origin: string,
  slug: string,
  locales: readonly Locale[],
  path: (locale: Locale, slug: string) => string = blogPath,
): Alternate[] {
  const available = LOCALES.filter((locale) => locales.includes(locale));
  const [first] = available;
  if (first === undefined) return [];
  const fallback = available.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : first;
  return [
    ...available.map((locale) => ({ hreflang: locale, href: `${origin}${path(locale, slug)}` })),
    { hreflang: 'x-default', href: `${origin}${path(fallback, slug)}` },
  ];
}
