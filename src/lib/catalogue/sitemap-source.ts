// Reading the platform for the sitemap: the totals the index needs, and one chunk. A chunk's request
// holds the paths of at most ITEMS_PER_CHUNK items (slugs, ~1 MB), never the catalogue, and the XML is
// encoded part by part as the client takes it. Every platform read happens before the body starts, so a
// failing one is a 503, never a truncated file served with 200: erroring a stream after its status has
// gone out does not end the response through the storefront's compression (it keeps the connection
// open: Astro's node adapter destroys the socket in a write callback that `compression` never calls).
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

/** Platform reads of one chunk in flight at once: the storefront takes in one page while the platform prepares the next. */
const READS_AT_ONCE = 2;

/**
 * `read` of every item, at most READS_AT_ONCE at a time, the results in the items' order. When a read
 * fails, no further one starts, and this rejects with the first failure once the started ones settled.
 */
async function readAll<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let failure: { error: unknown } | undefined;
  // One iterator shared by the readers: each takes the next item when its read is done.
  const pending = items.entries();
  const reader = async () => {
    for (const [index, item] of pending) {
      if (failure) return;
      try {
        results[index] = await read(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, items.length) }, reader));
  if (failure) throw failure.error;
  return results;
}

interface PathsPage {
  paths: LocalePath[];
  total: number;
  lastPage: number;
}

/** One platform page of a kind's public items as sitemap paths (slugs are the same in every locale). */
async function readPaths(platform: Platform, kind: SitemapKind, page: number, limit: number): Promise<PathsPage> {
  switch (kind) {
    case 'products': {
      // The storefront reads as a guest, who is shown public products only, as on category pages; the
      // `public` filter is left out as there, so the platform answers from its indexed list.
      const { data, pagination } = await platform.list('/products', { limit, page });
      return { paths: data.map((product) => everyLocale(productPath(product.slug))), total: pagination.total, lastPage: pagination.lastPage };
    }
    case 'categories': {
      const { data, pagination } = await platform.list('/product-sets', { public: true, limit, page });
      const shown = data.filter((set) => set.public && set.visible !== false);
      return { paths: shown.map((set) => everyLocale(categoryPath(set.slug))), total: pagination.total, lastPage: pagination.lastPage };
    }
    case 'pages': {
      // Heseya's pages list has no `public` filter: a guest is shown public pages only.
      const { data, pagination } = await platform.list('/pages', { limit, page });
      const shown = data.filter((content) => content.public !== false);
      return { paths: shown.map((content) => everyLocale(contentPagePath(content.slug))), total: pagination.total, lastPage: pagination.lastPage };
    }
  }
}

/** How many public products, categories and content pages the platform has (one small read each). */
export async function sitemapTotals(): Promise<Record<SitemapKind, number>> {
  const platform = platformFor({ locale: 'pl' });
  const total = async (kind: SitemapKind) => (await readPaths(platform, kind, 1, 1)).total;
  const [pages, categories, products] = await Promise.all([total('pages'), total('categories'), total('products')]);
  return { pages, categories, products };
}

/**
 * The XML of one chunk as a stream, or null when the chunk is past the end of its list. `leading`
 * paths (home, blog, contact) open the first chunk of content pages. Every platform page of the chunk
 * is read before this returns (the first alone, for the total; the others READS_AT_ONCE at a time),
 * keeping only the paths, so any failing read fails here, before a status is sent; then the XML is
 * encoded one platform page at a time as the client takes it.
 */
export async function openChunk(chunk: SitemapChunk, origin: string, leading: readonly LocalePath[] = []): Promise<ReadableStream<Uint8Array> | null> {
  // Not the response cache: paging through a large catalogue would push out what pages need.
  const platform = createPlatform({ language: 'pl', cache: false });
  const { first, last } = chunkPlatformPages(chunk.number);
  const opening = await readPaths(platform, chunk.kind, first, PLATFORM_PAGE_LIMIT);
  if (!chunkExists(chunk, opening.total)) return null;
  const following = Array.from({ length: Math.max(0, Math.min(last, opening.lastPage) - first) }, (_, index) => first + 1 + index);
  const parts: LocalePath[][] = [
    [...(chunk.kind === 'pages' && chunk.number === 1 ? leading : []), ...opening.paths],
    ...(await readAll(following, async (page) => (await readPaths(platform, chunk.kind, page, PLATFORM_PAGE_LIMIT)).paths)),
  ];
  // The protocol's limits, checked before the body too (the XML is encoded twice: cheap beside the reads).
  const check = sitemapWriter(origin);
  check.open();
  for (const paths of parts) check.entries(paths);
  check.close();

  const writer = sitemapWriter(origin);
  let next = -1;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const part = parts[next];
        if (next === -1) controller.enqueue(writer.open());
        else if (part) controller.enqueue(writer.entries(part));
        else {
          controller.enqueue(writer.close());
          controller.close();
        }
        next += 1;
      },
    },
    // Encode the next part only when the previous one has been taken.
    { highWaterMark: 0 },
  );
}
