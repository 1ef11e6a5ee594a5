import { vatFraction } from '../catalogue/money.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps, C, RequestCtx } from '../http/context.ts';
import { allows, can, tr } from '../http/context.ts';
import { idOrSlug, query, parse } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { priceOut, priceOf, toCents } from '../catalogue/money.ts';
import { countryAllowed, currentCurrency, loadCurrencies } from '../channels/channel-store.ts';
import { loadPaymentMethod, loadPaymentMethods, loadShippingMethods, shippingPriceFor } from './shipping-store.ts';
import type { StoredPaymentMethod, StoredShippingMethod } from './shipping-types.ts';
import { loadOrderByCode } from './order-store.ts';

export function paymentMethodOut(c: C | RequestCtx, m: StoredPaymentMethod) {
  return {
    id: m.id,
    name: tr(c, m.translations)?.name ?? m.alias,
    alias: m.alias,
    public: m.public,
    icon: m.icon ?? '',
    url: '',
    type: m.kind,
    creates_default_payment: m.kind === 'online',
  };
}

export function shippingMethodOut(deps: Deps, c: C | RequestCtx, m: StoredShippingMethod, currency: string, cartValue: number) {
  const vat = (code: string) => vatFraction(loadCurrencies(deps.db).find((x) => x.code === code)?.vat_rate, 23);
  const currencies = Object.keys(m.price_ranges[0]?.value ?? {});
  return {
    id: m.id,
    name: tr(c, m.translations)?.name ?? '',
    description: tr(c, m.translations)?.description ?? '',
    shipping_type: m.shipping_type,
    payment_on_delivery: m.payment_on_delivery,
    public: m.public,
    price: priceOut(shippingPriceFor(m, currency, cartValue), currency, vat(currency)),
    prices: currencies.map((code) => priceOut(shippingPriceFor(m, code, code === currency ? cartValue : 0), code, vat(code))),
    price_ranges: m.price_ranges.map((r) => ({
      start: currencies.map((code) => priceOut(priceOf(r.start, code), code, vat(code))),
      value: currencies.map((code) => priceOut(priceOf(r.value, code), code, vat(code))),
    })),
    shipping_time_min: m.shipping_time_min,
    shipping_time_max: m.shipping_time_max,
    countries: m.countries.map((code) => ({ code, name: code })),
    is_block_list_countries: m.is_block_list_countries,
    is_block_list_products: false,
    payment_methods: loadPaymentMethods(deps.db)
      .filter((p) => m.payment_method_ids.includes(p.id) && p.public)
      .map((p) => paymentMethodOut(c, p)),
    shipping_points: m.shipping_points,
    metadata: m.metadata,
    logo: null,
  };
}

const listQuery = z
  .object({
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
    cart_value: z.union([z.string(), z.object({ value: z.string(), currency: z.string() })]).optional(),
    'cart_value[value]': z.string().optional(),
    'cart_value[currency]': z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    'cart_value.value': z.string().optional(),
    'cart_value.currency': z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  })
  .passthrough();

export function shippingRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/shipping-methods', (c) => {
    can(c, 'shipping_methods.show');
    const q = parse(listQuery, query(c));
    const currency = q['cart_value[currency]'] ?? q['cart_value.currency'] ?? q.currency ?? currentCurrency(deps.db, c.get('rc').channelId);
    const rawValue = q['cart_value[value]'] ?? q['cart_value.value'] ?? (typeof q.cart_value === 'string' ? q.cart_value : undefined) ?? '0';
    if (!Number.isFinite(Number(rawValue))) throw fieldError('cart_value.value', 'VALIDATION_NUMERIC', 'The cart value must be a number.');
    const cartValue = toCents(rawValue);
    const showHidden = allows(c, 'shipping_methods.show_hidden');
    const methods = loadShippingMethods(deps.db)
      .filter((m) => showHidden || m.public)
      .filter((m) => !q.country || countryAllowed(m.countries, m.is_block_list_countries, q.country))
      .map((m) => shippingMethodOut(deps, c, m, currency, cartValue));
    return c.json(paginate(methods, 1, 500, '/shipping-methods'));
  });

  app.get('/shipping-methods/:ref', (c) => {
    can(c, 'shipping_methods.show');
    const ref = idOrSlug(c.req.param('ref'));
    const m = 'id' in ref ? loadShippingMethods(deps.db).find((x) => x.id === ref.id) : undefined;
    if (!m) throw notFound('Shipping method');
    return c.json({ data: shippingMethodOut(deps, c, m, currentCurrency(deps.db, c.get('rc').channelId), 0) });
  });

  /** With order_code: the methods that can pay for that order (none once it is paid or paid on delivery). */
  app.get('/payment-methods', (c) => {
    can(c, 'payment_methods.show');
    const q = query(c);
    let methods = loadPaymentMethods(deps.db).filter((m) => m.public || allows(c, 'payment_methods.show_hidden'));
    if (typeof q.order_code === 'string') {
      const order = loadOrderByCode(deps.db, q.order_code);
      if (!order) throw notFound('Order');
      const shipping = loadShippingMethods(deps.db).find((m) => m.id === (order.shipping_method_id ?? order.digital_shipping_method_id));
      const allowed = shipping?.payment_method_ids ?? methods.map((m) => m.id);
      methods = order.paid ? [] : methods.filter((m) => allowed.includes(m.id));
    }
    if (typeof q.shipping_method_id === 'string') {
      const shipping = loadShippingMethods(deps.db).find((m) => m.id === q.shipping_method_id);
      if (!shipping) throw notFound('Shipping method');
      methods = methods.filter((m) => shipping.payment_method_ids.includes(m.id));
    }
    return c.json(
      paginate(
        methods.map((m) => paymentMethodOut(c, m)),
        1,
        500,
        '/payment-methods',
      ),
    );
  });

  app.get('/payment-methods/:ref', (c) => {
    can(c, 'payment_methods.show');
    const m = loadPaymentMethod(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!m) throw notFound('Payment method');
    return c.json({ data: paymentMethodOut(c, m) });
  });

  return app;
}
