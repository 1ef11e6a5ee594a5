// The home page: featured categories (the top of the product-set tree) and featured products.
import { platformFor, type RequestShop } from './platform-for-request';
import { orFallback, unavailable } from './read-failures';
import type { ProductListItem } from './product-card';
import { categoryHref } from './navigation';
import { imageAtWidth } from './image-url';
import { getBanner, HOME_BANNER_SLUGS, type BannerView } from './banners';

export const FEATURED_PRODUCTS = 8;
export const NEW_PRODUCTS = 4;

export interface FeaturedCategory {
  name: string;
  href: string;
  image?: string | undefined;
}

export interface HomePage {
  categories: FeaturedCategory[];
  featured: ProductListItem[];
  newest: ProductListItem[];
  /** Heseya's home banners by their slugs; each absent when the platform has none (or it failed). */
  banners: { main: BannerView | null; secondary: BannerView | null; offer: BannerView | null };
}

/** Each part falls back to empty on its own; only when nothing at all can be read is it a 503. */
export async function getHomePage(shop: RequestShop): Promise<HomePage> {
  const platform = platformFor(shop);
  const [sets, featured, newest, main, secondary, offer] = await Promise.all([
    orFallback('Featured categories', platform.list('/product-sets', { root: true, public: true, limit: 12, lang_fallback: 'any' }), null),
    orFallback('Featured products', platform.list('/products', { limit: FEATURED_PRODUCTS, available: true, has_cover: true }), null),
    orFallback('New products', platform.list('/products', { limit: NEW_PRODUCTS, sort: 'created_at:desc', available: true }), null),
    getBanner(shop, HOME_BANNER_SLUGS.main),
    getBanner(shop, HOME_BANNER_SLUGS.secondary),
    getBanner(shop, HOME_BANNER_SLUGS.offer),
  ]);
  if (!sets && !featured && !newest) throw unavailable(shop.locale, new Error('No part of the home page could be loaded'));
  return {
    categories: (sets?.data ?? [])
      .filter((set) => set.public && set.visible !== false)
      .map((set) => ({ name: set.name, href: categoryHref(set.slug, shop.locale), image: set.cover?.url ? imageAtWidth(set.cover.url, 480) : undefined })),
    featured: featured?.data ?? [],
    newest: newest?.data ?? [],
    banners: { main, secondary, offer },
  };
}
