// The options chosen for a cart line, in words (select option names, numbers, texts, dates, yes/no),
// as the cart lists them. Hidden options and options left empty are not the shopper's choices.
import type { CartItemSchema } from '../../lib/commerce/cart-item';
import { formatDate } from '../../lib/commerce/dates';
import { isSchemaValueFilled } from '../../lib/commerce/schema-values';

export interface ChosenOption {
  id: string;
  name: string;
  value: string;
}

export interface ChosenOptionWords {
  yes: string;
  no: string;
  /** BCP 47 tag for numbers. */
  intlLocale: string;
}

export function chosenOptions(schemas: readonly CartItemSchema[], words: ChosenOptionWords): ChosenOption[] {
  return schemas.flatMap((schema) => {
    if (schema.hidden) return [];
    const value = wordsFor(schema, words);
    return value === null ? [] : [{ id: schema.id, name: schema.name, value }];
  });
}

function wordsFor(schema: CartItemSchema, words: ChosenOptionWords): string | null {
  if (schema.type === 'boolean') return isSchemaValueFilled('boolean', schema.value) ? words.yes : words.no;
  if (!isSchemaValueFilled(schema.type, schema.value)) return null;
  switch (schema.type) {
    case 'select':
      return schema.optionName ?? String(schema.value);
    case 'numeric':
    case 'multiply':
    case 'multiply_schema':
      return new Intl.NumberFormat(words.intlLocale).format(Number(schema.value));
    case 'date':
      return formatDate(String(schema.value)) || String(schema.value);
    case 'file':
      return decodeURIComponent(String(schema.value).split('/').pop() ?? '') || String(schema.value);
    default:
      return String(schema.value).trim();
  }
}
