import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptFor, cartVersion, markPlaced, placedOrderOf, readAttempt } from './checkout-attempt';
import { ATTEMPT_STORAGE_KEY } from './storage-keys';

/** One browser's local storage, shared by every "tab" of a test (the module reads it on every call). */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

const line = (id: string, quantity = 1, createdAt = 1_700_000_000_000) => ({ id, quantity, createdAt });
const cart = (items = [line('a'), line('b', 2)], coupons: { code: string }[] = []) => ({ items, coupons });

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('attemptFor', () => {
  it('gives every tab the same key for the same cart', () => {
    const first = attemptFor(cart());
    expect(first).toEqual({ key: expect.stringMatching(/^[A-Za-z0-9_-]{16,128}$/) });
    expect(attemptFor(cart())).toEqual(first);
  });

  it('starts a new attempt when the cart changes: a line, a quantity, a coupon', () => {
    const first = attemptFor(cart());
    const changed = [cart([line('a')]), cart([line('a'), line('b', 3)]), cart(undefined, [{ code: 'LATO' }])];
    const keys = changed.map((next) => attemptFor(next));
    expect(new Set([first, ...keys].map((attempt) => ('key' in attempt ? attempt.key : attempt.placed))).size).toBe(4);
  });

  it('answers the thank-you page once the attempt placed its order, for exactly that cart', () => {
    const attempt = attemptFor(cart());
    if (!('key' in attempt)) throw new Error('a fresh cart has a key');
    markPlaced(attempt.key, '/checkout/thank-you?code=ABC123&t=default');
    expect(attemptFor(cart())).toEqual({ placed: '/checkout/thank-you?code=ABC123&t=default' });
    expect(placedOrderOf(cart())).toBe('/checkout/thank-you?code=ABC123&t=default');
    // The same products added again later are new lines (another time): a new attempt.
    const again = cart([line('a', 1, 1_700_000_900_000), line('b', 2, 1_700_000_900_000)]);
    expect(placedOrderOf(again)).toBeUndefined();
    expect(attemptFor(again)).toEqual({ key: expect.not.stringMatching(attempt.key) });
  });

  it('marks nothing when the stored attempt is another one (the cart changed meanwhile)', () => {
    const attempt = attemptFor(cart());
    if (!('key' in attempt)) throw new Error('a fresh cart has a key');
    attemptFor(cart([line('c')]));
    markPlaced(attempt.key, '/checkout/thank-you?code=ABC123&t=default');
    expect(readAttempt()?.placed).toBeUndefined();
  });

  it('ignores anything stored that is not an attempt: broken JSON, a hostile key, a foreign address', () => {
    for (const raw of [
      '{nope',
      JSON.stringify({ key: '../../x', cart: cartVersion(cart()) }),
      JSON.stringify({ key: 'a'.repeat(20), cart: cartVersion(cart()), placed: 'https://evil.example/' }),
      JSON.stringify({ key: 'a'.repeat(20), cart: cartVersion(cart()), placed: '//evil.example/' }),
    ]) {
      localStorage.setItem(ATTEMPT_STORAGE_KEY, raw);
      expect(readAttempt()).toBeNull();
      expect(placedOrderOf(cart())).toBeUndefined();
    }
  });

  it('still gives a key without storage', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(attemptFor(cart())).toEqual({ key: expect.any(String) });
  });
});
