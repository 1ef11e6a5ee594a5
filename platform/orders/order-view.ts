import type { Deps, RequestCtx } from '../http/context.ts';
import { tr } from '../http/context.ts';
import { loadOrders, loadPayments, type StoredOrder, type StoredPayment } from './order-store.ts';
import { loadStatuses, statusOut } from './statuses.ts';
import { loadPaymentMethods, loadShippingMethod } from './shipping-store.ts';
import { loadProduct } from '../catalogue/store.ts';
import { catalogueContext, mediaById } from '../catalogue/catalogue-context.ts';
import { setShort } from '../catalogue/set-view.ts';
import { loadChannel, loadCountries } from '../channels/channel-store.ts';
import type { AddressData } from '../users/user-store.ts';
import { shippingMethodOut } from './shipping-routes.ts';
import { loadUser } from '../users/user-store.ts';

/** An order can take a payment when it is unpaid, not canceled, not paid on delivery and costs something. */
export function isPayable(deps: Deps, o: StoredOrder): boolean {
  const status = loadStatuses(deps.db).find((s) => s.id === o.status_id);
  const shipping = o.shipping_method_id ? loadShippingMethod(deps.db, o.shipping_method_id) : undefined;
  return !o.paid && !status?.cancel && !shipping?.payment_on_delivery && Number(o.summary) > 0;
}

export function paymentOut(p: StoredPayment) {
  return {
    id: p.id,
    external_id: p.external_id,
    method: p.method,
    method_id: p.method_id,
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    redirect_url: p.redirect_url,
    continue_url: p.continue_url,
    date: p.date,
  };
}

/** The order's shipping method as Heseya gives it in an order: the whole method, priced for the order's cart. */
function shippingOut(rc: RequestCtx, deps: Deps, o: StoredOrder, id: string | null) {
  const m = id ? loadShippingMethod(deps.db, id) : undefined;
  return m ? shippingMethodOut(deps, rc, m, o.currency, Math.round(Number(o.cart_total) * 100)) : null;
}

function salesChannelOut(rc: RequestCtx, deps: Deps, o: StoredOrder) {
  const channel = loadChannel(deps.db, o.sales_channel_id);
  return channel
    ? {
        id: channel.id,
        slug: channel.slug,
        name: tr(rc, channel.translations)?.name ?? channel.slug,
        status: channel.status,
        vat_rate: channel.vat_rate,
        default_currency: { code: channel.default_currency, name: channel.default_currency, decimal_places: 2 },
        countries: channel.countries,
        countries_block_list: channel.countries_block_list,
      }
    : null;
}

/** An order's address as Heseya gives it: vat null when none, country_name from the shop's countries. */
function addressOut(deps: Deps, a: AddressData | string | null) {
  if (a === null || typeof a === 'string') return a;
  const country = loadCountries(deps.db).find((x) => x.code === a.country);
  return { ...a, vat: a.vat || null, country_name: a.country_name || country?.name || a.country };
}

function shippingTypeOf(deps: Deps, o: StoredOrder) {
  if (o.shipping_method_id && o.digital_shipping_method_id) return null;
  const id = o.shipping_method_id ?? o.digital_shipping_method_id;
  return (id ? loadShippingMethod(deps.db, id) : undefined)?.shipping_type ?? null;
}

/** What anyone holding the code may read (Heseya's OrderPublic), before the embedded platform's payment extras. */
export function orderPublicOut(deps: Deps, rc: RequestCtx, o: StoredOrder) {
  return {
    id: o.id,
    code: o.code,
    status: statusOut(
      rc,
      loadStatuses(deps.db).find((s) => s.id === o.status_id),
    ),
    paid: o.paid,
    payable: isPayable(deps, o),
    cart_total_initial: o.cart_total_initial,
    cart_total: o.cart_total,
    shipping_price_initial: o.shipping_price_initial,
    shipping_price: o.shipping_price,
    summary: o.summary,
    currency: o.currency,
    shipping_method: shippingOut(rc, deps, o, o.shipping_method_id),
    digital_shipping_method: shippingOut(rc, deps, o, o.digital_shipping_method_id),
    created_at: o.created_at,
    metadata: o.metadata,
  };
}

