// A category's filters. The storefront's contract names GET /products/filters (openapi/platform.yaml); Heseya serves them at GET /filters and reads
// /products/filters as the product with the slug `filters` (404). That path is asked first; on a
// 404 the storefront asks /filters and remembers, per platform and process, which one answers, so a real
// Heseya costs one extra call once.
import { PlatformError, type Platform, type components } from '../platform';

export type FilterAttribute = components['schemas']['Attribute'];
type FiltersPath = '/products/filters' | '/filters';

const answering = new Map<string, FiltersPath>();

/** The filterable attributes of a set (`platformUrl` keys the memory of which path the platform serves). */
export async function readCategoryFilters(platform: Platform, platformUrl: string, set: { id: string; slug: string }): Promise<FilterAttribute[]> {
  if (answering.get(platformUrl) !== '/filters') {
    try {
      const data = platform.unwrap(await platform.client.GET('/products/filters', { params: { query: { 'sets[]': [set.slug] } } })).data;
      answering.set(platformUrl, '/products/filters');
      return data;
    } catch (error) {
      if (!(error instanceof PlatformError) || error.status !== 404 || answering.get(platformUrl) === '/products/filters') throw error;
    }
  }
  // Heseya's description names the sets by id.
  const data = platform.unwrap(await platform.client.GET('/filters', { params: { query: { 'sets[]': [set.id] } } })).data;
  answering.set(platformUrl, '/filters');
  return data;
}
