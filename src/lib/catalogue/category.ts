// The category page (/category/{slug}): the set, its trail, its children, the filters the
// platform offers for it and one page of its products (the set and its children).
import type { components } from '../platform';
import type { Page } from '../platform';
import type { SeoShape } from '../commerce/seo';
import { platformFor, type RequestShop } from './platform-for-request';
import { readCategoryFilters, type FilterAttribute } from './category-filters';
import { env } from '../env';
import { orFallback, orNotFound, unavailable } from './read-failures';
import { categoryHref, navItems, type NavItem } from './navigation';
import { platformListingQuery, readListingQuery, type FilterableAttribute, type ListingQuery } from './listing-query';
import type { ProductListItem } from './product-card';
import { categoryBannerSlug, getBanner, type BannerView } from './banners';

type ProductSetDetail = components['schemas']['ProductSetDetail'];
export type { FilterAttribute };

export interface CategoryPage {
  set: ProductSetDetail;
  /** From the top category down to the parent of this one. */
  ancestors: { name: string; href: string }[];
  children: NavItem[];
  filters: FilterAttribute[];
  query: ListingQuery;
  products: Page<ProductListItem>;
  seo: SeoShape;
  /** The banner `category-{slug}`, when the platform has one. */
  banner: BannerView | null;
}

/** Parents are read one by one; a broken chain stops the trail rather than the page. */
const MAX_DEPTH = 5;

export async function getCategoryPage(shop: RequestShop & { currency: string }, slug: string, params: URLSearchParams): Promise<CategoryPage | null> {
  const platform = platformFor(shop);
  const readSet = async (setSlug: string) =>
    platform.unwrap(await platform.client.GET('/product-sets/{slug}', { params: { path: { slug: setSlug }, query: { tree: true, lang_fallback: 'any' } } }))
      .data;

  const set = await orNotFound(shop.locale, readSet(slug));
  if (!set?.public) return null;

  const bannerRead = getBanner(shop, categoryBannerSlug(set.slug));
  const filtersRead = orFallback('Product filters', readCategoryFilters(platform, env().PLATFORM_API_URL, set), [] as FilterAttribute[]);
  const ancestorsRead = (async () => {
    const trail: { name: string; href: string }[] = [];
    let parent = set.parent ?? null;
    for (let depth = 0; parent && depth < MAX_DEPTH; depth += 1) {
      trail.unshift({ name: parent.name, href: categoryHref(parent.slug, shop.locale) });
      if (!parent.parent_id) break;
      const parentSlug: string = parent.slug;
      const next = await orFallback('Category trail', readSet(parentSlug), null);
      parent = next?.parent ?? null;
    }
    return trail;
  })();

  const filters = await filtersRead;
  const query = readListingQuery(params, filters as FilterableAttribute[]);
  let products: Page<ProductListItem>;
  try {
    products = await platform.list('/products', { 'sets[]': [set.slug], ...platformListingQuery(query, shop.currency) });
  } catch (error) {
    throw unavailable(shop.locale, error);
  }
  return {
    set,
    ancestors: await ancestorsRead,
    children: navItems(set.children ?? [], shop.locale),
    filters,
    query,
    products,
    seo: (set.seo ?? {}) as SeoShape,
    banner: await bannerRead,
  };
}
