import { describe, expect, it } from 'vitest';
import { finalCacheControl, publicCacheControl, PRIVATE_NO_STORE, sharedCacheTimes } from './cache-policy';

describe('publicCacheControl', () => {
  it('lets a CDN keep the page while browsers revalidate', () => {
    expect(publicCacheControl({ sharedSeconds: 60 })).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    expect(publicCacheControl({ sharedSeconds: 10, staleWhileRevalidateSeconds: 20, staleIfErrorSeconds: 30 })).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=20, stale-if-error=30',
    );
  });
  it('keeps nothing when the configured time is 0', () => {
    expect(publicCacheControl({ sharedSeconds: 0 })).toBe('public, max-age=0, must-revalidate');
  });
});

describe('finalCacheControl', () => {
  const pub = publicCacheControl({ sharedSeconds: 60 });
  it('keeps a public declaration for a plain public page', () => {
    expect(finalCacheControl({ requested: pub, status: 200, setsCookie: false, personal: false })).toBe(pub);
    expect(finalCacheControl({ requested: pub, status: 404, setsCookie: false, personal: false })).toBe(pub);
  });
  it('never lets a shared cache store a response that sets a cookie or is personal', () => {
    expect(finalCacheControl({ requested: pub, status: 200, setsCookie: true, personal: false })).toBe(PRIVATE_NO_STORE);
    expect(finalCacheControl({ requested: pub, status: 200, setsCookie: false, personal: true })).toBe(PRIVATE_NO_STORE);
  });
  it('makes undeclared responses and public error pages private', () => {
    expect(finalCacheControl({ requested: null, status: 200, setsCookie: false, personal: false })).toBe(PRIVATE_NO_STORE);
    expect(finalCacheControl({ requested: pub, status: 503, setsCookie: false, personal: false })).toBe(PRIVATE_NO_STORE);
    expect(finalCacheControl({ requested: pub, status: 500, setsCookie: false, personal: false })).toBe(PRIVATE_NO_STORE);
  });
  it('keeps a private declaration as it is', () => {
    expect(finalCacheControl({ requested: 'private, max-age=60', status: 200, setsCookie: false, personal: false })).toBe('private, max-age=60');
  });
});

describe('sharedCacheTimes', () => {
  it('reads s-maxage and stale-while-revalidate of a public policy', () => {
    expect(sharedCacheTimes(publicCacheControl({ sharedSeconds: 60 }))).toEqual({ maxAge: 60, staleWhileRevalidate: 300 });
    expect(sharedCacheTimes('public, max-age=0, s-maxage=120')).toEqual({ maxAge: 120, staleWhileRevalidate: 0 });
  });
  it('gives nothing for private or uncached policies', () => {
    expect(sharedCacheTimes(PRIVATE_NO_STORE)).toBeNull();
    expect(sharedCacheTimes('public, max-age=0, must-revalidate')).toBeNull();
    expect(sharedCacheTimes('public, max-age=600')).toBeNull();
  });
});
