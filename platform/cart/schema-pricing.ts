import { priceOf, type Cents } from '../catalogue/money.ts';
import type { StoredSchema } from '../catalogue/types.ts';

export type SchemaValues = Record<string, unknown>;
export class SchemaSelectionError extends Error {}

const MAX_STEPS = 2000;

/** When a schema value counts as filled (docs/rules.md#schema-filled). */
export function isFilled(schema: StoredSchema, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  switch (schema.type) {
    case 'string':
    case 'date':
      return typeof value === 'string' && value.trim() !== '';
    case 'numeric':
    case 'multiply':
    case 'multiply_schema':
      return numberOf(value) !== undefined;
    case 'boolean':
      return value === true || value === 'true' || value === 1 || value === '1';
    case 'select':
    case 'file':
      return Boolean(value);
  }
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Checks the chosen values against the product's schemas; throws SchemaSelectionError on a bad choice. */
export function checkSelection(schemas: StoredSchema[], values: SchemaValues): void {
  const known = new Set(schemas.map((s) => s.id));
  for (const id of Object.keys(values)) if (!known.has(id)) throw new SchemaSelectionError(`Unknown schema ${id}.`);
  for (const s of schemas) {
    const value = values[s.id];
    const filled = isFilled(s, value);
    if (!filled) {
      if (s.required && s.type !== 'boolean') throw new SchemaSelectionError(`Schema ${s.id} is required.`);
      continue;
    }
    if (s.type === 'select') {
      const option = s.options.find((o) => o.id === value);
      if (!option?.available) throw new SchemaSelectionError(`Option ${String(value)} is not available.`);
    }
    if (s.type === 'numeric' || s.type === 'multiply' || s.type === 'multiply_schema') {
      const n = numberOf(value)!;
      if ((s.min != null && n < s.min) || (s.max != null && n > s.max)) throw new SchemaSelectionError(`Value of ${s.id} is out of range.`);
    }
  }
}

/**
 * Schema part of an item's unit price (docs/rules.md#cart-item-price): a select adds its own price plus its option's price (as the
 * real platform does; the storefront's commerce rules agree), multiply adds value × price,
 * multiply_schema adds value × (price of its dependency) and chains multiply through; a schema used by
 * another adds nothing by itself; any other filled schema adds its own price.
 */
export function schemaPrice(schemas: StoredSchema[], values: SchemaValues, currency: string): Cents {
  const byId = new Map(schemas.map((s) => [s.id, s]));
  const usedByOthers = new Set(schemas.filter((s) => s.type === 'multiply_schema').flatMap((s) => s.used_schemas));
  let steps = 0;

  const priceOfSchema = (s: StoredSchema, seen: Set<string>): number => {
    if (++steps > MAX_STEPS) throw new SchemaSelectionError('Infinite loop while calculating CartItem price');
    const value = values[s.id];
    if (!isFilled(s, value)) return 0;
    switch (s.type) {
      case 'select':
        return priceOf(s.prices, currency) + priceOf(s.options.find((o) => o.id === value)?.prices, currency);
      case 'multiply':
        return numberOf(value)! * priceOf(s.prices, currency);
      case 'multiply_schema': {
        const dependency = byId.get(s.used_schemas[0] ?? '');
        if (!dependency) throw new SchemaSelectionError('MultiplySchema does not have any dependecies!');
        if (seen.has(dependency.id)) throw new SchemaSelectionError('Dependecy Loop in MuliplySchema');
        return numberOf(value)! * priceOfSchema(dependency, new Set([...seen, dependency.id]));
      }
      default:
        return priceOf(s.prices, currency);
    }
  };

  let total = 0;
  for (const s of schemas) {
    if (usedByOthers.has(s.id)) continue;
    total += priceOfSchema(s, new Set([s.id]));
  }
  return Math.round(total);
}

/** Lowest schema price a shopper must pay: required selects at their cheapest available option. */
export function minimalSchemaPrice(schemas: StoredSchema[], currency: string): Cents {
  let total = 0;
  for (const s of schemas) {
    if (!s.required || s.type !== 'select') continue;
    const prices = s.options.filter((o) => o.available).map((o) => priceOf(o.prices, currency));
    if (prices.length) total += priceOf(s.prices, currency) + Math.min(...prices);
  }
  return total;
}
