import { describe, expect, it } from 'vitest';
import { $guestWishlist, addToGuestWishlist, decodeWishlist, removeFromGuestWishlist, WISHLIST_MAX_ITEMS } from './wishlist';

describe('the guest wishlist in storage', () => {
  it('reads a list of ids, without repeats, the newest 100 at most', () => {
    expect(decodeWishlist('["a","b","a"]')).toEqual(['a', 'b']);
    const many = Array.from({ length: WISHLIST_MAX_ITEMS + 5 }, (_, i) => `p${i}`);
    expect(decodeWishlist(JSON.stringify(many))).toEqual(many.slice(5));
  });

  it('turns anything else into an empty list', () => {
    for (const raw of [null, undefined, '', '{', '{"a":1}', '[1,2]', '"x"', 'null']) expect(decodeWishlist(raw)).toEqual([]);
  });

  it('adds a product once (adding is skipped when it is on the list) and removes it', () => {
    $guestWishlist.set([]);
    expect(addToGuestWishlist('p1')).toBe(true);
    expect(addToGuestWishlist('p1')).toBe(false);
    expect(addToGuestWishlist('p2')).toBe(true);
    expect($guestWishlist.get()).toEqual(['p1', 'p2']);
    removeFromGuestWishlist('p1');
    expect($guestWishlist.get()).toEqual(['p2']);
  });
});