export function orderSummaryOut(deps: Deps, rc: RequestCtx, o: StoredOrder) {
  const paidCents = loadPayments(deps.db, o.id)
    .filter((p) => p.status === 'successful')
    .reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);
  return {
    id: o.id,
    code: o.code,
    email: o.email,
    currency: o.currency,
    status: statusOut(
      rc,
      loadStatuses(deps.db).find((s) => s.id === o.status_id),
    ),
    paid: o.paid,
    payable: isPayable(deps, o),
    summary: o.summary,
    summary_paid: (paidCents / 100).toFixed(2),
    shipping_price: o.shipping_price,
    shipping_price_initial: o.shipping_price_initial,
    cart_total: o.cart_total,
    cart_total_initial: o.cart_total_initial,
    shipping_method: shippingOut(rc, deps, o, o.shipping_method_id),
    digital_shipping_method: shippingOut(rc, deps, o, o.digital_shipping_method_id),
    created_at: o.created_at,
    metadata: o.metadata,
    // Heseya's OrderResource base (lists included):
    comment: o.comment,
    shipping_type: shippingTypeOf(deps, o),
    invoice_requested: o.invoice_requested,
    billing_address: addressOut(deps, o.billing_address),
    shipping_place: addressOut(deps, o.shipping_place),
    documents: o.documents ?? [],
    // The language the order was placed in: its product and option names are in it (Heseya's Order.language).
    language: o.language,
    sales_channel: salesChannelOut(rc, deps, o),
  };
}

export function orderOut(deps: Deps, rc: RequestCtx, o: StoredOrder, showPrivate = false) {
  const cc = catalogueContext(deps, rc);
  const payments = loadPayments(deps.db, o.id);
  const lastMethodId = payments.at(-1)?.method_id ?? o.payment_method_id;
  const method = lastMethodId ? loadPaymentMethods(deps.db).find((m) => m.id === lastMethodId) : undefined;
  return {
    ...orderSummaryOut(deps, rc, o),
    products: o.products.map((line) => {
      const product = loadProduct(deps.db, { id: line.product_id });
      return {
        id: line.id,
        name: line.names[rc.lang] ?? line.names[rc.defaultLang] ?? Object.values(line.names)[0] ?? '',
        quantity: line.quantity,
        price: line.price,
        price_initial: line.price_initial,
        shipping_digital: line.shipping_digital,
        is_delivered: o.paid && line.shipping_digital,
        schemas: line.schemas.map((s) => ({ name: s.name, value: s.value, price: s.price })),
        urls: o.paid && line.shipping_digital ? [{ name: 'download', url: `${deps.publicUrl()}/downloads/${o.code}/${line.id}` }] : [],
        product: product
          ? {
              id: product.id,
              slug: product.slug,
              name: tr(rc, product.translations)?.name ?? product.slug,
              cover: mediaById(cc, product.cover_id),
              sets: product.set_ids.flatMap((id) => {
                const s = cc.sets.find((x) => x.id === id);
                return s ? [setShort(cc, s)] : [];
              }),
            }
          : null,
      };
    }),
    shipping_number: null,
    payment_method: method
      ? {
          id: method.id,
          name: tr(rc, method.translations)?.name ?? method.alias,
          alias: method.alias,
          public: method.public,
          icon: method.icon ?? '',
          url: null,
          type: method.kind,
          creates_default_payment: method.kind === 'online',
        }
      : null,
    payment_method_type: method?.kind ?? null,
    payments: payments.map(paymentOut),
    discounts: o.discounts,
    buyer: buyerOut(deps, o),
    ...(showPrivate ? { metadata_private: o.metadata_private } : {}),
  };
}

/** Heseya's Order.buyer: the customer who placed it (their short user), null for a guest. */
function buyerOut(deps: Deps, o: StoredOrder) {
  const user = o.user_id ? loadUser(deps.db, o.user_id) : undefined;
  return user ? { id: user.id, email: user.email, name: user.name, avatar: '', is_tfa_active: user.tfa?.active ?? false, metadata: {} } : null;
}

export function ordersOfUser(deps: Deps, userId: string) {
  return loadOrders(deps.db, userId);
}
