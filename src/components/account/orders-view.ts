// What the orders list and the order details show of the platform's orders (number, status,
// delivery, total amount, products price, discount, paid or unpaid; dates as docs/rules.md#dates says, money by
// the one formatter). Pure: the pages render these rows and nothing else decides what they say.
import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { countryName } from '../../i18n/countries';
import { amountOf, formatMoney, roundMoney } from '../../lib/commerce/money';
import { formatDate } from '../../lib/commerce/dates';
import type { Order, OrderSummary } from '../../lib/account/orders';
import type { components } from '../../lib/platform';

type Address = components['schemas']['Address'];

/** `?page=` of the orders list: a whole number from 1; anything else is not a page. */
export const orderListPage = z.coerce.number().int().min(1).max(1_000_000);

/** The page asked for: 1 without `?page=`, null for a value that is not a page. */
export function requestedPage(raw: string | null): number | null {
  if (raw === null) return 1;
  const parsed = orderListPage.safeParse(raw.trim() === '' ? Number.NaN : raw);
  return parsed.success ? parsed.data : null;
}

export interface OrderStatusView {
  name: string;
  /** '#rrggbb' when the platform gives a readable hex colour (Heseya sends it without '#'). */
  color: string | null;
}

export function statusView(status: OrderSummary['status'], locale: Locale): OrderStatusView {
  const raw = status?.color?.trim().replace(/^#/, '') ?? '';
  const color = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(raw) ? `#${raw.toLowerCase()}` : null;
  return { name: status?.name?.trim() || t(locale, 'orders.noStatus'), color };
}

export const orderHref = (code: string, locale: Locale) => localizePath(`/account/orders/${encodeURIComponent(code)}`, locale);
export const payHref = (code: string, locale: Locale) => localizePath(`/pay/${encodeURIComponent(code)}`, locale);

export interface OrderRow {
  code: string;
  href: string;
  date: string;
  /** ISO date for <time datetime>. */
  dateTime: string;
  status: OrderStatusView;
  total: string;
  paid: boolean;
}

export function orderRow(order: OrderSummary, locale: Locale): OrderRow {
  return {
    code: order.code,
    href: orderHref(order.code, locale),
    date: formatDate(order.created_at),
    dateTime: order.created_at,
    status: statusView(order.status, locale),
    total: formatMoney(amountOf(order.summary), order.currency, locale),
    paid: order.paid,
  };
}

/** The lines of an address as printed on an envelope, the country named in the page's language. */
export function addressLines(address: Address, locale: Locale): string[] {
  return [
    address.name,
    address.company_name ?? '',
    address.address,
    `${address.zip} ${address.city}`.trim(),
    address.country ? countryName(address.country, locale) : '',
  ]
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export type DeliveryPlace = { kind: 'address'; lines: string[]; phone: string | null } | { kind: 'point'; text: string };

export interface DeliveryView {
  method: string | null;
  digitalMethod: string | null;
  place: DeliveryPlace | null;
}

/** Delivery: the method(s) and where to — an address, or a pick-up point as the platform wrote it. */
export function deliveryView(order: Pick<Order, 'shipping_method' | 'digital_shipping_method' | 'shipping_place'>, locale: Locale): DeliveryView {
  const place = order.shipping_place;
  return {
    method: order.shipping_method?.name ?? null,
    digitalMethod: order.digital_shipping_method?.name ?? null,
    place:
      typeof place === 'string'
        ? place.trim()
          ? { kind: 'point', text: place.trim() }
          : null
        : place
          ? { kind: 'address', lines: addressLines(place, locale), phone: place.phone?.trim() || null }
          : null,
  };
}

export interface OrderLineView {
  id: string;
  name: string;
  /** The product page, when the product still exists. */
  href: string | null;
  options: { name: string; value: string }[];
  quantity: number;
  unitPrice: string;
  /** The unit price before discounts, only when higher than what was paid. */
  unitPriceInitial: string | null;
  total: string;
}

export function orderLines(order: Pick<Order, 'products' | 'currency'>, locale: Locale): OrderLineView[] {
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  return order.products.map((line) => {
    const unit = amountOf(line.price);
    const initial = amountOf(line.price_initial);
    return {
      id: line.id,
      name: line.name,
      href: line.product?.slug ? localizePath(`/product/${encodeURIComponent(line.product.slug)}`, locale) : null,
      options: (line.schemas ?? []).filter((schema) => schema.value !== '').map((schema) => ({ name: schema.name, value: schema.value })),
      quantity: line.quantity,
      unitPrice: money(unit),
      unitPriceInitial: initial > unit ? money(initial) : null,
      total: money(roundMoney(unit * line.quantity)),
    };
  });
}

export interface AmountsView {
  productsPrice: string;
  shippingPrice: string;
  /** Each discount the order lists, as a negative amount; one unnamed line when the order lists none but paid less. */
  discounts: { label: string; amount: string }[];
  total: string;
}

/**
 * The summary: products and delivery before discounts, each discount, the total. The figures are the
 * platform's (cart_total_initial, shipping_price_initial, applied_discount, summary); an order that
 * lists no discounts but whose figures fell shows the difference as one discount line.
 */
export function amountsView(
  order: Pick<Order, 'cart_total' | 'cart_total_initial' | 'shipping_price' | 'shipping_price_initial' | 'summary' | 'currency' | 'discounts'>,
  locale: Locale,
): AmountsView {
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const products = order.cart_total_initial === undefined ? amountOf(order.cart_total) : amountOf(order.cart_total_initial);
  const shipping = order.shipping_price_initial === undefined ? amountOf(order.shipping_price) : amountOf(order.shipping_price_initial);
  const listed = (order.discounts ?? []).filter((discount) => amountOf(discount.applied_discount) > 0);
  const discounts = listed.map((discount) => ({
    label: discount.name.trim() ? t(locale, 'orders.detail.discountNamed', { name: discount.name.trim() }) : t(locale, 'orders.detail.discount'),
    amount: money(-amountOf(discount.applied_discount)),
  }));
  const difference = roundMoney(products + shipping - amountOf(order.summary));
  if (!discounts.length && difference > 0) discounts.push({ label: t(locale, 'orders.detail.discount'), amount: money(-difference) });
  return { productsPrice: money(products), shippingPrice: money(shipping), discounts, total: money(amountOf(order.summary)) };
}

/** The pay link is offered only for an order the platform says can take a payment (payable, not paid). */
export const canPay = (order: Pick<Order, 'payable' | 'paid'>) => order.payable && !order.paid;
