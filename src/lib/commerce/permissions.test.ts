import { describe, expect, it } from 'vitest';
import { hasAccess } from './permissions';

const granted = ['products.show', 'products.edit', 'orders.show'];

describe('permission check', () => {
  it('needs all of the given permissions', () => {
    expect(hasAccess(granted, ['products.show', 'orders.show'])).toBe(true);
    expect(hasAccess(granted, ['products.show', 'orders.edit'])).toBe(false);
    expect(hasAccess(granted, 'products.edit')).toBe(true);
  });
  it('needs at least one with the any flag', () => {
    expect(hasAccess(granted, ['orders.edit', 'orders.show'], true)).toBe(true);
    expect(hasAccess(granted, ['orders.edit', 'users.show'], true)).toBe(false);
  });
  it('gives no access on invalid input', () => {
    expect(hasAccess(null, ['products.show'])).toBe(false);
    expect(hasAccess('products.show', ['products.show'])).toBe(false);
    expect(hasAccess(granted, [])).toBe(false);
    expect(hasAccess(granted, [42])).toBe(false);
    expect(hasAccess(granted, '')).toBe(false);
    expect(hasAccess(granted, undefined)).toBe(false);
    expect(hasAccess([1, 2], ['products.show'], true)).toBe(false);
  });
});
