// Product options (schemas) of spec §5: when a chosen value counts as filled, and the default value.
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

const isNumberLike = (value: SchemaValue): boolean =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));

/** Whether a chosen value counts as filled for its schema type (spec §5); unfilled schemas add no price. */
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

const hasOwnDefault = (value: ProductSchemaShape['default']): value is string | number | boolean =>
  value !== null && value !== undefined && value !== '';

/**
 * The value a schema starts with (spec §5). The schema's own default wins (numeric value, boolean from
 * a number, select option by index); otherwise a required select takes its first available option,
 * boolean false, numbers 0, strings and dates empty; an optional select and a file start empty (null).
 */
export function defaultSchemaValue(schema: ProductSchemaShape): SchemaValue {
  const own = schema.default;
  switch (schema.type) {
    case 'boolean':
      return hasOwnDefault(own) ? Boolean(Number(own)) : false;
    case 'numeric':
    case 'multiply':
    case 'multiply_schema': {
      const value = hasOwnDefault(own) ? Number(own) : 0;
      return Number.isFinite(value) ? value : 0;
    }
    case 'select': {
      const options = schema.options ?? [];
      const byIndex = hasOwnDefault(own) ? options[Number(own)] : undefined;
      if (byIndex) return byIndex.id;
      if (!schema.required) return null;
      return options.find((option) => option.available !== false && option.disabled !== true)?.id ?? null;
    }
    case 'file':
      return null;
    case 'string':
    case 'date':
      return '';
  }
}

/** Default values for all schemas of a product, keyed by schema id. */
export function defaultSchemaValues(schemas: readonly ProductSchemaShape[]): Record<string, SchemaValue> {
  return Object.fromEntries(schemas.map((schema) => [schema.id, defaultSchemaValue(schema)]));
}

/** The ids of the schemas a schema depends on, whichever shape the platform sent. */
export function schemaDependencies(schema: ProductSchemaShape): string[] {
  return (schema.used_schemas ?? []).map((used) => (typeof used === 'string' ? used : used.id));
}
