// Adding a product to the cart (docs/rules.md#cart-item-price): the cart item built from the product and the chosen
// options (its identity and unit price) and the add rule. Only what adds to the cart loads this file
// (the add-to-cart island, "buy again"); the rest of the cart rules are in cart.ts and cart-item.ts.
import type { CartLine, CartState } from './cart';
import { quantityStep, type CartItem, type CartItemSchema, type CartProductShape } from './cart-item';
import { roundMoney, UNKNOWN_CURRENCY } from './money';
import { grossPriceIn, pricedIn } from './prices';
import { defaultSchemaValue } from './schema-defaults';
import { isSchemaValueFilled, type ProductSchemaShape, type SchemaType, type SchemaValue } from './schema-values';
import { stableHash } from './stable-hash';

export const CART_ITEM_ERRORS = {
  noDependencies: 'MultiplySchema does not have any dependecies!',
  dependencyLoop: 'Dependecy Loop in MuliplySchema',
  calculationLoop: 'Infinite loop while calculating CartItem price',
  invalidProps: 'Provided props are not valid',
} as const;

/** Price calculation gives up after this many schema evaluations (docs/rules.md#schema-errors). */
export const PRICE_CALCULATION_STEP_LIMIT = 2000;

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

/** The ids of the schemas a schema depends on, whichever shape the platform sent. */
export function schemaDependencies(schema: ProductSchemaShape): string[] {
  return (schema.used_schemas ?? []).map((used) => (typeof used === 'string' ? used : used.id));
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
 * Sum of the schema prices. Only schemas no multiply_schema uses are summed: a schema used by a
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

function lineOf<P extends CartProductShape>(item: CartItem<P>): CartLine<P> {
  const { price } = cartItemPrice(item);
  return { ...item, price, priceDiscounted: price };
}

export interface AddToCart<P extends CartProductShape> {
  product: P;
  quantity?: number;
  schemaValues?: Readonly<Record<string, SchemaValue>>;
  currency: string;
  now: number;
}

/** Adds a product; the same product with the same schema selection raises the quantity of the existing line. */
export function addToCart<P extends CartProductShape>(cart: CartState<P>, add: AddToCart<P>): CartState<P> {
  const item = createCartItem({ product: add.product, quantity: add.quantity, schemaValues: add.schemaValues, currency: add.currency, createdAt: add.now });
  const existing = cart.items.find((line) => line.id === item.id);
  const items = existing
    ? cart.items.map((line) => (line.id === item.id ? { ...line, quantity: line.quantity + item.quantity } : line))
    : [...cart.items, lineOf(item)];
  return { ...cart, items, unavailableItems: cart.unavailableItems.filter((line) => line.id !== item.id) };
}
