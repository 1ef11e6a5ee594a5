// Links to the shop's content pages for the footer.
import { platformFor, type RequestShop } from './platform-for-request';
import { orFallback } from './read-failures';
import { localizePath } from '../../i18n/locales';

export const FOOTER_PAGE_LIMIT = 20;

export async function getFooterPages(shop: RequestShop): Promise<{ name: string; href: string }[]> {
  const platform = platformFor(shop);
  const pages = await orFallback('Footer pages', platform.list('/pages', { limit: FOOTER_PAGE_LIMIT }), null);
  return (pages?.data ?? []).filter((page) => page.public !== false).map((page) => ({ name: page.name, href: localizePath(`/${encodeURIComponent(page.slug)}`, shop.locale) }));
}
