// The cart line's one definition: what the cart keeps of a product and of the options chosen for it,
// and the line as cart and order requests carry it to the server (the processCart and placeOrder
// actions' input). The cart rules' product, the add-to-cart island's product and the request line take
// their types from here. The browser reads its stored cart back with the same rules in small parsers
// (./cart-line-value.ts), held to these schemas by a test of shared fixtures.
import { z } from 'zod';
import type { SaleDiscount } from './sale-price';
import { SCHEMA_TYPES, type ConfigurableSchema } from './schema-values';

/** One price of a price list: a gross decimal (the platform sends a string) in a currency. */
const priceEntrySchema = z.object({ gross: z.union([z.string(), z.number()]), currency: z.string() });

/** What the cart keeps of a product: enough to show the line and build cart and order requests. */
export const cartProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string().optional(),
  prices_base: z.array(priceEntrySchema),
  shipping_digital: z.boolean().nullish(),
  /** The quantity the product is bought in steps of (none: 1). */
  quantity_step: z.number().nullish(),
  cover: z.object({ url: z.string() }).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** A schema value chosen for a cart line, with its prices in the cart's currency. */
export const chosenSchemaSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SCHEMA_TYPES),
  /** The schema's own price. */
  price: z.number(),
  /** The chosen select option's price (0 for other types). */
  optionPrice: z.number(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  /** Ids of the schemas this one uses (multiply_schema multiplies the first one's price). */
  dependencies: z.array(z.string()),
  /** The chosen select option's name, so the cart can say what was chosen without the product's schemas. */
  optionName: z.string().optional(),
  /** A hidden schema keeps its default; the cart does not list it among the shopper's choices. */
  hidden: z.boolean().optional(),
});
export type CartItemSchema = z.infer<typeof chosenSchemaSchema>;

type Given<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** What the add-to-cart island gets of a product: every field the cart keeps, its options, and its sales in the page's currency. */
export type AddToCartProduct = Given<CartProduct> & {
  schemas: ConfigurableSchema[];
  /** The sales that apply to the product in the page's currency, in the order the platform applies them. */
  sales: SaleDiscount[];
};

/** The most a request's line carries: a forged request stays cheap to refuse, a real cart far below. */
export const CART_LINE_LIMITS = { id: 128, quantity: 100_000, schemaValues: 50, text: 5000 } as const;

const id = z.string().min(1).max(CART_LINE_LIMITS.id);
const schemaValue = z.union([z.string().max(CART_LINE_LIMITS.text), z.number().finite(), z.boolean()]);

/** A cart line as cart and order requests carry it: the line's id, the product's, the quantity and the filled options' values. */
export const cartRequestLineSchema = z.object({
  cartitem_id: id,
  product_id: id,
  quantity: z.number().positive().max(CART_LINE_LIMITS.quantity),
  schemas: z
    .record(z.string().min(1).max(CART_LINE_LIMITS.id), schemaValue)
    .refine((values) => Object.keys(values).length <= CART_LINE_LIMITS.schemaValues)
    .default({}),
});
export type CartRequestItem = z.output<typeof cartRequestLineSchema>;
