import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { can } from '../http/context.ts';
import { body } from '../http/input.ts';
import { ApiError, fieldError, fromZod, notFound } from '../http/errors.ts';
import { all, one, run, transaction } from '../db/database.ts';
import { loadLanguages, currentCurrency } from '../channels/channel-store.ts';
import { loadPaymentMethod, loadPaymentMethods, loadShippingMethod, loadShippingMethods } from './shipping-store.ts';
import { SHIPPING_TYPES, type StoredPaymentMethod, type StoredShippingMethod } from './shipping-types.ts';
import { paymentMethodOut, shippingMethodOut } from './shipping-routes.ts';
import { addressInput } from './order-input.ts';

const amount = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/);
const shippingInput = z
  .object({
    id: z.uuid().optional(),
    name: z.string().trim().min(1).max(255),
    shipping_type: z.enum(SHIPPING_TYPES).default('address'),
    payment_on_delivery: z.boolean().default(false),
    public: z.boolean().default(true),
    is_block_list_countries: z.boolean().default(false),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(300)
      .default([]),
    payment_methods: z.array(z.uuid()).max(50).default([]),
    shipping_time_min: z.number().int().min(0).max(365).default(1),
    shipping_time_max: z.number().int().min(0).max(365).default(3),
    shipping_points: z.array(addressInput).max(100).default([]),
    price_ranges: z
      .array(z.object({ start: amount, value: amount, currency: z.string().regex(/^[A-Z]{3}$/) }))
      .min(1)
      .max(50),
    metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  })
  .refine((m) => m.shipping_time_min <= m.shipping_time_max, { path: ['shipping_time_max'], message: 'must not be below shipping_time_min' });

const paymentInput = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(1).max(255),
  alias: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/)
    .max(64),
  public: z.boolean().default(true),
  icon: z.string().max(2000).nullable().default(null),
  type: z.enum(['online', 'offline', 'on-delivery']).nullable().default('online'),
  shipping_methods: z.array(z.uuid()).max(50).default([]),
});

