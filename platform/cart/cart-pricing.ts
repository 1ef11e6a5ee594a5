import { vatFraction } from '../catalogue/money.ts';
import type { Db } from '../db/database.ts';
import { all } from '../db/database.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { loadDiscounts, loadProduct, loadSets } from '../catalogue/store.ts';
import { setsWithAncestors } from '../catalogue/product-pricing.ts';
import { priceOf, type Cents } from '../catalogue/money.ts';
import type { StoredProduct } from '../catalogue/types.ts';
import type { StoredDiscount } from './discount-types.ts';
import { discountAmount, discountApplies, targetsProduct, type ConditionFacts } from './conditions.ts';
import { checkSelection, schemaPrice, SchemaSelectionError, type SchemaValues } from './schema-pricing.ts';
import { loadChannel, loadCurrencies } from '../channels/channel-store.ts';
import { loadShippingMethod, shippingPriceFor } from '../orders/shipping-store.ts';
import type { StoredShippingMethod } from '../orders/shipping-types.ts';
import { rolesOfUser } from '../users/roles-store.ts';
import { productAvailable } from '../catalogue/product-view.ts';
import { quantityBoughtBy } from '../orders/order-store.ts';

export type CartItemInput = { cartitem_id: string; product_id: string; quantity: number; schemas: SchemaValues };
export type CartInput = {
  currency: string;
  sales_channel_id: string;
  items: CartItemInput[];
  coupons: string[];
  shipping_method_id?: string | null;
  digital_shipping_method_id?: string | null;
};

export type PricedLine = {
  cartitem_id: string;
  product: StoredProduct;
  quantity: number;
  schemas: SchemaValues;
  unitInitial: Cents;
  /** Line total after product and cheapest-product discounts. */
  totalDiscounted: Cents;
};
export type AppliedDiscount = { discount: StoredDiscount; value: Cents };
export type PricedCart = {
  currency: string;
  vatRate: number;
  lines: PricedLine[];
  unavailable: string[];
  cartTotalInitial: Cents;
  cartTotal: Cents;
  shippingPriceInitial: Cents;
  shippingPrice: Cents;
  summary: Cents;
  sales: AppliedDiscount[];
  coupons: AppliedDiscount[];
  shippingTime: number | null;
  shippingDate: string | null;
  shippingMethod: StoredShippingMethod | undefined;
  digitalShippingMethod: StoredShippingMethod | undefined;
};

/**
 * In strict mode (placing an order) a line that cannot be sold as asked is an error. In the cart a line
 * asking for more than can be sold comes back with the quantity that can (see `sellableQuantities`), and a
 * line that cannot be sold at all is left out (the storefront shows it as unavailable).
 */
export type PricingMode = { strict: boolean; userId: string | undefined; now?: Date };

const EPSILON = 1e-9;

function lineProblem(db: Db, item: CartItemInput, index: number, currency: string): { product?: StoredProduct; error?: ApiError } {
  const product = loadProduct(db, { id: item.product_id });
  if (!product?.public) return { error: fieldError(`items.${index}.product_id`, 'VALIDATION_EXISTS', 'This product does not exist.') };
  if (!productAvailable(product) || (product.metadata.purchase_kind !== 'buy' && product.metadata.purchase_kind !== undefined)) {
    return { error: new ApiError(422, 'ORDER_NOT_ENOUGH_ITEMS_IN_WAREHOUSE', `${product.slug} cannot be bought right now.`) };
  }
  if (product.prices_base[currency] === undefined)
    return { error: fieldError(`items.${index}.product_id`, 'VALIDATION_EXISTS', `This product has no price in ${currency}.`) };
  const steps = item.quantity / product.quantity_step;
  if (Math.abs(steps - Math.round(steps)) > EPSILON)
    return { error: fieldError(`items.${index}.quantity`, 'VALIDATION_ERROR', `Quantity must be a multiple of ${product.quantity_step}.`) };
  try {
    checkSelection(product.schemas, item.schemas);
  } catch (e) {
    if (e instanceof SchemaSelectionError)
      return { error: fieldError(`items.${index}.schemas`, 'VALIDATION_PRODUCT_SCHEMA_OPTION', 'The selected configuration is invalid.') };
    throw e;
  }
  return { product };
}

/** `quantity` rounded down to a multiple of `step` (steps may be fractions, e.g. 0.5 m). */
function floorToStep(quantity: number, step: number): number {
  const steps = Math.floor(quantity / step + EPSILON);
  return steps > 0 ? Number((steps * step).toFixed(6)) : 0;
}

