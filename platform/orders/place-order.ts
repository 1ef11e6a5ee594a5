import { randomUUID } from 'node:crypto';
import type { Deps } from '../http/context.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { one, run, transaction } from '../db/database.ts';
import { fromCents, priceOf } from '../catalogue/money.ts';
import { priceCart } from '../cart/cart-pricing.ts';
import { countryAllowed, loadChannel } from '../channels/channel-store.ts';
import { currentListingPrices, loadProduct, saveProduct } from '../catalogue/store.ts';
import { isFilled } from '../cart/schema-pricing.ts';
import { loadStatuses } from './statuses.ts';
import { newOrderCode, saveOrder, quantityBoughtBy, type StoredOrder } from './order-store.ts';
import type { OrderInput } from './order-input.ts';
import type { StoredShippingMethod } from './shipping-types.ts';
import type { AddressData } from '../users/user-store.ts';
import { sendMail } from '../outbox/outbox.ts';
import { invalidateListingPrices } from '../catalogue/catalogue-index.ts';
import { clock, releaseUnpaidOrders } from './unpaid-orders.ts';

/** Metadata flags are on when true, 1, '1' or 'true'. */
const isFlagOn = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

const mismatch = (message: string) => new ApiError(422, 'ORDER_SHIPPING_METHOD_TYPE_MISMATCH', message);

function checkShippingPlace(
  method: StoredShippingMethod,
  place: OrderInput['shipping_place'],
  channelCountries: { countries: string[]; block: boolean },
): AddressData | string {
  const bad = (message: string) => fieldError('shipping_place', 'VALIDATION_SHIPPING_PLACE', message);
  if (method.shipping_type === 'address') {
    if (!place || typeof place === 'string') throw bad('This shipping method needs a delivery address.');
    if (!place.phone) throw fieldError('shipping_place.phone', 'VALIDATION_REQUIRED', 'A phone number is required for delivery.');
    if (!countryAllowed(method.countries, method.is_block_list_countries, place.country)) throw bad('This shipping method does not deliver to that country.');
    if (!countryAllowed(channelCountries.countries, channelCountries.block, place.country)) throw bad('This shop does not deliver to that country.');
    return place as AddressData;
  }
  // As Heseya (ShippingPlaceValidation): a point method's place is one of its points; a point-external
  // method's place is any text, since its points live with the provider (the storefront picks one in the
  // provider's own widget), so the platform cannot check them.
  if (method.shipping_type === 'point') {
    const point = typeof place === 'string' ? method.shipping_points.find((p) => p.id === place) : undefined;
    if (!point) throw bad('Shipping point does not exist.');
    // Heseya keeps the point's address as the order's shipping address, and answers it as shipping_place.
    return {
      id: point.id,
      name: point.name,
      address: point.address,
      zip: point.zip,
      city: point.city,
      country: point.country,
      phone: point.phone,
    } as AddressData;
  }
  if (typeof place !== 'string') throw bad('Shipping point should be string.');
  return place;
}