/** Staff management of shipping and payment methods. */
export function shippingAdminRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const langs = () => loadLanguages(deps.db).map((l) => l.iso);
  const ranges = (list: z.infer<typeof shippingInput>['price_ranges']) => {
    const starts = [...new Set(list.map((r) => r.start))];
    return starts.map((start) => ({
      start: Object.fromEntries(list.filter((r) => r.start === start).map((r) => [r.currency, start])),
      value: Object.fromEntries(list.filter((r) => r.start === start).map((r) => [r.currency, r.value])),
    }));
  };
  const checkPayments = (ids: string[]) => {
    for (const id of ids) if (!loadPaymentMethod(deps.db, id)) throw fieldError('payment_methods', 'VALIDATION_EXISTS', 'Unknown payment method.');
  };
  const save = (m: StoredShippingMethod) =>
    run(
      deps.db,
      'INSERT INTO shipping_methods (id, sort, data) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data',
      m.id,
      m.sort,
      JSON.stringify(m),
    );
  const toStored = (input: z.infer<typeof shippingInput>, id: string, sort: number, existing?: StoredShippingMethod): StoredShippingMethod => {
    if (input.price_ranges.every((r) => Number(r.start) !== 0))
      throw fieldError('price_ranges', 'VALIDATION_SHIPPING_METHOD_PRICE_RANGES', 'A price range must start at 0.');
    return {
      id,
      sort,
      shipping_type: input.shipping_type,
      payment_on_delivery: input.payment_on_delivery,
      public: input.public,
      translations: { ...existing?.translations, ...Object.fromEntries(langs().map((iso) => [iso, { name: input.name, description: '' }])) },
      price_ranges: ranges(input.price_ranges),
      shipping_time_min: input.shipping_time_min,
      shipping_time_max: input.shipping_time_max,
      countries: input.countries,
      is_block_list_countries: input.is_block_list_countries,
      payment_method_ids: input.payment_methods,
      shipping_points: input.shipping_points.map((p) => ({
        id: randomUUID(),
        name: p.name,
        address: p.address,
        zip: p.zip,
        city: p.city,
        country: p.country,
        phone: p.phone ?? '',
      })),
      metadata: input.metadata,
    };
  };

  app.post('/shipping-methods', async (c) => {
    can(c, 'shipping_methods.add');
    const input = await body(c, shippingInput);
    checkPayments(input.payment_methods);
    if (input.id && loadShippingMethod(deps.db, input.id)) throw fieldError('id', 'VALIDATION_UNIQUE', 'This id is taken.');
    const m = toStored(input, input.id ?? randomUUID(), loadShippingMethods(deps.db).length);
    save(m);
    return c.json({ data: shippingMethodOut(deps, c, m, currentCurrency(deps.db, c.get('rc').channelId), 0) }, 201);
  });
  app.patch('/shipping-methods/:ref', async (c) => {
    can(c, 'shipping_methods.edit');
    const existing = loadShippingMethod(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!existing) throw notFound('Shipping method');
    const raw = await body(c, z.record(z.string(), z.unknown()));
    const current = {
      name: existing.translations.pl?.name ?? Object.values(existing.translations)[0]?.name,
      shipping_type: existing.shipping_type,
      payment_on_delivery: existing.payment_on_delivery,
      public: existing.public,
      is_block_list_countries: existing.is_block_list_countries,
      countries: existing.countries,
      payment_methods: existing.payment_method_ids,
      shipping_time_min: existing.shipping_time_min,
      shipping_time_max: existing.shipping_time_max,
      metadata: existing.metadata,
      price_ranges: existing.price_ranges.flatMap((r) =>
        Object.keys(r.value).map((currency) => ({ start: r.start[currency] ?? '0', value: r.value[currency]!, currency })),
      ),
    };
    const parsed = shippingInput.safeParse({ ...current, ...raw });
    if (!parsed.success) throw fromZod(parsed.error);
    checkPayments(parsed.data.payment_methods);
    const m = toStored(parsed.data, existing.id, existing.sort, existing);
    if (raw.shipping_points === undefined) m.shipping_points = existing.shipping_points;
    save(m);
    return c.json({ data: shippingMethodOut(deps, c, m, currentCurrency(deps.db, c.get('rc').channelId), 0) });
  });
  app.delete('/shipping-methods/:ref', (c) => {
    can(c, 'shipping_methods.remove');
    const existing = loadShippingMethod(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!existing) throw notFound('Shipping method');
    const used = all<{ n: number }>(
      deps.db,
      "SELECT COUNT(*) AS n FROM orders WHERE json_extract(data, '$.shipping_method_id') = ? OR json_extract(data, '$.digital_shipping_method_id') = ?",
      existing.id,
      existing.id,
    )[0]!.n;
    if (used > 0) throw new ApiError(422, 'CLIENT_DELETE_WHEN_RELATION_EXISTS', 'Orders use this shipping method.');
    run(deps.db, 'DELETE FROM shipping_methods WHERE id = ?', existing.id);
    return c.body(null, 204);
  });

  const savePaymentMethod = (m: StoredPaymentMethod, shippingIds: string[] | undefined) =>
    transaction(deps.db, () => {
      run(deps.db, 'INSERT INTO payment_methods (id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data', m.id, JSON.stringify(m));
      if (shippingIds === undefined) return;
      for (const s of loadShippingMethods(deps.db)) {
        const has = s.payment_method_ids.includes(m.id);
        const wants = shippingIds.includes(s.id);
        if (has !== wants)
          run(
            deps.db,
            'UPDATE shipping_methods SET data = ? WHERE id = ?',
            JSON.stringify({ ...s, payment_method_ids: wants ? [...s.payment_method_ids, m.id] : s.payment_method_ids.filter((x) => x !== m.id) }),
            s.id,
          );
      }
    });
  app.post('/payment-methods', async (c) => {
    can(c, 'payment_methods.add');
    const input = await body(c, paymentInput);
    if (loadPaymentMethods(deps.db).some((m) => m.alias === input.alias)) throw fieldError('alias', 'VALIDATION_UNIQUE', 'This alias is taken.');
    for (const id of input.shipping_methods)
      if (!loadShippingMethod(deps.db, id)) throw fieldError('shipping_methods', 'VALIDATION_EXISTS', 'Unknown shipping method.');
    const m: StoredPaymentMethod = {
      id: input.id ?? randomUUID(),
      alias: input.alias,
      kind: input.type ?? 'online',
      public: input.public,
      icon: input.icon,
      translations: Object.fromEntries(langs().map((iso) => [iso, { name: input.name }])),
    };
    savePaymentMethod(m, input.shipping_methods);
    return c.json({ data: paymentMethodOut(c, m) }, 201);
  });
  app.patch('/payment-methods/:ref', async (c) => {
    can(c, 'payment_methods.edit');
    const existing = loadPaymentMethod(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!existing) throw notFound('Payment method');
    const input = await body(c, paymentInput.partial());
    const m: StoredPaymentMethod = {
      ...existing,
      alias: input.alias ?? existing.alias,
      kind: input.type ?? existing.kind,
      public: input.public ?? existing.public,
      icon: input.icon === undefined ? existing.icon : input.icon,
      translations: input.name ? Object.fromEntries(langs().map((iso) => [iso, { name: input.name! }])) : existing.translations,
    };
    savePaymentMethod(m, input.shipping_methods);
    return c.json({ data: paymentMethodOut(c, m) });
  });
  app.delete('/payment-methods/:ref', (c) => {
    can(c, 'payment_methods.remove');
    const existing = loadPaymentMethod(deps.db, c.req.param('ref').replace(/^id:/, ''));
    if (!existing) throw notFound('Payment method');
    if (one(deps.db, "SELECT id FROM payments WHERE json_extract(data, '$.method_id') = ?", existing.id))
      throw new ApiError(422, 'CLIENT_DELETE_WHEN_RELATION_EXISTS', 'Payments use this method.');
    savePaymentMethod(existing, []);
    run(deps.db, 'DELETE FROM payment_methods WHERE id = ?', existing.id);
    return c.body(null, 204);
  });
  return app;
}
