// The text of robots.txt.
import { LOCALES, localizePath } from '../../i18n/locales';

/** Personal or endless pages: the account, cart, checkout, payment, search results, Astro's own endpoints. */
const PRIVATE_PATHS = [
  '/account',
  '/cart',
  '/checkout',
  '/wishlist',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/pay/',
  '/status/',
  '/search',
];

export function robotsTxt(origin: string, isProduction: boolean): string {
  if (!isProduction) return 'User-agent: *\nDisallow: /\n';
  const disallowed = PRIVATE_PATHS.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)));
  return [
    'User-agent: *',
    'Allow: /',
    ...[...new Set(disallowed), '/_actions/', '/shop/'].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
