import { describe, expect, it } from 'vitest';
import { isAccountPath } from './account-paths';

describe('isAccountPath (pages only for signed-in shoppers)', () => {
  it('covers /account and everything under it, in both languages', () => {
    for (const path of ['/account', '/account/', '/account/orders', '/account/orders/ABC123', '/en/account', '/en/account/settings']) {
      expect(isAccountPath(path), path).toBe(true);
    }
  });

  it('leaves other paths alone, including look-alikes', () => {
    for (const path of ['/', '/en', '/login', '/accounts', '/account-deleted', '/en/accounting', '/product/account', '/en/login']) {
      expect(isAccountPath(path), path).toBe(false);
    }
  });
});
