import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => import('../testing/astro-actions'));

const { isTemporaryFailure, readPlatformRefusal, refusedByPlatform } = await import('./platform-refusal');
const { PlatformError } = await import('../../lib/platform');

describe('a platform refusal handed from an action to its page', () => {
  it('carries the title, the first field error and its field through the message (what Astro keeps of a form post)', () => {
    const refused = new PlatformError({
      status: 422,
      key: 'VALIDATION_ERROR',
      message: 'The given data was invalid.',
      errors: { 'address.phone': [{ key: 'VALIDATION_REGEX', message: 'Give the phone with its country code.' }] },
    });
    const error = refusedByPlatform(refused);
    const afterPost = Object.assign(new Error(error.message), { code: (error as unknown as { code: string }).code });
    expect(readPlatformRefusal(afterPost)).toEqual({
      title: 'The given data was invalid.',
      text: 'Give the phone with its country code.',
      field: 'address.phone',
    });
  });

  it('any other error is not a refusal', () => {
    expect(readPlatformRefusal(Object.assign(new Error('leaked'), { code: 'UNPROCESSABLE_CONTENT' }))).toBeNull();
    expect(readPlatformRefusal(null)).toBeNull();
  });

  it('no answer, 5xx and the throttle are temporary (the form keeps "try again"); a 4xx refusal is not', () => {
    expect(isTemporaryFailure(PlatformError.network(new Error('down')))).toBe(true);
    expect(isTemporaryFailure(new PlatformError({ status: 503, key: 'INTERNAL_SERVER_ERROR', message: 'x' }))).toBe(true);
    expect(isTemporaryFailure(new PlatformError({ status: 429, key: 'THROTTLED', message: 'x' }))).toBe(true);
    expect(isTemporaryFailure(new PlatformError({ status: 422, key: 'VALIDATION_ERROR', message: 'x' }))).toBe(false);
  });
});
