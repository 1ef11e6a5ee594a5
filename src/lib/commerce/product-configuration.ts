// What the add-to-cart island checks before it adds: every visible option the shopper must fill is
// filled, numbers are within the option's limits, text within its length, and the quantity is a
// multiple of the product's quantity step. Messages come in as props (islands get only the strings they use).
import { interpolate } from '../../i18n/interpolate';
import { defaultSchemaValue } from './schema-defaults';
import { isSchemaValueFilled, type ConfigurableSchema, type ProductSchemaShape, type SchemaValue } from './schema-values';

export type { ConfigurableSchema };

export interface ConfigurationMessages {
  required: string;
  /** Contains {max}. */
  maxLength: string;
  /** Contain {min} and/or {max}. */
  numberRange: string;
  numberMin: string;
  numberMax: string;
  numberInvalid: string;
  /** Contains {step}. */
  quantityInvalid: string;
}

const NUMBER_TYPES = new Set(['numeric', 'multiply', 'multiply_schema']);
export const isNumberSchema = (schema: Pick<ProductSchemaShape, 'type'>) => NUMBER_TYPES.has(schema.type);

/** The message for one option's value, or null when it is fine. */
export function schemaValueError(schema: ConfigurableSchema, value: SchemaValue, messages: ConfigurationMessages): string | null {
  const filled = isSchemaValueFilled(schema.type, value);
  if (!filled) {
    const typedSomething = isNumberSchema(schema) && typeof value === 'string' && value.trim() !== '';
    if (typedSomething) return messages.numberInvalid;
    // A boolean is always answered (unticked is "no"); other required options must be filled.
    return schema.required && schema.type !== 'boolean' ? messages.required : null;
  }
  // An optional number left at its default (0 unless the schema says otherwise) is "not chosen":
  // its limits apply once the shopper types a value.
  const untouchedOptional = !schema.required && Number(value) === Number(defaultSchemaValue(schema));
  if (isNumberSchema(schema) && !untouchedOptional) {
    const number = Number(value);
    const { min, max } = schema;
    const tooLow = typeof min === 'number' && number < min;
    const tooHigh = typeof max === 'number' && number > max;
    if ((tooLow || tooHigh) && typeof min === 'number' && typeof max === 'number') return interpolate(messages.numberRange, { min, max });
    if (tooLow) return interpolate(messages.numberMin, { min });
    if (tooHigh) return interpolate(messages.numberMax, { max });
  }
  if (schema.type === 'string' && typeof schema.max === 'number' && typeof value === 'string' && [...value].length > schema.max) {
    return interpolate(messages.maxLength, { max: schema.max });
  }
  return null;
}

/** Errors by schema id for the visible options (hidden ones keep their defaults and are not the shopper's to fix). */
export function configurationErrors(
  schemas: readonly ConfigurableSchema[],
  values: Readonly<Record<string, SchemaValue>>,
  messages: ConfigurationMessages,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const schema of schemas) {
    if (schema.hidden) continue;
    const error = schemaValueError(schema, values[schema.id], messages);
    if (error) errors[schema.id] = error;
  }
  return errors;
}

/** Whether a quantity can be ordered: a whole multiple of the step, at least one step. */
export function isValidQuantity(quantity: number, step: number): boolean {
  if (!Number.isFinite(quantity) || quantity < step) return false;
  const ratio = quantity / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

const outOfRange = (schema: ConfigurableSchema, number: number) =>
  (typeof schema.min === 'number' && number < schema.min) || (typeof schema.max === 'number' && number > schema.max);

/**
 * Values as they go into the live price and the cart: numbers typed as text become numbers, and an
 * optional number still at a default outside its own limits (0 for "8 to 40") counts as not chosen,
 * so it adds no price and is not sent (the platform refuses a filled value outside the limits).
 */
export function cartSchemaValues(schemas: readonly ConfigurableSchema[], values: Readonly<Record<string, SchemaValue>>): Record<string, SchemaValue> {
  const result: Record<string, SchemaValue> = { ...values };
  for (const schema of schemas) {
    if (!isNumberSchema(schema)) continue;
    const value = values[schema.id];
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) result[schema.id] = Number(value);
    const number = Number(result[schema.id]);
    if (
      !schema.required &&
      isSchemaValueFilled(schema.type, result[schema.id]) &&
      number === Number(defaultSchemaValue(schema)) &&
      outOfRange(schema, number)
    ) {
      result[schema.id] = null;
    }
  }
  return result;
}
