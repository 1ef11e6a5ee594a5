import { describe, expect, it } from 'vitest';
import { catalogue } from '../../i18n/messages';
import { readAddToCartText } from '../../islands/add-to-cart/text';
import { addToCartTextJson } from './add-to-cart-text';

describe("the add-to-cart island's strings", () => {
  it('are the locale’s own, with the validation messages the island shows', () => {
    for (const locale of ['pl', 'en'] as const) {
      const text = readAddToCartText(addToCartTextJson(locale));
      expect(text.addToCart).toBe(catalogue(locale).product.buy.addToCart);
      expect(text.priceBefore).toBe(catalogue(locale).product.priceBefore);
      expect(text.required).toBe(catalogue(locale).validation.required);
      expect(text.maxLength).toBe(catalogue(locale).validation.max);
    }
    expect(readAddToCartText(addToCartTextJson('pl')).addToCart).not.toBe(readAddToCartText(addToCartTextJson('en')).addToCart);
  });

  it('are one JSON text per locale, built once', () => {
    expect(addToCartTextJson('pl')).toBe(addToCartTextJson('pl'));
    expect(JSON.parse(addToCartTextJson('en'))).toEqual(readAddToCartText(addToCartTextJson('en')));
  });

  it('are parsed once while the text stays the same, and again when it changes', () => {
    const pl = readAddToCartText(addToCartTextJson('pl'));
    expect(readAddToCartText(`${addToCartTextJson('pl')}`)).toBe(pl);
    expect(readAddToCartText(addToCartTextJson('en'))).not.toBe(pl);
  });
});