/** Validates everything first, then writes the order, stock and discount uses in one transaction. */
export function placeOrder(deps: Deps, input: OrderInput, userId: string | undefined, lang: string, options: { notify?: boolean } = {}): StoredOrder {
  const { db } = deps;
  // Stock held by orders left unpaid too long goes back before this order is checked against it.
  releaseUnpaidOrders(deps, clock(deps)());
  const items = input.items.map((item, i) => ({ ...item, cartitem_id: item.cartitem_id ?? String(i) }));
  const physical = items.filter(
    (i) => !one<{ d: number }>(db, "SELECT json_extract(data, '$.shipping_digital') AS d FROM products WHERE id = ?", i.product_id)?.d,
  );
  const digital = items.filter((i) => !physical.includes(i));

  const cart = priceCart(
    db,
    {
      currency: input.currency,
      sales_channel_id: input.sales_channel_id,
      items,
      coupons: input.coupons,
      shipping_method_id: physical.length ? input.shipping_method_id : null,
      digital_shipping_method_id: digital.length ? input.digital_shipping_method_id : null,
    },
    { strict: true, userId },
  );

  if (physical.length && !cart.shippingMethod) throw fieldError('shipping_method_id', 'VALIDATION_REQUIRED', 'Choose a shipping method.');
  if (digital.length && !cart.digitalShippingMethod) throw fieldError('digital_shipping_method_id', 'VALIDATION_REQUIRED', 'Choose a digital shipping method.');
  if (!physical.length && input.shipping_method_id) throw mismatch('There are no physical products to ship with this method.');
  if (!digital.length && input.digital_shipping_method_id) throw mismatch('There are no digital products for this method.');
  if (cart.shippingMethod?.shipping_type === 'digital') throw mismatch('Physical products need a physical shipping method.');
  if (cart.digitalShippingMethod && cart.digitalShippingMethod.shipping_type !== 'digital') throw mismatch('Digital products need a digital shipping method.');
  for (const m of [cart.shippingMethod, cart.digitalShippingMethod]) {
    if (m && !m.public) throw fieldError('shipping_method_id', 'VALIDATION_EXISTS', 'This shipping method does not exist.');
  }

  const channel = loadChannel(db, input.sales_channel_id)!;
  const shippingPlace = cart.shippingMethod
    ? checkShippingPlace(cart.shippingMethod, input.shipping_place, { countries: channel.countries, block: channel.countries_block_list })
    : null;

  const restrictLockers = one<{ value: string }>(db, "SELECT value FROM settings WHERE name = 'restrict_paczkomat_delivery'")?.value === '1';
  if (
    restrictLockers &&
    isFlagOn(cart.shippingMethod?.metadata.paczkomat) &&
    cart.lines.some((l) => !l.product.shipping_digital && !isFlagOn(l.product.metadata.paczkomat))
  ) {
    throw mismatch('Some products do not fit a parcel locker.');
  }
  if (input.invoice_requested && !input.billing_address.vat)
    throw fieldError('billing_address.vat', 'VALIDATION_REQUIRED', 'A VAT number is needed for an invoice.');
  if (input.payment_method_id) {
    const methodIds = cart.shippingMethod?.payment_method_ids ?? cart.digitalShippingMethod?.payment_method_ids ?? [];
    if (!methodIds.includes(input.payment_method_id))
      throw new ApiError(422, 'PAYMENT_METHOD_NOT_AVAILABLE_FOR_SHIPPING', 'This payment method is not available for the chosen shipping.');
  }
  const ordered = new Map<string, number>();
  for (const line of cart.lines) ordered.set(line.product.id, (ordered.get(line.product.id) ?? 0) + line.quantity);
  for (const [productId, quantity] of ordered) {
    const limit = cart.lines.find((l) => l.product.id === productId)!.product.purchase_limit_per_user;
    if (limit === null) continue;
    const before = userId ? quantityBoughtBy(db, userId, productId) : 0;
    if (before + quantity > limit) throw new ApiError(422, 'PRODUCT_PURCHASE_LIMIT', `You can buy at most ${limit} of this product.`);
  }
  for (const [productId, quantity] of ordered) {
    const stock = cart.lines.find((l) => l.product.id === productId)!.product.quantity;
    if (stock !== null && stock < quantity) throw new ApiError(422, 'ORDER_NOT_ENOUGH_ITEMS_IN_WAREHOUSE', 'Not enough items in stock.');
  }

  const status = loadStatuses(db).find((s) => !s.cancel && !s.hidden);
  if (!status) throw new ApiError(500, 'INTERNAL_SERVER_ERROR', 'The shop has no order statuses.');
  const applied = [...cart.sales, ...cart.coupons];
  const order: StoredOrder = {
    id: randomUUID(),
    code: newOrderCode(db),
    email: input.email,
    comment: input.comment ?? null,
    currency: cart.currency,
    vat_rate: String(cart.vatRate),
    sales_channel_id: channel.id,
    user_id: userId ?? null,
    status_id: status.id,
    paid: false,
    shipping_method_id: cart.shippingMethod?.id ?? null,
    digital_shipping_method_id: cart.digitalShippingMethod?.id ?? null,
    shipping_place: shippingPlace,
    billing_address: input.billing_address as AddressData,
    invoice_requested: input.invoice_requested,
    products: cart.lines.map((l) => ({
      id: randomUUID(),
      product_id: l.product.id,
      names: Object.fromEntries(Object.entries(l.product.translations).map(([iso, t]) => [iso, t.name])),
      quantity: l.quantity,
      price: fromCents(l.totalDiscounted / l.quantity),
      price_initial: fromCents(l.unitInitial),
      shipping_digital: l.product.shipping_digital,
      schemas: l.product.schemas
        .filter((s) => isFilled(s, l.schemas[s.id]))
        .map((s) => {
          const value = l.schemas[s.id];
          const option = s.type === 'select' ? s.options.find((o) => o.id === value) : undefined;
          return {
            id: s.id,
            name: s.translations[lang]?.name ?? Object.values(s.translations)[0]?.name ?? '',
            value: option ? (option.translations[lang]?.name ?? Object.values(option.translations)[0]?.name ?? '') : String(value),
            price: fromCents(option ? priceOf(option.prices, cart.currency) : priceOf(s.prices, cart.currency)),
          };
        }),
    })),
    cart_total_initial: fromCents(cart.cartTotalInitial),
    cart_total: fromCents(cart.cartTotal),
    shipping_price_initial: fromCents(cart.shippingPriceInitial),
    shipping_price: fromCents(cart.shippingPrice),
    summary: fromCents(cart.summary),
    discounts: applied.map((a) => ({
      discount_id: a.discount.id,
      name: a.discount.translations[lang]?.name ?? '',
      code: a.discount.code,
      target_type: a.discount.target_type,
      applied_discount: fromCents(a.value),
    })),
    discount_ids: applied.map((a) => a.discount.id),
    metadata: input.metadata,
    metadata_private: {},
    language: lang,
    created_at: clock(deps)().toISOString(),
    payment_method_id: input.payment_method_id ?? null,
    documents: [],
  };

  transaction(db, () => {
    saveOrder(db, order);
    for (const [productId, quantity] of ordered) {
      const product = loadProduct(db, { id: productId })!;
      if (product.quantity !== null) saveProduct(db, { ...product, quantity: product.quantity - quantity });
    }
    for (const a of applied) run(db, 'UPDATE discounts SET uses = uses + 1 WHERE id = ?', a.discount.id);
    // A sale limited in uses may just have run out: the listing prices are computed again.
    if (applied.some((a) => a.discount.code === null && a.discount.condition_groups.some((g) => g.conditions.some((x) => x.type === 'max-uses'))))
      invalidateListingPrices(db);
    currentListingPrices(db);
  });
  if (options.notify !== false) {
    const lines = order.products.map((l) => `- ${l.names[lang] ?? Object.values(l.names)[0]} × ${l.quantity}: ${l.price} ${order.currency}`);
    sendMail(deps.dataDir, {
      kind: 'order-created',
      to: order.email,
      subject: lang === 'en' ? `Order ${order.code} received` : `Przyjęliśmy zamówienie ${order.code}`,
      text: [...lines, '', `${lang === 'en' ? 'Total' : 'Razem'}: ${order.summary} ${order.currency}`].join('\n'),
      data: { code: order.code, summary: order.summary, currency: order.currency },
    });
  }
  return order;
}
