import type { Deps, RequestCtx } from '../http/context.ts';
import { tr } from '../http/context.ts';
import { loadOrders, loadPayments, type StoredOrder, type StoredPayment } from './order-store.ts';
import { loadStatuses, statusOut } from './statuses.ts';
import { loadPaymentMethods, loadShippingMethod } from './shipping-store.ts';
import { loadProduct } from '../catalogue/store.ts';
import { catalogueContext, mediaById } from '../catalogue/catalogue-context.ts';
import { setShort } from '../catalogue/set-view.ts';
import { loadChannel } from '../channels/channel-store.ts';

/** An order can take a payment when it is unpaid, not canceled, not paid on delivery and costs something. */
export function isPayable(deps: Deps, o: StoredOrder): boolean {
  const status = loadStatuses(deps.db).find((s) => s.id === o.status_id);
  const shipping = o.shipping_method_id ? loadShippingMethod(deps.db, o.shipping_method_id) : undefined;
  return !o.paid && !status?.cancel && !shipping?.payment_on_delivery && Number(o.summary) > 0;
}

export function paymentOut(p: StoredPayment) {
  return { id: p.id, external_id: p.external_id, method: p.method, method_id: p.method_id, amount: p.amount, currency: p.currency, status: p.status, redirect_url: p.redirect_url, continue_url: p.continue_url, date: p.date };
}

function shippingOut(rc: RequestCtx, deps: Deps, id: string | null) {
  const m = id ? loadShippingMethod(deps.db, id) : undefined;
  return m ? { id: m.id, name: tr(rc, m.translations)?.name ?? '', shipping_type: m.shipping_type } : null;
}

export function orderSummaryOut(deps: Deps, rc: RequestCtx, o: StoredOrder) {
  const paidCents = loadPayments(deps.db, o.id).filter((p) => p.status === 'successful').reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);
  return {
    id: o.id,
    code: o.code,
    email: o.email,
    currency: o.currency,
    status: statusOut(rc, loadStatuses(deps.db).find((s) => s.id === o.status_id)),
    paid: o.paid,
    payable: isPayable(deps, o),
    summary: o.summary,
    summary_paid: (paidCents / 100).toFixed(2),
    shipping_price: o.shipping_price,
    shipping_price_initial: o.shipping_price_initial,
    cart_total: o.cart_total,
    cart_total_initial: o.cart_total_initial,
    shipping_method: shippingOut(rc, deps, o.shipping_method_id),
    digital_shipping_method: shippingOut(rc, deps, o.digital_shipping_method_id),
    created_at: o.created_at,
    metadata: o.metadata,
    documents: o.documents ?? [],
  };
}

export function orderOut(deps: Deps, rc: RequestCtx, o: StoredOrder, showPrivate = false) {
  const cc = catalogueContext(deps, rc);
  const payments = loadPayments(deps.db, o.id);
  const lastMethodId = payments.at(-1)?.method_id ?? o.payment_method_id;
  const method = lastMethodId ? loadPaymentMethods(deps.db).find((m) => m.id === lastMethodId) : undefined;
  const channel = loadChannel(deps.db, o.sales_channel_id);
  const shippingType = o.shipping_method_id && o.digital_shipping_method_id ? null
    : (o.shipping_method_id ? loadShippingMethod(deps.db, o.shipping_method_id) : o.digital_shipping_method_id ? loadShippingMethod(deps.db, o.digital_shipping_method_id) : undefined)?.shipping_type ?? null;
  return {
    ...orderSummaryOut(deps, rc, o),
    comment: o.comment,
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
        product: product ? {
          id: product.id,
          slug: product.slug,
          name: tr(rc, product.translations)?.name ?? product.slug,
          cover: mediaById(cc, product.cover_id),
          sets: product.set_ids.flatMap((id) => { const s = cc.sets.find((x) => x.id === id); return s ? [setShort(cc, s)] : []; }),
        } : null,
      };
    }),
    billing_address: o.billing_address,
    shipping_place: o.shipping_place,
    shipping_type: shippingType,
    shipping_number: null,
    invoice_requested: o.invoice_requested,
    payment_method: method ? { id: method.id, name: tr(rc, method.translations)?.name ?? method.alias, alias: method.alias, public: method.public, icon: method.icon ?? '', url: null, type: method.kind, creates_default_payment: method.kind === 'online' } : null,
    payments: payments.map(paymentOut),
    sales_channel: channel ? { id: channel.id, slug: channel.slug, name: tr(rc, channel.translations)?.name ?? channel.slug, status: channel.status, vat_rate: channel.vat_rate, default_currency: { code: channel.default_currency, name: channel.default_currency, decimal_places: 2 }, countries: channel.countries, countries_block_list: channel.countries_block_list } : null,
    discounts: o.discounts,
    // The language the order was placed in: its product and option names are in it (Heseya's Order.language).
    language: o.language,
    ...(showPrivate ? { metadata_private: o.metadata_private } : {}),
  };
}

export function ordersOfUser(deps: Deps, userId: string) {
  return loadOrders(deps.db, userId);
}
