// The storefront's in-process page cache: Astro 7 route caching with its memory provider, so a
// public page is rendered once per PAGE_CACHE_SECONDS instead of on every request (docs/architecture.md#caching).
// A request that carries anything personal (a chosen sales channel, a signed-in shopper's tokens)
// never reads from or writes to it: it would otherwise get a page rendered for someone else.
// The cache answers before any middleware runs (a fresh page even before Astro: page-cache-front.ts), so it also steps aside for '/' (whose answer
// depends on the shopper's language) and for any request the locale detection has to act
// on (a redirect, the cookie): otherwise one cached home page would answer every first visit.
// Bounded in bytes (PAGE_CACHE_MEMORY_MB) as well as in entries (src/lib/page-cache-memory.ts).
import type { CacheProvider } from 'astro';
import type { MemoryCacheProviderOptions } from 'astro/cache/memory';
import { env } from './env';
import { boundedMemoryProvider, registerPageStore } from './page-cache-memory';
import { pageCacheable } from './page-cache-rules';
import { onPurge, purgeNamesPath } from './cache-purge/purge';

export default function pageCache(config: MemoryCacheProviderOptions | undefined): CacheProvider {
  const memory = boundedMemoryProvider({ maxEntries: config?.max ?? 1000, maxBytes: env().PAGE_CACHE_MEMORY_MB * 2 ** 20 });
  // Fresh pages are answered by the server before Astro sees the request (src/lib/page-cache-front.ts).
  registerPageStore(memory);
  // A purge drops every page (a change shown on every page: settings, menus, the footer's pages) or the
  // pages whose render read an answer it names or the platform answers' cache dropped.
  onPurge('pages', 10, (purge, dropped) => {
    if (purge.pages === 'none') return;
    memory.purge(purge.pages === 'all' ? { all: true } : { read: (path) => dropped.has(path) || purgeNamesPath(purge, path) });
  });
  return {
    name: 'storefront-pages',
    invalidate: (options) => memory.invalidate(options),
    onRequest(context, next) {
      if (!pageCacheable(context.request, context.url) || !memory.onRequest) return next();
      return memory.onRequest(context, next);
    },
  };
}