/**
 * What the cart may still give each product: its stock, and its purchase limit less what the signed-in
 * shopper's past orders hold (a guest's limit applies per cart). Lines of the same product draw on one
 * budget in cart order, as placing the order counts them together.
 */
function sellableQuantities(db: Db, userId: string | undefined) {
  const stockLeft = new Map<string, number>();
  const limitLeft = new Map<string, number>();
  const budgetsOf = (product: StoredProduct): Map<string, number>[] => {
    const budgets: Map<string, number>[] = [];
    if (product.quantity !== null) {
      if (!stockLeft.has(product.id)) stockLeft.set(product.id, product.quantity);
      budgets.push(stockLeft);
    }
    const limit = product.purchase_limit_per_user;
    if (limit !== null) {
      if (!limitLeft.has(product.id)) limitLeft.set(product.id, limit - (userId ? quantityBoughtBy(db, userId, product.id) : 0));
      budgets.push(limitLeft);
    }
    return budgets;
  };
  /** The quantity of this line that can be sold: capped and rounded down to the quantity step; 0 when none. */
  return (product: StoredProduct, asked: number): number => {
    const budgets = budgetsOf(product);
    const units = Math.min(asked, ...budgets.map((b) => b.get(product.id)!));
    const quantity = floorToStep(Math.max(0, units), product.quantity_step);
    for (const b of budgets) b.set(product.id, b.get(product.id)! - quantity);
    return quantity;
  };
}

function usesByUser(db: Db, userId: string | undefined, discountId: string): number {
  if (!userId) return 0;
  return all<{ data: string }>(db, 'SELECT data FROM orders WHERE user_id = ?', userId).filter((r) =>
    (JSON.parse(r.data) as { discount_ids?: string[] }).discount_ids?.includes(discountId),
  ).length;
}

