// The value a product option (schema) starts with (docs/rules.md#schema-defaults): what the add-to-cart island shows first and
// what a line gets for an option the shopper did not choose.
import type { ProductSchemaShape, SchemaValue } from './schema-values';

const hasOwnDefault = (value: ProductSchemaShape['default']): value is string | number | boolean => value !== null && value !== undefined && value !== '';

/**
 * The value a schema starts with. The schema's own default wins (numeric value, boolean from
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
