// The price-tracker service (docs/rules.md#lowest-price): the lowest recent price of products in the current currency.
import createClient from 'openapi-fetch';
import { platformErrorFromResponse } from './errors';
import type { components, paths } from './price-tracker-schema';
import { encodeQuery } from './query';
import { createTransport, type TransportOptions } from './transport';
import { withCachedReads } from './cached-reads';

export type PriceRecord = components['schemas']['PriceRecord'];

export interface PriceTrackerOptions extends Pick<TransportOptions, 'language' | 'salesChannelId' | 'timeoutMs' | 'fetch'> {
  /** GET response cache shared with the platform client (prices change rarely); none by default. */
  cache?: TransportOptions['cache'];
  baseUrl: string;
  /** The current currency code. */
  currency: string;
}

export interface PriceTracker {
  /**
   * The lowest price of the 30 days before the product's current price (`currentPriceMin`) took effect,
   * i.e. before its reduction (EU Omnibus), as a decimal string; null when the tracker has none.
   */
  lowestPrice(productId: string, currentPriceMin?: string | number | null): Promise<string | null>;
  /** Price records of several products; no ids, no request. */
  lowestPrices(productIds: readonly string[]): Promise<PriceRecord[]>;
}

export function createPriceTracker(options: PriceTrackerOptions): PriceTracker {
  const openapiClient = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: createTransport({ ...options, cache: options.cache ?? null }),
    querySerializer: (query) => encodeQuery(query as Record<string, unknown>),
  });
  // A fresh cached answer is read as parsed data, like the platform client's (src/lib/platform/cached-reads.ts).
  const client = options.cache
    ? withCachedReads(openapiClient, { baseUrl: options.baseUrl, cache: options.cache, language: options.language, salesChannelId: options.salesChannelId })
    : openapiClient;
  return {
    async lowestPrice(productId, currentPriceMin) {
      const { data, error, response } = await client.GET('/products/{productId}/{currency}', {
        params: {
          path: { productId, currency: options.currency },
          query: currentPriceMin === null || currentPriceMin === undefined ? {} : { current_price_min: String(currentPriceMin) },
        },
      });
      if (response.status === 404) return null;
      if (!data) throw platformErrorFromResponse(response.status, error, response.statusText);
      return data.data?.price_min ?? null;
    },
    async lowestPrices(productIds) {
      if (productIds.length === 0) return [];
      const { data, error, response } = await client.GET('/products', {
        params: { query: { product_ids: productIds.join(','), currency: options.currency } },
      });
      if (!data) throw platformErrorFromResponse(response.status, error, response.statusText);
      return data.data;
    },
  };
}
