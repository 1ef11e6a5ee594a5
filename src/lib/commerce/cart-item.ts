// The cart item of spec §3/§5/§9: identity, price with product options (schemas), quantities.
import { roundMoney, UNKNOWN_CURRENCY } from './money';
import { grossPriceIn, pricedIn, type PriceEntry } from './prices';
import {
  defaultSchemaValue,
  isSchemaValueFilled,
  schemaDependencies,
  type ProductSchemaShape,
  type SchemaType,
  type SchemaValue,
} from './schema-values';
import { stableHash } from './stable-hash';

export const CART_ITEM_ERRORS = {
  noDependencies: 'MultiplySchema does not have any dependecies!',
  dependencyLoop: 'Dependecy Loop in MuliplySchema',
  calculationLoop: 'Infinite loop while calculating CartItem price',
  invalidProps: 'Provided props are not valid',
} as const;

/** Price calculation gives up after this many schema evaluations (spec §9). */
export const PRICE_CALCULATION_STEP_LIMIT = 2000;

/** Structural view of the product fields a cart item reads (spec §3). */
export interface CartProductShape {
  id: string;
  name: string;
  slug?: string;
  prices_base: readonly PriceEntry[];
  shipping_digital?: boolean | null;
  quantity_step?: number | null;
  cover?: { url: string } | null;
  metadata?: Readonly<Record<string, unknown>> | null;
  schemas?: readonly ProductSchemaShape[] | null;
}

/** A schema value chosen for a cart item, with its prices in the cart currency. */
export interface CartItemSchema {
  id: string;
  name: string;
  type: SchemaType;
  /** The schema's own price. */
  price: number;
  /** The chosen select option's price (0 for other types). */
  optionPrice: number;
  value: SchemaValue;
  /** Ids of the schemas this one uses (multiply_schema multiplies the first one's price). */
  dependencies: string[];
  /** The chosen select option's name, so the cart can say what was chosen without the product's schemas. */
  optionName?: string;
  /** A hidden schema keeps its default; the cart does not list it among the shopper's choices. */
  hidden?: boolean;
}

export interface CartItem<P extends CartProductShape = CartProductShape> {
  /** Hash of the product id and the filled schema values: the same selection gives the same id. */
  id: string;
  product: P;
  quantity: number;
  schemas: CartItemSchema[];
  currency: string;
  /** Milliseconds since the epoch; the cart drops items older than 7 days on restore. */
  createdAt: number;
  children: CartItem<P>[];
}

export interface CreateCartItemProps<P extends CartProductShape> {
  product: P | null | undefined;
  quantity?: number;
  /** Chosen values by schema id; a schema without an entry gets its default value. */
  schemaValues?: Readonly<Record<string, SchemaValue>>;
  currency: string;
  createdAt: number;
  children?: readonly unknown[];
}

/** The value as it takes part in identity: booleans and numbers in one canonical form. */
function canonicalValue(type: SchemaType, value: SchemaValue): string | number | boolean {
  if (type === 'boolean') return true;
  if (type === 'numeric' || type === 'multiply' || type === 'multiply_schema') return Number(value);
  return typeof value === 'string' ? value.trim() : (value as string | number | boolean);
}

/** Identity of a cart line: product id plus the filled schema values, independent of key order. */
export function cartItemId(productId: string, schemas: readonly Pick<CartItemSchema, 'id' | 'type' | 'value'>[]): string {
  const values: Record<string, string | number | boolean> = {};
  for (const schema of schemas) {
    if (isSchemaValueFilled(schema.type, schema.value)) values[schema.id] = canonicalValue(schema.type, schema.value);
  }
  return stableHash({ product: productId, schemas: values });
}

/** Whether something is a cart item (children of a cart item must be). */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<CartItem>;
  return (
    typeof item.id === 'string' &&
    typeof item.product === 'object' &&
    item.product !== null &&
    typeof item.product.id === 'string' &&
    typeof item.quantity === 'number' &&
    Array.isArray(item.schemas) &&
    typeof item.currency === 'string' &&
    typeof item.createdAt === 'number' &&
    Array.isArray(item.children)
  );
}

/** The quantity a product is bought in steps of (spec §3: default 1). */
export function quantityStep(product: Pick<CartProductShape, 'quantity_step'>): number {
  const step = product.quantity_step;
  return typeof step === 'number' && Number.isFinite(step) && step > 0 ? step : 1;
}

/** A schema of the product with the chosen value and its prices in the currency. */
export function cartItemSchema(schema: ProductSchemaShape, value: SchemaValue, currency: string): CartItemSchema {
  const option = schema.type === 'select' ? (schema.options ?? []).find((candidate) => candidate.id === value) : undefined;
  return {
    id: schema.id,
    name: schema.name ?? '',
    type: schema.type,
    price: pricedIn(schema, currency),
    optionPrice: option ? pricedIn(option, currency) : 0,
    value,
    dependencies: schemaDependencies(schema),
    ...(option?.name ? { optionName: option.name } : {}),
    ...(schema.hidden ? { hidden: true } : {}),
  };
}