export function priceCart(db: Db, input: CartInput, mode: PricingMode): PricedCart {
  const now = mode.now ?? new Date();
  const channel = loadChannel(db, input.sales_channel_id);
  if (!channel || channel.status === 'inactive') throw fieldError('sales_channel_id', 'VALIDATION_EXISTS', 'This sales channel does not exist or is inactive.');
  const currency = loadCurrencies(db).find((c) => c.code === input.currency);
  if (!currency) throw fieldError('currency', 'VALIDATION_EXISTS', 'This currency is not supported.');
  // The channel's rate, else the currency's, else 23 %; both are percentages as Heseya gives them ("23").
  const vatRate = vatFraction(Number(channel.vat_rate) || Number(currency.vat_rate) || 23);

  const discounts = loadDiscounts(db) as (StoredDiscount & { uses: number })[];
  const codes = [...new Set(input.coupons.map((c) => c.trim()))];
  const coupons = codes.map((code, i) => {
    const hit = discounts.find((d) => d.code !== null && d.code.toLowerCase() === code.toLowerCase());
    if (!hit) throw fieldError(`coupons.${i}`, 'VALIDATION_EXISTS', `Coupon ${code} does not exist.`);
    return hit;
  });
  const sales = discounts.filter((d) => d.code === null);

  const sets = loadSets(db);
  const lines: PricedLine[] = [];
  const unavailable: string[] = [];
  const sellable = sellableQuantities(db, mode.userId);
  input.items.forEach((item, index) => {
    const { product, error } = lineProblem(db, item, index, input.currency);
    if (!product) {
      if (mode.strict) throw error!;
      unavailable.push(item.cartitem_id);
      return;
    }
    let quantity = item.quantity;
    if (mode.strict) {
      // The purchase limit is checked by placeOrder, over every line of the product and the shopper's past orders.
      if (product.quantity !== null && product.quantity < quantity)
        throw new ApiError(422, 'ORDER_NOT_ENOUGH_ITEMS_IN_WAREHOUSE', `Not enough ${product.slug} in stock.`);
    } else {
      quantity = sellable(product, item.quantity);
      if (quantity <= 0) {
        unavailable.push(item.cartitem_id);
        return;
      }
    }
    const unitInitial = priceOf(product.prices_base, input.currency) + schemaPrice(product.schemas, item.schemas, input.currency);
    lines.push({ cartitem_id: item.cartitem_id, product, quantity, schemas: item.schemas, unitInitial, totalDiscounted: Math.round(unitInitial * quantity) });
  });

  const cartTotalInitial = lines.reduce((s, l) => s + Math.round(l.unitInitial * l.quantity), 0);
  const userRoleIds = mode.userId ? rolesOfUser(db, mode.userId).map((r) => r.id) : [];
  const productIds = lines.map((l) => l.product.id);
  const productSetIds = setsWithAncestors(
    sets,
    lines.flatMap((l) => l.product.set_ids),
  );
  const facts = (d: StoredDiscount & { uses: number }, cartValue: Cents): ConditionFacts => ({
    now,
    currency: input.currency,
    cartValue,
    cartLength: lines.reduce((s, l) => s + l.quantity, 0),
    couponsCount: coupons.length,
    productIds,
    productSetIds,
    userId: mode.userId,
    userRoleIds,
    uses: d.uses,
    usesByUser: usesByUser(db, mode.userId, d.id),
  });
  const applied = new Map<string, AppliedDiscount>();
  const record = (d: StoredDiscount, value: Cents) => {
    const entry = applied.get(d.id) ?? { discount: d, value: 0 };
    entry.value += value;
    applied.set(d.id, entry);
  };
  const active = [...sales, ...coupons].filter((d) => discountApplies(d, facts(d, cartTotalInitial))).sort((a, b) => b.priority - a.priority);
  const appliesToCart = new Set(active.map((d) => d.id));

  for (const d of active.filter((x) => x.target_type === 'products')) {
    for (const line of lines) {
      if (!targetsProduct(d, line.product.id, setsWithAncestors(sets, line.product.set_ids))) continue;
      const unit = line.totalDiscounted / line.quantity;
      const off = Math.round(discountAmount(d, Math.round(unit), input.currency) * line.quantity);
      line.totalDiscounted -= off;
      record(d, off);
    }
  }
  for (const d of active.filter((x) => x.target_type === 'cheapest-product')) {
    const cheapest = [...lines].sort((a, b) => a.totalDiscounted / a.quantity - b.totalDiscounted / b.quantity)[0];
    if (!cheapest) continue;
    const unitCount = Math.min(cheapest.quantity, cheapest.product.quantity_step);
    const off = discountAmount(d, Math.round((cheapest.totalDiscounted / cheapest.quantity) * unitCount), input.currency);
    cheapest.totalDiscounted -= off;
    record(d, off);
  }
  let cartTotal = lines.reduce((s, l) => s + l.totalDiscounted, 0);
  for (const d of active.filter((x) => x.target_type === 'order-value')) {
    const off = discountAmount(d, cartTotal, input.currency);
    cartTotal -= off;
    record(d, off);
  }

  const shippingMethod = input.shipping_method_id ? loadShippingMethod(db, input.shipping_method_id) : undefined;
  if (input.shipping_method_id && !shippingMethod) throw fieldError('shipping_method_id', 'VALIDATION_EXISTS', 'This shipping method does not exist.');
  const digitalShippingMethod = input.digital_shipping_method_id ? loadShippingMethod(db, input.digital_shipping_method_id) : undefined;
  if (input.digital_shipping_method_id && !digitalShippingMethod)
    throw fieldError('digital_shipping_method_id', 'VALIDATION_EXISTS', 'This shipping method does not exist.');

  let shippingPriceInitial = 0;
  let shippingPrice = 0;
  for (const method of [shippingMethod, digitalShippingMethod]) {
    if (!method) continue;
    let price = shippingPriceFor(method, input.currency, cartTotal);
    shippingPriceInitial += price;
    for (const d of active.filter((x) => x.target_type === 'shipping-price')) {
      const listed = d.target_shipping_methods.includes(method.id);
      if (d.target_is_allow_list ? !listed : listed) continue;
      const off = discountAmount(d, price, input.currency);
      price -= off;
      record(d, off);
    }
    shippingPrice += price;
  }

  const physical = lines.filter((l) => !l.product.shipping_digital);
  const times = lines.map((l) => l.product.shipping_time).filter((t): t is number => t !== null);
  const dates = lines
    .map((l) => l.product.shipping_date)
    .filter((d): d is string => d !== null && Date.parse(d) > now.getTime())
    .sort();
  const byKind = (coupon: boolean) => [...applied.values()].filter((a) => (a.discount.code !== null) === coupon && appliesToCart.has(a.discount.id));
  return {
    currency: input.currency,
    vatRate,
    lines,
    unavailable,
    cartTotalInitial,
    cartTotal,
    shippingPriceInitial,
    shippingPrice,
    summary: cartTotal + shippingPrice,
    sales: byKind(false),
    coupons: byKind(true),
    shippingTime: times.length ? Math.max(...times) + (physical.length && shippingMethod ? shippingMethod.shipping_time_min : 0) : null,
    shippingDate: dates.at(-1) ?? null,
    shippingMethod,
    digitalShippingMethod,
  };
}
