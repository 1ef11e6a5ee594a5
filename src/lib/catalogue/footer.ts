// Links to the shop's content pages for the footer.
import { platformFor, type RequestShop } from './platform-for-request';
import { orFallback } from './read-failures';
import { readRecently, recentReads } from './recent-reads';
import { localizePath } from '../../i18n/locales';

export const FOOTER_PAGE_LIMIT = 20;

export interface FooterLink {
  name: string;
  href: string;
}

/** Links by the platform's answer (a cached read's frozen data: the same until the pages change) and locale. */
const linksOf = new WeakMap<object, Partial<Record<RequestShop['locale'], readonly FooterLink[]>>>();

/** The footer's links to content pages: the same array while the platform's answer is (read-only). */
export function getFooterPages(shop: RequestShop): Promise<readonly FooterLink[]> {
  return readRecently(recentLinks, `${shop.locale}\n${shop.salesChannelId ?? ''}\n${shop.currency ?? ''}`, () => loadFooterPages(shop));
}

const recentLinks = recentReads<readonly FooterLink[]>();

async function loadFooterPages(shop: RequestShop): Promise<readonly FooterLink[]> {
  const platform = platformFor(shop);
  const pages = await orFallback('Footer pages', platform.list('/pages', { limit: FOOTER_PAGE_LIMIT }), null);
  if (!pages) return [];
  let byLocale = linksOf.get(pages.data);
  if (!byLocale) {
    byLocale = {};
    linksOf.set(pages.data, byLocale);
  }
  const links =
    byLocale[shop.locale] ??
    pages.data
      .filter((page) => page.public !== false)
      .map((page) => ({ name: page.name, href: localizePath(`/${encodeURIComponent(page.slug)}`, shop.locale) }));
  byLocale[shop.locale] = links;
  return links;
}
