import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps, C } from '../http/context.ts';
import { allows, can } from '../http/context.ts';
import { saleOut } from '../catalogue/sale-view.ts';
import { body, pageParams, query, parse } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { fieldError, fromZod, notFound } from '../http/errors.ts';
import { run, transaction } from '../db/database.ts';
import { currentListingPrices, loadDiscounts, saveDiscount } from '../catalogue/store.ts';
import { loadLanguages } from '../channels/channel-store.ts';
import { CONDITION_TYPES, DISCOUNT_TARGETS, type StoredDiscount } from './discount-types.ts';
import { invalidateListingPrices } from '../catalogue/catalogue-index.ts';
import { catalogueContext } from '../catalogue/catalogue-context.ts';
import { loadProduct } from '../catalogue/store.ts';
import { productListItem, productVisible } from '../catalogue/product-view.ts';
import { setIsVisible, setShort } from '../catalogue/set-view.ts';
import { currentCurrency } from '../channels/channel-store.ts';
import { loadShippingMethods } from '../orders/shipping-store.ts';
import { shippingMethodOut } from '../orders/shipping-routes.ts';

const money = z.array(z.object({ value: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/), currency: z.string().regex(/^[A-Z]{3}$/) })).max(20);
const discountInput = z
  .object({
    name: z.string().trim().min(1).max(255),
    description: z.string().max(5000).default(''),
    description_html: z.string().max(100_000).default(''),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,64}$/)
      .optional(),
    percentage: z
      .string()
      .regex(/^\d{1,3}(\.\d{1,4})?$/)
      .refine((p) => Number(p) <= 100, 'at most 100')
      .nullable()
      .optional(),
    amounts: money.nullable().optional(),
    target_type: z.enum(DISCOUNT_TARGETS),
    target_is_allow_list: z.boolean().default(true),
    target_products: z.array(z.uuid()).max(500).default([]),
    target_sets: z.array(z.uuid()).max(500).default([]),
    target_shipping_methods: z.array(z.uuid()).max(100).default([]),
    condition_groups: z
      .array(z.object({ conditions: z.array(z.object({ type: z.enum(CONDITION_TYPES) }).passthrough()).max(50) }))
      .max(20)
      .default([]),
    priority: z.number().int().min(0).max(1000).default(0),
    active: z.boolean().default(true),
  })
  .refine((d) => (d.percentage ? 1 : 0) + (d.amounts ? 1 : 0) === 1, { message: 'Give either a percentage or amounts.', path: ['percentage'] });

/** Order-value bounds arrive as price lists and are kept per currency. */
function conditionIn(cond: Record<string, unknown>): Record<string, unknown> {
  const money = (v: unknown) => (Array.isArray(v) ? Object.fromEntries(v.map((x: { currency: string; value: string }) => [x.currency, x.value])) : null);
  return cond.type === 'order-value' ? { is_in_range: true, ...cond, min_values: money(cond.min_values), max_values: money(cond.max_values) } : cond;
}

/** What a discount's input sets of its stored rules (value, targets, conditions, priority), on creation and on every edit. */
function discountRules(input: z.infer<typeof discountInput>) {
  return {
    percentage: input.percentage ?? null,
    amounts: input.amounts ? Object.fromEntries(input.amounts.map((a) => [a.currency, a.value])) : null,
    target_type: input.target_type,
    target_is_allow_list: input.target_is_allow_list,
    target_products: input.target_products,
    target_sets: input.target_sets,
    target_shipping_methods: input.target_shipping_methods,
    condition_groups: input.condition_groups.map((g) => ({ conditions: g.conditions.map(conditionIn) })) as StoredDiscount['condition_groups'],
    priority: input.priority,
    active: input.active,
  };
}

