// The cart line as the browser reads it back from local storage: the rules of ./cart-line-schema.ts
// (the one definition, in zod) written with the small parsers of src/lib/stored-value.ts, because this
// runs in the script of every page. Its test holds these parsers and the schemas to the same fixtures;
// their types are the schemas'.
import type { CartItemSchema, CartProduct } from './cart-line-schema';
import { SCHEMA_TYPES } from './schema-values';
import { array, boolean, either, nullable, number, object, oneOf, optional, record, string, type Parse } from '../stored-value';

const price = object({ gross: either(string(), number), currency: string() });

export const cartProductValue: Parse<CartProduct> = object({
  id: string(),
  name: string(),
  slug: optional(string()),
  prices_base: array(price),
  shipping_digital: optional(nullable(boolean)),
  quantity_step: optional(nullable(number)),
  cover: optional(nullable(object({ url: string() }))),
  metadata: optional(nullable(record)),
});

export const chosenSchemaValue: Parse<CartItemSchema> = object({
  id: string(),
  name: string(),
  type: oneOf(SCHEMA_TYPES),
  price: number,
  optionPrice: number,
  value: optional(nullable(either(string(), number, boolean))),
  dependencies: array(string()),
  optionName: optional(string()),
  hidden: optional(boolean),
});
