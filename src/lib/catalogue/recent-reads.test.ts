import { describe, expect, it } from 'vitest';
import { sharedResponseCache } from '../platform/response-cache';
import { readRecently, recentReads } from './recent-reads';
import { applyPurge } from '../cache-purge/purge';

/** A read that answers how many times it has been asked. */
function countingRead(): () => Promise<number> {
  let asked = 0;
  return async () => ++asked;
}

describe('shop-wide reads asked at most once a second', () => {
  it('shares the last result within a second while the cache is unchanged, and asks again after it', async () => {
    const reads = recentReads<number>();
    const read = countingRead();
    expect(await readRecently(reads, 'pl', read, 10_000)).toBe(1);
    expect(await readRecently(reads, 'pl', read, 10_999)).toBe(1);
    expect(await readRecently(reads, 'pl', read, 11_000)).toBe(2);
    // Another locale or channel is its own read.
    expect(await readRecently(reads, 'en', read, 11_001)).toBe(3);
  });

  it('asks again at once when the cache changed (a new answer, the cache cleared)', async () => {
    const reads = recentReads<number>();
    const read = countingRead();
    expect(await readRecently(reads, 'pl', read, 20_000)).toBe(1);
    sharedResponseCache.clear();
    expect(await readRecently(reads, 'pl', read, 20_001)).toBe(2);
    expect(await readRecently(reads, 'pl', read, 20_002)).toBe(2);
  });

  it("asks again at once after a webhook's purge, even one that dropped nothing here (the shell and its fragments are rebuilt)", async () => {
    const reads = recentReads<number>();
    const read = countingRead();
    expect(await readRecently(reads, 'pl', read, 30_000)).toBe(1);
    await applyPurge({ paths: [], prefixes: ['/settings', '/seo'], ids: [], pages: 'none', redirects: false, posts: false });
    expect(await readRecently(reads, 'pl', read, 30_001)).toBe(2);
  });

  it('never trusts a result from the future (the clock went back)', async () => {
    const reads = recentReads<number>();
    const read = countingRead();
    await readRecently(reads, 'pl', read, 30_000);
    expect(await readRecently(reads, 'pl', read, 29_000)).toBe(2);
  });
});
