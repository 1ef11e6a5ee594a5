// Product options (schemas) (docs/rules.md#schema-filled): their shape and when a chosen value counts as filled. The value
// an option starts with is in schema-defaults.ts (only the add-to-cart path needs it).
import type { PriceEntry } from './prices';

export const SCHEMA_TYPES = ['string', 'select', 'numeric', 'boolean', 'multiply', 'multiply_schema', 'date', 'file'] as const;
export type SchemaType = (typeof SCHEMA_TYPES)[number];

/** A value chosen for a schema: text, a number, a flag, or a select option id. */
export type SchemaValue = string | number | boolean | null | undefined;

/** Structural view of a platform schema option. */
export interface SchemaOptionShape {
  id: string;
  name?: string;
  prices?: readonly PriceEntry[] | null;
  /** Older platform versions send a single price object instead of a list. */
  price?: PriceEntry | null;
  available?: boolean | null;
  disabled?: boolean | null;
}

/** Structural view of a platform product schema (only what the storefront rules read). */
export interface ProductSchemaShape {
  id: string;
  name?: string;
  type: SchemaType;
  required?: boolean | null;
  /** Not shown to the shopper; keeps its default. */
  hidden?: boolean | null;
  /** The schema's own default: a numeric value, a 0/1 flag for boolean, an option index for select. */
  default?: string | number | boolean | null;
  prices?: readonly PriceEntry[] | null;
  /** Older platform versions send a single price object instead of a list. */
  price?: PriceEntry | null;
  options?: readonly SchemaOptionShape[] | null;
  /** Schemas this one uses for its price (multiply_schema: the schema it multiplies). */
  used_schemas?: readonly (string | { id: string })[] | null;
}

/** A schema as the add-to-cart form offers it: named, shown or hidden, with its limits and description. */
export interface ConfigurableSchema extends ProductSchemaShape {
  name: string;
  hidden: boolean;
  min?: number | null | undefined;
  max?: number | null | undefined;
  step?: number | null | undefined;
  description?: string | null | undefined;
}

const isNumberLike = (value: SchemaValue): boolean =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));

/** Whether a chosen value counts as filled for its schema type; unfilled schemas add no price. */
export function isSchemaValueFilled(type: SchemaType, value: SchemaValue): boolean {
  switch (type) {
    case 'string':
    case 'date':
      return typeof value === 'string' && value.trim() !== '';
    case 'numeric':
    case 'multiply':
    case 'multiply_schema':
      return isNumberLike(value);
    case 'boolean':
      return value === true || value === 'true' || value === 1 || value === '1';
    case 'select':
    case 'file':
      return Boolean(value);
  }
}