/** Builds a cart item; throws 'Provided props are not valid' without a product or with children that are not cart items. */
export function createCartItem<P extends CartProductShape>(props: CreateCartItemProps<P>): CartItem<P> {
  const { product } = props;
  const children = props.children ?? [];
  if (!product || typeof product.id !== 'string' || !children.every(isCartItem)) {
    throw new Error(CART_ITEM_ERRORS.invalidProps);
  }
  const chosen = props.schemaValues ?? {};
  const schemas = (product.schemas ?? []).map((schema) =>
    cartItemSchema(schema, schema.id in chosen ? chosen[schema.id] : defaultSchemaValue(schema), props.currency),
  );
  return {
    id: cartItemId(product.id, schemas),
    product,
    quantity: props.quantity ?? quantityStep(product),
    schemas,
    currency: props.currency,
    createdAt: props.createdAt,
    children: children as CartItem<P>[],
  };
}

/** Throws 'Dependecy Loop in MuliplySchema' when following multiply_schema dependencies comes back to a schema. */
function assertNoDependencyLoop(byId: ReadonlyMap<string, CartItemSchema>): void {
  for (const start of byId.values()) {
    const seen = new Set<string>();
    let current: CartItemSchema | undefined = start;
    while (current?.type === 'multiply_schema') {
      if (seen.has(current.id)) throw new Error(CART_ITEM_ERRORS.dependencyLoop);
      seen.add(current.id);
      current = byId.get(current.dependencies[0] ?? '');
    }
  }
}

/**
 * Sum of the schema prices (spec §9). Only schemas no multiply_schema uses are summed: a schema used by a
 * multiply_schema adds nothing itself, its price counts only multiplied (the platform's rule for used
 * schemas). Per filled schema:
 * - select: its own price plus the chosen option's price;
 * - multiply: value × its price;
 * - multiply_schema: value × the price of its dependency (a multiply_schema dependency multiplies through);
 * - string, date, boolean, numeric, file: its own price. The spec is silent here; the platform and its
 *   reference client charge a filled schema its own price, so the storefront shows what the order will cost.
 * Unfilled schemas add nothing.
 */
export function schemasPrice(schemas: readonly CartItemSchema[]): number {
  const byId = new Map(schemas.map((schema) => [schema.id, schema]));
  assertNoDependencyLoop(byId);
  const used = new Set(schemas.filter((schema) => schema.type === 'multiply_schema').flatMap((schema) => schema.dependencies.slice(0, 1)));
  let steps = 0;

  const priceOf = (schema: CartItemSchema): number => {
    if (++steps > PRICE_CALCULATION_STEP_LIMIT) throw new Error(CART_ITEM_ERRORS.calculationLoop);
    if (!isSchemaValueFilled(schema.type, schema.value)) return 0;
    switch (schema.type) {
      case 'multiply_schema': {
        const dependency = byId.get(schema.dependencies[0] ?? '');
        if (!dependency) throw new Error(CART_ITEM_ERRORS.noDependencies);
        return Number(schema.value) * priceOf(dependency);
      }
      case 'multiply':
        return Number(schema.value) * schema.price;
      case 'select':
        return schema.price + schema.optionPrice;
      default:
        return schema.price;
    }
  };

  return schemas.filter((schema) => !used.has(schema.id)).reduce((sum, schema) => sum + priceOf(schema), 0);
}

/** Unit price of a cart item: base gross price in the currency plus schema prices, rounded to 2 decimals. */
export function cartItemPrice(item: Pick<CartItem, 'product' | 'schemas' | 'currency'>): { price: number; currency: string } {
  const base = grossPriceIn(item.product.prices_base, item.currency);
  if (base === undefined) return { price: 0, currency: UNKNOWN_CURRENCY };
  return { price: roundMoney(base + schemasPrice(item.schemas)), currency: item.currency };
}

/** The item's quantity plus its children's quantities. */
export function totalQuantity(item: Pick<CartItem, 'quantity' | 'children'>): number {
  return item.children.reduce((sum, child) => sum + child.quantity, item.quantity);
}

/** Chosen values as the platform expects them in cart and order requests: schema id → value, filled ones only. */
export function schemaValuesForRequest(schemas: readonly CartItemSchema[]): Record<string, string | number | boolean> {
  return Object.fromEntries(
    schemas.filter((schema) => isSchemaValueFilled(schema.type, schema.value)).map((schema) => [schema.id, schema.value as string | number | boolean]),
  );
}

export interface CartItemAnalytics {
  productId: string;
  name: string;
  price: number;
  initialPrice: number;
  totalQty: number;
}

/** What analytics events report about a cart line: the price paid, the price before discounts, the quantity. */
export function cartItemAnalytics(
  line: Pick<CartItem, 'product' | 'quantity' | 'children'> & { price: number; priceDiscounted?: number | null },
): CartItemAnalytics {
  return {
    productId: line.product.id,
    name: line.product.name,
    price: roundMoney(line.priceDiscounted ?? line.price),
    initialPrice: roundMoney(line.price),
    totalQty: totalQuantity(line),
  };
}
