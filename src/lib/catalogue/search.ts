// Product search (/search/{query}) and the suggestions of the header search box.
import type { Page } from '../platform';
import { platformFor, type RequestShop } from './platform-for-request';
import { unavailable } from './read-failures';
import { LISTING_PAGE_SIZE, type ListingQuery } from './listing-query';
import { productHref, type ProductListItem } from './product-card';

/** Longest query passed on to the platform. */
export const MAX_QUERY_LENGTH = 200;
export const SUGGESTION_LIMIT = 6;

/** The query as searched: trimmed, inner whitespace collapsed, length-limited. */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

export async function searchProducts(shop: RequestShop, query: string, listing: Pick<ListingQuery, 'page' | 'sort'>): Promise<Page<ProductListItem>> {
  const platform = platformFor(shop);
  try {
    return await platform.list('/products', { search: query, page: listing.page, limit: LISTING_PAGE_SIZE, ...(listing.sort && { sort: listing.sort }) });
  } catch (error) {
    throw unavailable(shop.locale, error);
  }
}

export interface Suggestion {
  name: string;
  href: string;
}

/** A few product names for what the shopper is typing; none when the platform fails. */
export async function searchSuggestions(shop: RequestShop, query: string): Promise<Suggestion[]> {
  if (query.length < 2) return [];
  const platform = platformFor(shop);
  try {
    const page = await platform.list('/products', { search: query, limit: SUGGESTION_LIMIT });
    return page.data.map((product) => ({ name: product.name, href: productHref(product.slug, shop.locale) }));
  } catch {
    return [];
  }
}
