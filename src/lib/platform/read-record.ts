// Which platform answers a page's render read: the page cache keeps them with the page, so that a change
// of one drops the pages that showed it (src/lib/cache-purge/purge.ts). The platform client notes each GET
// it makes or answers from its cache; the page cache opens a record around a render.
import { AsyncLocalStorage } from 'node:async_hooks';

// One store for every copy of this module (the server's and Astro's bundle), through a global symbol.
const STORE = Symbol.for('storefront.platform-reads');
type WithStore = typeof globalThis & { [STORE]?: AsyncLocalStorage<Set<string>> };
const global = globalThis as WithStore;
global[STORE] ??= new AsyncLocalStorage<Set<string>>();
const reads: AsyncLocalStorage<Set<string>> = global[STORE];

/** A render has few reads; a runaway one is cut, and a page whose record was cut is dropped on any purge. */
export const MAX_READS = 256;
export const READS_OVERFLOWED = '*';

/** Runs `work` recording the platform paths (relative to the API base, no query) it reads into `into`. */
export function recordingReads<T>(into: Set<string>, work: () => T): T {
  return reads.run(into, work);
}

/** Notes that the current render read the platform path `apiPath`. */
export function noteRead(apiPath: string): void {
  const record = reads.getStore();
  if (!record || record.has(apiPath)) return;
  if (record.size >= MAX_READS) record.add(READS_OVERFLOWED);
  else record.add(apiPath);
}
