// The price of a product as the shopper configures it on its page (docs/rules.md#cart-item-price): the unit
// price before the product's sales and as the cart will charge it, and the amounts the add-to-cart form shows
// before the shopper changes anything.
import { cartItemPrice, createCartItem } from './cart-add';
import { quantityStep, type CartItem } from './cart-item';
import type { AddToCartProduct } from './cart-line-schema';
import { roundMoney } from './money';
import { pricedIn } from './prices';
import { cartSchemaValues } from './product-configuration';
import { salePrice } from './sale-price';
import { defaultSchemaValues } from './schema-defaults';
import type { SchemaValue } from './schema-values';

export interface ConfiguredPrice {
  /** The cart line the configuration makes (its id names the configuration). */
  item: CartItem<AddToCartProduct>;
  /** The unit price before the product's sales. */
  initial: number;
  /** The unit price as the cart will charge it. */
  current: number;
}

/** The configuration's unit price; throws what createCartItem and the schema price rules throw. */
export function configuredPrice(product: AddToCartProduct, values: Readonly<Record<string, SchemaValue>>, currency: string): ConfiguredPrice {
  const item = createCartItem({ product, schemaValues: cartSchemaValues(product.schemas, values), currency, createdAt: 0 });
  const initial = cartItemPrice(item).price;
  return { item, initial, current: salePrice(initial, product.sales) };
}

/**
 * Every amount the add-to-cart form shows before the shopper changes anything: the default configuration's
 * price before and after the sales, its total at the first quantity step, and each option's and schema's own
 * price. Rounded as shown, each once.
 */
export function defaultFormAmounts(product: AddToCartProduct, currency: string): number[] {
  const amounts = product.schemas.flatMap((schema) => [pricedIn(schema, currency), ...(schema.options ?? []).map((option) => pricedIn(option, currency))]);
  try {
    const { initial, current } = configuredPrice(product, defaultSchemaValues(product.schemas), currency);
    amounts.push(initial, current, current * quantityStep(product));
  } catch {
    // A configuration without a price: the form shows its price error, not an amount.
  }
  return [...new Set(amounts.map(roundMoney))];
}
