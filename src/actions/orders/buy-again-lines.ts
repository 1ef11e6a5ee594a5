// "Buy again" as a pure rule: which lines of a past order can go into the cart again, with which
// options, and which products are no longer available. An order line keeps its options only as names
// and values in the order's language (Heseya's OrderSchema has no ids), so they are matched against the
// product's schemas as the platform names them in that language; the cart then gets the ids.
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import type { PurchaseKind } from '../../lib/catalogue/product';
import type { AddToCartProduct } from '../../lib/commerce/cart-line-schema';
import { quantityStep } from '../../lib/commerce/cart-item';
import type { SchemaType, SchemaValue } from '../../lib/commerce/schema-values';

export const buyAgainInput = z.object({
  locale: z.enum(LOCALES),
  code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
/** Read first and leniently, so that a malformed request is refused in the page's language. */
export const buyAgainEnvelope = z.looseObject({ locale: z.enum(LOCALES).catch('pl') });

/** What an order says of one line. */
export interface OrderedLine {
  name: string;
  quantity: number;
  /** The product's slug, null when the product no longer exists. */
  slug: string | null;
  schemas: readonly { name: string; value: string }[];
}

/** A product schema as the platform names it in the order's language. */
export interface NamedSchema {
  id: string;
  name: string;
  type: SchemaType;
  options: readonly { id: string; name: string; available: boolean }[];
}

/** The product as the platform has it now. */
export interface CurrentProduct {
  /** In the page's language: what the cart keeps. */
  cart: AddToCartProduct;
  kind: PurchaseKind;
  /** Its schemas in the order's language, to read the order's option names. */
  orderSchemas: readonly NamedSchema[];
}

export interface BuyAgainLine {
  product: AddToCartProduct;
  quantity: number;
  schemaValues: Record<string, SchemaValue>;
}

export interface BuyAgainResult {
  lines: BuyAgainLine[];
  /** Names (as the order shows them) of the products that cannot be bought again, each once. */
  missing: string[];
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The value a cart keeps for an option as the order wrote it; undefined when it no longer fits the schema. */
function valueFor(schema: NamedSchema, written: string): SchemaValue | undefined {
  switch (schema.type) {
    case 'select': {
      const option = schema.options.find((candidate) => same(candidate.name, written));
      return option?.available ? option.id : undefined;
    }
    case 'boolean':
      return ['true', '1'].includes(written.trim().toLowerCase()) ? true : ['false', '0', ''].includes(written.trim().toLowerCase()) ? false : undefined;
    case 'numeric':
    case 'multiply':
    case 'multiply_schema': {
      const number = Number(written.trim().replace(',', '.'));
      return written.trim() !== '' && Number.isFinite(number) ? number : undefined;
    }
    default:
      return written;
  }
}

/** The chosen values by schema id, or null when an option of the order no longer exists as it was. */
export function schemaValuesFor(ordered: OrderedLine['schemas'], schemas: readonly NamedSchema[]): Record<string, SchemaValue> | null {
  const values: Record<string, SchemaValue> = {};
  for (const option of ordered) {
    const schema = schemas.find((candidate) => same(candidate.name, option.name));
    if (!schema) return null;
    const value = valueFor(schema, option.value);
    if (value === undefined) return null;
    values[schema.id] = value;
  }
  return values;
}

/** The cart lines of an order's still-available products, and the names of the rest. */
export function buyAgainLines(ordered: readonly OrderedLine[], current: ReadonlyMap<string, CurrentProduct | null>): BuyAgainResult {
  const lines: BuyAgainLine[] = [];
  const missing: string[] = [];
  for (const line of ordered) {
    const product = line.slug ? current.get(line.slug) : null;
    const schemaValues = product && product.kind === 'buy' ? schemaValuesFor(line.schemas, product.orderSchemas) : null;
    if (!product || !schemaValues || !(line.quantity > 0)) {
      if (!missing.includes(line.name)) missing.push(line.name);
      continue;
    }
    lines.push({ product: product.cart, quantity: Math.max(line.quantity, quantityStep(product.cart)), schemaValues });
  }
  return { lines, missing };
}
