// The platform's own throttle reaches the shopper as the storefront's rate-limit message, with its wait.
import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => import('../testing/astro-actions'));

const { platformTooManyRequests } = await import('./rate-limited');
const { PlatformError, platformErrorFromResponse } = await import('../../lib/platform/errors');

const throttled = (retryAfter: string | null) =>
  platformErrorFromResponse(429, { error: { code: 429, key: 'TOO_MANY_REQUESTS', message: 'Too many attempts.' } }, '', retryAfter);

describe('platformTooManyRequests', () => {
  it("says the catalogue's rate-limited message with the minutes of Retry-After, in the shopper's language", () => {
    expect(platformTooManyRequests(throttled('900'), 'en')).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please try again in 15 min.',
    });
    expect(platformTooManyRequests(throttled('61'), 'pl')).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Zbyt wiele prób. Spróbuj ponownie za 2 min.' });
  });

  it('reads an HTTP-date Retry-After, and a missing one as a minute', () => {
    const inTenMinutes = new Date(Date.now() + 10 * 60_000 - 500).toUTCString();
    expect(platformTooManyRequests(throttled(inTenMinutes), 'en')?.message).toBe('Too many attempts. Please try again in 10 min.');
    expect(platformTooManyRequests(throttled(null), 'en')?.message).toBe('Too many attempts. Please try again in 1 min.');
  });

  it('leaves every other failure to its caller', () => {
    expect(platformTooManyRequests(platformErrorFromResponse(503, undefined, 'Service Unavailable', '30'), 'en')).toBeUndefined();
    expect(platformTooManyRequests(PlatformError.timeout(1000), 'en')).toBeUndefined();
    expect(platformTooManyRequests(new Error('boom'), 'en')).toBeUndefined();
  });

  it('keeps no Retry-After on errors other than 429', () => {
    expect(platformErrorFromResponse(503, undefined, '', '30').retryAfterMs).toBeUndefined();
    expect(throttled('5').retryAfterMs).toBe(5000);
  });
});
