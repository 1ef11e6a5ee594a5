// The add-to-cart island's strings for a locale, as the one JSON text the island reads
// (src/islands/add-to-cart/text.ts): only the strings it uses, built once per locale.
import type { AddToCartText } from '../../islands/add-to-cart/text';
import type { Locale } from '../../i18n/locales';
import { catalogue } from '../../i18n/messages';

const texts = new Map<Locale, string>();

export function addToCartTextJson(locale: Locale): string {
  let json = texts.get(locale);
  if (json === undefined) {
    const messages = catalogue(locale);
    const text: AddToCartText = {
      ...messages.product.buy,
      priceBefore: messages.product.priceBefore,
      requiredMark: messages.product.buy.required,
      required: messages.validation.required,
      maxLength: messages.validation.max,
    };
    json = JSON.stringify(text);
    texts.set(locale, json);
  }
  return json;
}
