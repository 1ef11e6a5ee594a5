// Products by id, for the guest's wishlist page (its list lives in the browser): one GET /products with
// `ids[]`, cached like every catalogue read (5 minutes, per language and channel). Products no longer in
// the shop simply do not come back.
import { platformFor, type RequestShop } from './platform-for-request';
import type { ProductListItem } from './product-card';

export async function productsById(shop: RequestShop, productIds: readonly string[]): Promise<ProductListItem[]> {
  if (productIds.length === 0) return [];
  // Sorted, so that one set of ids is one cache entry whatever the order of the shopper's list.
  const ids = [...new Set(productIds)].sort();
  const page = await platformFor(shop).list('/products', { 'ids[]': ids, limit: ids.length });
  const byId = new Map(page.data.map((product) => [product.id, product]));
  return productIds.flatMap((id) => byId.get(id) ?? []);
}
