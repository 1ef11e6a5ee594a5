// The shop-wide reads of every page (settings, SEO, channels, languages, the category menu, the footer's
// pages) come from the platform's cached answers and are the same for every page until an answer changes.
// Asking the cache for each of them on every page (the query and URL built, the answer looked up, its
// freshness checked) was a few per cent of a rendered page's CPU. Each is asked at most once a
// second per locale and channel; in between, pages share the last result. Anything that changes the
// cache (an answer stored, the cache cleared) makes the next page ask again at once: the one delay is up
// to a second after an answer expires, before the cache is asked and starts reloading it.
import { sharedResponseCache } from '../platform/response-cache';

const RECHECK_MS = 1000;
/** Keys per read: a handful of locales and channels (the channel comes from a cookie: bounded). */
const MAX_KEYS = 256;

export interface RecentReads<T> {
  readonly results: Map<string, { value: Promise<T>; at: number; generation: number }>;
}

export const recentReads = <T>(): RecentReads<T> => ({ results: new Map() });

/** The last result of `read` for `key` when it is under a second old and the cache has not changed since; else a new read. */
export function readRecently<T>({ results }: RecentReads<T>, key: string, read: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const generation = sharedResponseCache.generation;
  const recent = results.get(key);
  if (recent && recent.generation === generation && now - recent.at < RECHECK_MS && now >= recent.at) return recent.value;
  const value = read();
  if (results.size >= MAX_KEYS) results.clear();
  results.set(key, { value, at: now, generation });
  return value;
}
