// The navigation menu: categories and subcategories from the product-set tree.
import type { components } from '../platform';
import { localizePath, type Locale } from '../../i18n/locales';
import { platformFor, type RequestShop } from './platform-for-request';
import { orFallback } from './read-failures';
import { readRecently, recentReads } from './recent-reads';

type ProductSet = components['schemas']['ProductSet'];

export interface NavItem {
  name: string;
  slug: string;
  href: string;
  children: NavItem[];
}

export function categoryHref(slug: string, locale: Locale): string {
  return localizePath(`/category/${encodeURIComponent(slug)}`, locale);
}

/** Visible sets as menu items, children nested, depth limited so a bad tree cannot loop. */
export function navItems(sets: readonly ProductSet[], locale: Locale, depth = 0): NavItem[] {
  if (depth > 4) return [];
  return sets
    .filter((set) => set.public && set.visible !== false)
    .map((set) => ({ name: set.name, slug: set.slug, href: categoryHref(set.slug, locale), children: navItems(set.children ?? [], locale, depth + 1) }));
}

/** The menu's link the page is (marked aria-current), or '' when the page is none of them. */
export function currentMenuHref(items: readonly NavItem[], path: string): string {
  return items.some((item) => item.href === path || item.children.some((child) => child.href === path)) ? path : '';
}

/** Menus by the platform's answer (a cached read's frozen data: the same until the tree changes) and locale. */
const menus = new WeakMap<readonly ProductSet[], Partial<Record<Locale, readonly NavItem[]>>>();

/**
 * The category tree; an empty menu when the platform cannot give it (the page still renders). Built once
 * per answer and locale, shared by every page: read-only.
 */
export function getNavigation(shop: RequestShop): Promise<readonly NavItem[]> {
  return readRecently(recentMenus, `${shop.locale}\n${shop.salesChannelId ?? ''}\n${shop.currency ?? ''}`, () => loadNavigation(shop));
}

const recentMenus = recentReads<readonly NavItem[]>();

async function loadNavigation(shop: RequestShop): Promise<readonly NavItem[]> {
  const platform = platformFor(shop);
  const page = await orFallback('Navigation', platform.list('/product-sets', { root: true, tree: true, public: true, limit: 500, lang_fallback: 'any' }), null);
  if (!page) return [];
  let byLocale = menus.get(page.data);
  if (!byLocale) {
    byLocale = {};
    menus.set(page.data, byLocale);
  }
  const items = byLocale[shop.locale] ?? navItems(page.data, shop.locale);
  byLocale[shop.locale] = items;
  return items;
}
