import { describe, expect, it } from 'vitest';
import { mayPreview, previewsAnything } from './permissions';

describe('preview permissions', () => {
  it('a page needs pages.show_hidden, a product products.show_hidden, a post the pages’ permission', () => {
    expect(mayPreview(['pages.show_hidden'], 'page')).toBe(true);
    expect(mayPreview(['pages.show_hidden'], 'post')).toBe(true);
    expect(mayPreview(['pages.show_hidden'], 'product')).toBe(false);
    expect(mayPreview(['products.show_hidden'], 'product')).toBe(true);
    expect(mayPreview(['products.show_hidden'], 'page')).toBe(false);
  });

  it('neighbouring permissions are not enough', () => {
    const staff = ['pages.show', 'pages.show_details', 'pages.edit', 'products.show', 'products.show_details', 'products.edit', 'product_sets.show_hidden'];
    for (const kind of ['page', 'product', 'post'] as const) expect(mayPreview(staff, kind)).toBe(false);
    expect(previewsAnything(staff)).toBe(false);
    expect(previewsAnything([])).toBe(false);
    expect(previewsAnything(['products.show_hidden'])).toBe(true);
  });
});