export function discountRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const moneyList = (m: unknown) =>
    m && typeof m === 'object' ? Object.entries(m as Record<string, string>).map(([currency, value]) => ({ value, currency })) : null;
  const conditionOut = (cond: Record<string, unknown>) => ({
    ...cond,
    ...('min_values' in cond ? { min_values: moneyList(cond.min_values) } : {}),
    ...('max_values' in cond ? { max_values: moneyList(cond.max_values) } : {}),
  });
  const published = () => loadLanguages(deps.db).map((l) => l.id);
  const out = (c: C, d: StoredDiscount & { uses?: number }) => ({
    ...saleOut(c.get('rc'), published(), d, allows(c, d.code === null ? 'sales.show_metadata_private' : 'coupons.show_metadata_private')),
    code: d.code,
    target_products: d.target_products,
    target_sets: d.target_sets,
    target_shipping_methods: d.target_shipping_methods,
    condition_groups: d.condition_groups.map((g) => ({ conditions: g.conditions.map((x) => conditionOut(x as unknown as Record<string, unknown>)) })),
  });
  /** One sale or coupon as Heseya shows it (SaleShow): its targets as objects, not ids. */
  const detail = (c: C, d: StoredDiscount & { uses?: number }) => {
    const cc = catalogueContext(deps, c.get('rc'));
    const currency = currentCurrency(deps.db, c.get('rc').channelId);
    const methods = loadShippingMethods(deps.db);
    // Staff who edit it see every target; shoppers only what the shop shows them.
    const staff = allows(c, d.code === null ? 'sales.edit' : 'coupons.edit');
    return {
      ...out(c, d),
      target_products: d.target_products.flatMap((id) => {
        const p = loadProduct(deps.db, { id });
        return p && (staff || productVisible(cc, p)) ? [productListItem(cc, p)] : [];
      }),
      target_sets: d.target_sets.flatMap((id) => {
        const s = cc.sets.find((x) => x.id === id);
        return s && (staff || setIsVisible(cc, s)) ? [setShort(cc, s)] : [];
      }),
      target_shipping_methods: d.target_shipping_methods.flatMap((id) => {
        const m = methods.find((x) => x.id === id);
        return m && (staff || m.public) ? [shippingMethodOut(deps, c, m, currency, 0)] : [];
      }),
      seo: null,
    };
  };

  for (const [path, coupons] of [
    ['/sales', false],
    ['/coupons', true],
  ] as const) {
    const perm = coupons ? 'coupons' : 'sales';
    const mine = () => loadDiscounts(deps.db).filter((d) => (d.code !== null) === coupons);
    app.get(path, (c) => {
      can(c, `${perm}.show`);
      const { page, limit } = parse(pageParams.passthrough(), query(c));
      return c.json((({ data, meta }) => ({ data: data.map((d) => out(c, d)), meta }))(paginate(mine(), page, limit, path)));
    });
    app.get(`${path}/:ref`, (c) => {
      can(c, `${perm}.show_details`);
      const ref = c.req.param('ref');
      const byCode = coupons && !ref.startsWith('id:');
      const d = mine().find((x) => (byCode ? x.code === ref : x.id === ref.replace(/^id:/, '')));
      // As Heseya: a coupon read by its code (what a shopper types) exists only while it is active.
      if (!d || (byCode && !d.active)) throw notFound(coupons ? 'Coupon' : 'Sale');
      return c.json({ data: detail(c, d) });
    });
    app.post(path, async (c) => {
      can(c, `${perm}.add`);
      const input = await body(c, discountInput);
      if (coupons && !input.code) throw fieldError('code', 'VALIDATION_REQUIRED', 'A coupon needs a code.');
      if (input.code && loadDiscounts(deps.db).some((d) => d.code?.toLowerCase() === input.code!.toLowerCase()))
        throw fieldError('code', 'VALIDATION_UNIQUE', 'This code is taken.');
      const d: StoredDiscount = {
        id: randomUUID(),
        code: coupons ? input.code! : null,
        translations: Object.fromEntries(
          loadLanguages(deps.db).map((l) => [l.iso, { name: input.name, description: input.description, description_html: input.description_html }]),
        ),
        ...discountRules(input),
        metadata: {},
      };
      transaction(deps.db, () => {
        saveDiscount(deps.db, d);
        currentListingPrices(deps.db);
      });
      return c.json({ data: detail(c, d) }, 201);
    });
    app.patch(`${path}/:ref`, async (c) => {
      can(c, `${perm}.edit`);
      const d = mine().find((x) => x.id === c.req.param('ref').replace(/^id:/, ''));
      if (!d) throw notFound(coupons ? 'Coupon' : 'Sale');
      const raw = await body(c, z.record(z.string(), z.unknown()));
      const current = out(c, d);
      const parsed = discountInput.safeParse({ ...current, code: d.code ?? undefined, condition_groups: current.condition_groups, ...raw });
      if (!parsed.success) throw fromZod(parsed.error);
      const input = parsed.data;
      if (input.code && loadDiscounts(deps.db).some((x) => x.id !== d.id && x.code?.toLowerCase() === input.code!.toLowerCase()))
        throw fieldError('code', 'VALIDATION_UNIQUE', 'This code is taken.');
      const lang = c.get('rc').lang;
      const next: StoredDiscount = {
        ...d,
        code: coupons ? (input.code ?? d.code) : null,
        translations: { ...d.translations, [lang]: { name: input.name, description: input.description, description_html: input.description_html } },
        ...discountRules(input),
      };
      transaction(deps.db, () => {
        saveDiscount(deps.db, next);
        currentListingPrices(deps.db);
      });
      return c.json({ data: detail(c, next) });
    });

    app.delete(`${path}/:ref`, (c) => {
      can(c, `${perm}.remove`);
      const d = mine().find((x) => x.id === c.req.param('ref').replace(/^id:/, ''));
      if (!d) throw notFound(coupons ? 'Coupon' : 'Sale');
      transaction(deps.db, () => {
        run(deps.db, 'DELETE FROM discounts WHERE id = ?', d.id);
        invalidateListingPrices(deps.db);
        currentListingPrices(deps.db);
      });
      return c.body(null, 204);
    });
  }
  return app;
}
