// Reading the platform for the sitemap: the totals the index needs, and one chunk as a stream that
// pages through the platform while it is written, so a crawler's request holds one platform page
// (500 items) at a time, never the catalogue. A read that fails before the body starts throws (the
// route answers 503); one that fails mid-way errors the stream, which ends the response without
// its last chunk, so neither a crawler nor a cache in front takes a truncated file for a whole one.
import { createPlatform, type Platform } from '../platform';
import { platformFor } from './platform-for-request';
import {
  PLATFORM_PAGE_LIMIT,
  categoryPath,
  chunkExists,
  chunkPlatformPages,
  contentPagePath,
  everyLocale,
  productPath,
  sitemapWriter,
  type LocalePath,
  type SitemapChunk,
  type SitemapKind,
} from './sitemap';

interface PathsPage {
  paths: LocalePath[];
  total: number;
  lastPage: number;
}

/** One platform page of a kind's public items as sitemap paths (slugs are the same in every locale). */
async function readPaths(platform: Platform, kind: SitemapKind, page: number, limit: number): Promise<PathsPage> {
  const query = { public: true, limit, page };
  switch (kind) {
    case 'products': {
      const { data, pagination } = await platform.list('/products', query);
      return { paths: data.map((product) => everyLocale(productPath(product.slug))), total: pagination.total, lastPage: pagination.lastPage };
    }
    case 'categories': {
      const { data, pagination } = await platform.list('/product-sets', query);
      const shown = data.filter((set) => set.public && set.visible !== false);
      return { paths: shown.map((set) => everyLocale(categoryPath(set.slug))), total: pagination.total, lastPage: pagination.lastPage };
    }
    case 'pages': {
      const { data, pagination } = await platform.list('/pages', query);
      const shown = data.filter((content) => content.public !== false);
      return { paths: shown.map((content) => everyLocale(contentPagePath(content.slug))), total: pagination.total, lastPage: pagination.lastPage };
    }
  }
}

/** How many public products, categories and content pages the platform has (one small read each). */
export async function sitemapTotals(): Promise<Record<SitemapKind, number>> {
  const platform = platformFor({ locale: 'pl' });
  const [pages, categories, products] = await Promise.all(
    (['pages', 'categories', 'products'] as const).map(async (kind) => (await readPaths(platform, kind, 1, 1)).total),
  );
  return { pages: pages!, categories: categories!, products: products! };
}

/**
 * The XML of one chunk as a stream, or null when the chunk is past the end of its list. `leading`
 * paths (home, blog, contact) open the first chunk of content pages. The first platform page is read
 * before this returns, so a platform that is down fails here, before any status is sent.
 */
export async function openChunk(chunk: SitemapChunk, origin: string, leading: readonly LocalePath[] = []): Promise<ReadableStream<Uint8Array> | null> {
  // Not the response cache: paging through a large catalogue would push out what pages need.
  const platform = createPlatform({ language: 'pl', cache: false });
  const { first, last } = chunkPlatformPages(chunk.number);
  const opening = await readPaths(platform, chunk.kind, first, PLATFORM_PAGE_LIMIT);
  if (!chunkExists(chunk, opening.total)) return null;
  const lastPage = Math.min(last, opening.lastPage);
  const writer = sitemapWriter(origin);
  let head: Uint8Array[] | null = [writer.open(), writer.entries([...(chunk.kind === 'pages' && chunk.number === 1 ? leading : []), ...opening.paths])];
  let next = first + 1;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (head) {
            for (const part of head) controller.enqueue(part);
            head = null;
          } else if (next <= lastPage) {
            const { paths } = await readPaths(platform, chunk.kind, next, PLATFORM_PAGE_LIMIT);
            next += 1;
            controller.enqueue(writer.entries(paths));
          } else {
            controller.enqueue(writer.close());
            controller.close();
          }
        } catch (error) {
          console.error(`[sitemap] ${chunk.kind}-${chunk.number} failed at platform page ${next}:`, error instanceof Error ? error.message : error);
          controller.error(error);
        }
      },
    },
    // Pull one platform page only when the previous one has been taken.
    { highWaterMark: 0 },
  );
}
