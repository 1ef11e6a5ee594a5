// The signed-in shopper's server wishlist (docs/rules.md#wishlist-guest-and-account): read a page of it, check products, add (skipping
// those already on it), remove. Every call goes with the shopper's tokens (the `wishlist`
// path always carries the Authorization header and is never cached: docs/rules.md#bearer-paths).
import { platformErrorFromResponse, type Page, type Platform } from '../platform';
import type { ProductListItem } from '../catalogue/product-card';

/** Products per page of /account/wishlist. */
export const WISHLIST_PAGE_SIZE = 12;

export interface WishlistEntryView {
  product: ProductListItem;
}

export async function wishlistPage(platform: Platform, page: number, limit = WISHLIST_PAGE_SIZE): Promise<Page<WishlistEntryView>> {
  return platform.list('/wishlist', { page, limit });
}

/** Which of the products are on the list (GET /wishlist/check). */
export async function productsOnWishlist(platform: Platform, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const { data } = platform.unwrap(await platform.client.GET('/wishlist/check', { params: { query: { 'product_ids[]': [...productIds] } } }));
  return data.products_in_wishlist;
}

/**
 * Adds the products not on the list yet (adding is skipped when the product is already on
 * it; the check runs first). A 422 for one product (added meanwhile by another tab, or no longer in
 * the shop) skips that product; any other failure is thrown. Returns the ids now on the list.
 */
export async function addProductsToWishlist(platform: Platform, productIds: readonly string[]): Promise<string[]> {
  const onList = new Set(await productsOnWishlist(platform, productIds));
  for (const productId of productIds) {
    if (onList.has(productId)) continue;
    const result = await platform.client.POST('/wishlist', { body: { product_id: productId } });
    if (result.response.ok) {
      onList.add(productId);
      continue;
    }
    const error = platformErrorFromResponse(result.response.status, result.error, result.response.statusText);
    if (error.status !== 422) throw error;
    if (Object.values(error.errors).some((list) => list.some((entry) => entry.key === 'VALIDATION_UNIQUE'))) onList.add(productId);
  }
  return productIds.filter((id) => onList.has(id));
}

/** DELETE /wishlist/id:{product_id}; its 204 has no body to unwrap. */
export async function removeProductFromWishlist(platform: Platform, productId: string): Promise<void> {
  const result = await platform.client.DELETE('/wishlist/id:{product_id}', { params: { path: { product_id: productId } } });
  if (!result.response.ok) throw platformErrorFromResponse(result.response.status, result.error, result.response.statusText);
}
