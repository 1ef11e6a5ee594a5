import { describe, expect, it } from 'vitest';
import { BUFFER_LIMIT, errorBuffer } from './buffer';

const errorEvent = (error: unknown, message = '') => Object.assign(new Event('error'), { error, message });
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

describe('the early-error buffer', () => {
  it('keeps thrown errors and rejection reasons in order', () => {
    const buffer = errorBuffer();
    const first = new Error('first');
    buffer.keep(errorEvent(first));
    buffer.keep(rejection('second'));
    buffer.keep(errorEvent(null, 'Script error.'));
    expect(buffer.errors).toEqual([first, 'second', 'Script error.']);
  });

  it('keeps at most BUFFER_LIMIT errors', () => {
    const buffer = errorBuffer();
    for (let i = 0; i < BUFFER_LIMIT + 5; i++) buffer.keep(rejection(i));
    expect(buffer.errors).toHaveLength(BUFFER_LIMIT);
    expect(buffer.errors.at(-1)).toBe(BUFFER_LIMIT - 1);
  });
});
