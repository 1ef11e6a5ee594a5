// sitemap.xml (spec §2: every route exists in Polish and English): the home page, categories,
// products, content pages and the blog, each in its locales with its hreflang alternates.
import { LOCALES, localizePath, type Locale } from '../../i18n/locales';
import { platformFor } from './platform-for-request';
import { orFallback } from './read-failures';

/** A sitemap with more URLs is split by search engines' rules (50 000); the shop stays well below. */
const MAX_PRODUCT_PAGES = 40;
const PAGE_LIMIT = 500;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A path that exists only in some locales (a blog post without a translation). */
export interface LocalePath {
  path: string;
  locales: readonly Locale[];
}

/**
 * The XML for locale-neutral paths ('/', '/category/dom'), which exist in every locale, and for
 * paths that exist only in some: one <url> per path and locale, with the alternates that exist.
 */
export function sitemapXml(origin: string, paths: readonly string[], partial: readonly LocalePath[] = []): string {
  const entries: LocalePath[] = [...paths.map((path) => ({ path, locales: LOCALES })), ...partial];
  const urls = entries.flatMap(({ path, locales }) => {
    const present = LOCALES.filter((locale) => locales.includes(locale));
    const fallback = present.includes('pl') ? 'pl' : present[0];
    if (!fallback) return [];
    const alternates = [
      ...present.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localizePath(path, locale))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizePath(path, fallback))}"/>`,
    ].join('');
    return present.map((locale) => `<url><loc>${escapeXml(origin + localizePath(path, locale))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

const segment = (slug: string) => encodeURIComponent(slug);

/** Every public path of the catalogue and content; parts the platform cannot give are left out. */
export async function sitemapPaths(): Promise<string[]> {
  const platform = platformFor({ locale: 'pl' });
  const [sets, pages] = await Promise.all([
    orFallback('Sitemap categories', platform.list('/product-sets', { public: true, limit: PAGE_LIMIT }), null),
    orFallback('Sitemap pages', platform.list('/pages', { public: true, limit: PAGE_LIMIT }), null),
  ]);
  const productSlugs: string[] = [];
  for (let page = 1; page <= MAX_PRODUCT_PAGES; page += 1) {
    const products = await orFallback('Sitemap products', platform.list('/products', { public: true, limit: PAGE_LIMIT, page }), null);
    if (!products) break;
    productSlugs.push(...products.data.map((product) => product.slug));
    if (page >= products.pagination.lastPage) break;
  }
  return [
    '/',
    ...(sets?.data ?? []).filter((set) => set.public && set.visible !== false).map((set) => `/category/${segment(set.slug)}`),
    ...productSlugs.map((slug) => `/product/${segment(slug)}`),
    ...(pages?.data ?? []).filter((page) => page.public !== false).map((page) => `/${segment(page.slug)}`),
  ];
}
