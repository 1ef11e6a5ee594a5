// The add-to-cart island's strings travel as one JSON text. Astro writes an island's props in its own typed
// form (an array per value) and the page is rendered on every request: for the two dozen strings, the same
// for every product of a locale, that was most of the island's serialising. One JSON text, built once per
// locale (src/components/product/add-to-cart-text.ts), costs one string.
import type { ConfigurationMessages } from '../../lib/commerce/product-configuration';
import type { SchemaFieldText } from './SchemaField';

export interface AddToCartText extends ConfigurationMessages, SchemaFieldText {
  options: string;
  quantity: string;
  /** Contains {step}. */
  quantityStep: string;
  /** The price line's label on a product with options to choose. */
  livePrice: string;
  /** The price line's label on a product without options. */
  price: string;
  /** Label of the struck-through price before the sales (visually hidden). */
  priceBefore: string;
  /** Contains {quantity}. */
  total: string;
  addToCart: string;
  /** Contains {name} and {quantity}. */
  added: string;
  goToCart: string;
  discountInCart: string;
  priceError: string;
  fixErrors: string;
  cartUnavailable: string;
}

let lastJson: string | undefined;
let lastText: AddToCartText | undefined;

/** The strings of the JSON text (parsed once while it stays the same). */
export function readAddToCartText(json: string): AddToCartText {
  if (lastText === undefined || json !== lastJson) {
    lastText = JSON.parse(json) as AddToCartText;
    lastJson = json;
  }
  return lastText;
}
