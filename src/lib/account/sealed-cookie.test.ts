import { describe, expect, it } from 'vitest';
import { openValue, sealValue } from './sealed-cookie';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('sealed cookie values', () => {
  it('open only for their own purpose and key, before their expiry', () => {
    const sealed = sealValue('one', { a: [1, 'x'] }, 60, 0, SECRET);
    expect(openValue('one', sealed, 59_999, SECRET)).toEqual({ a: [1, 'x'] });
    expect(openValue('two', sealed, 0, SECRET)).toBeUndefined();
    expect(openValue('one', sealed, 60_001, SECRET)).toBeUndefined();
    expect(openValue('one', sealed, 0, 'another-secret-of-at-least-32-characters')).toBeUndefined();
    expect(openValue('one', 'x'.repeat(5000), 0, SECRET)).toBeUndefined();
  });

  it('without a configured secret, use a random key per process and purpose', () => {
    const sealed = sealValue('three', 'v', 60);
    expect(openValue('three', sealed)).toBe('v');
    expect(openValue('four', sealed)).toBeUndefined();
  });
});
