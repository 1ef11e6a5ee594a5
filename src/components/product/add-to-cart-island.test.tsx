import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCartTextJson } from './add-to-cart-text';
import type { AddToCartProduct } from '../../lib/commerce/cart-line-schema';
import { configuredPrice, defaultFormAmounts } from '../../lib/commerce/configured-price';
import { addToCartProduct as product, configurable, engravingSchema, metersSchema, pln, sizeSchema } from '../../lib/commerce/fixtures/products';
import { moneyKey } from '../../lib/commerce/money';
import { defaultSchemaValues } from '../../lib/commerce/schema-defaults';
import AddToCart from '../../islands/AddToCart';

const products: Record<string, AddToCartProduct> = {
  plain: product(),
  'with priced options': product({ schemas: [configurable(sizeSchema), configurable(engravingSchema), configurable(metersSchema)] }),
  'on sale': product({ sales: [{ percentage: 15 }] }),
  'sold in packs of 4': product({ prices_base: pln('12.49'), quantity_step: 4 }),
};

/** Counts the uses of any number formatter (ECMA-402 makes `format` a getter of the prototype). */
const spyOnFormatting = () => vi.spyOn(Intl.NumberFormat.prototype as { readonly format: unknown }, 'format', 'get');

/** Texts no formatter writes: a price shown from them is plainly the server's. */
const serverTexts = (amounts: number[]) => Object.fromEntries(amounts.map((amount) => [moneyKey(amount), `[${moneyKey(amount)} from the server]`]));

function render(item: AddToCartProduct, priceTexts: Record<string, string>): string {
  return renderToString(
    <AddToCart product={item} currency="PLN" locale="pl" priceTexts={priceTexts} discounted={false} cartHref="/cart" textJson={addToCartTextJson('pl')} />,
  );
}

describe('the add-to-cart island on the server and at hydration', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  for (const [name, item] of Object.entries(products)) {
    it(`shows every price of a product ${name} from the server's texts, formatting none itself`, () => {
      const format = spyOnFormatting();
      const html = render(item, serverTexts(defaultFormAmounts(item, 'PLN')));
      expect(format).not.toHaveBeenCalled();
      const { current } = configuredPrice(item, defaultSchemaValues(item.schemas), 'PLN');
      expect(html).toContain(`<strong>[${moneyKey(current)} from the server]</strong>`);
    });
  }

  it('formats an amount the server did not', () => {
    const format = spyOnFormatting();
    const html = render(products['with priced options']!, {});
    expect(format).toHaveBeenCalled();
    expect(html).toContain('115,00');
  });
});
