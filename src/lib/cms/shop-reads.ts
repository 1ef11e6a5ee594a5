// The shop's reads from the content system, one client per process, kept like the platform's answers: each
// Directus answer stays fresh for PLATFORM_CACHE_SECONDS, and an expired one stands in for an hour more
// when Directus fails (src/lib/platform/response-cache.ts, the same class with its own instances, so that
// dropping the blog's reads leaves the platform's alone and the other way round). Covers are kept the same
// way, bounded in bytes. Nothing is read, or kept, when no Directus is configured.
import { onPurge } from '../cache-purge/purge';
import { env } from '../env';
import { ResponseCache } from '../platform/response-cache';
import { createCmsClient, type CmsClient } from './client';
import { cmsConfigFromEnv } from './config';

/** Bytes of Directus answers (posts and lists) a process keeps; least recently used go first. */
export const POSTS_CACHE_MAX_BYTES = 8 * 2 ** 20;
/** Bytes of resized covers a process keeps (about a hundred covers at the largest width). */
export const COVERS_CACHE_MAX_BYTES = 32 * 2 ** 20;

let postsCache: ResponseCache | undefined;
let coversCache: ResponseCache | undefined;
let client: CmsClient | null | undefined;

/** The cache of the blog's reads (created on first use, fresh for PLATFORM_CACHE_SECONDS). */
export function cachedPostReads(): ResponseCache {
  postsCache ??= new ResponseCache({ ttlMs: env().PLATFORM_CACHE_SECONDS * 1000, maxBytes: POSTS_CACHE_MAX_BYTES });
  return postsCache;
}

/** The cache of the covers the shop serves (src/lib/cms/cover.ts). */
export function cachedCovers(): ResponseCache {
  coversCache ??= new ResponseCache({ ttlMs: env().PLATFORM_CACHE_SECONDS * 1000, maxBytes: COVERS_CACHE_MAX_BYTES });
  return coversCache;
}

/** The process's content-system client for shoppers' reads (cached), or undefined when no Directus is configured. */
export function shopCms(): CmsClient | undefined {
  if (client === undefined) {
    const config = cmsConfigFromEnv(env());
    client = config ? createCmsClient({ ...config, cache: cachedPostReads() }) : null;
  }
  return client ?? undefined;
}

/**
 * Drops every kept blog read and cover of this process, fresh and stale alike: the next page asks Directus
 * again. For when Directus says a post (or a file) changed.
 */
export function dropCachedPosts(): void {
  postsCache?.clear();
  coversCache?.clear();
}

// Directus's webhook (src/lib/webhooks/directus.ts) names changed posts: their reads go before the pages
// built from them.
onPurge('cms-posts', 5, (purge) => {
  if (purge.posts) dropCachedPosts();
});
