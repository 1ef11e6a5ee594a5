import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { can, tr } from '../http/context.ts';
import { body, idOrSlug, pageParams, parse, query, stringList } from '../http/input.ts';
import { pageMeta, paginate } from '../http/pagination.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { all, one, run } from '../db/database.ts';
import { catalogueContext } from '../catalogue/catalogue-context.ts';
import { loadProduct, saveProduct } from '../catalogue/store.ts';
import { productListItem, productVisible } from '../catalogue/product-view.ts';
import { listingSales, productPrices } from '../catalogue/product-pricing.ts';
import { priceOut } from '../catalogue/money.ts';
import type { StoredProduct } from '../catalogue/types.ts';
import { queryProducts } from '../catalogue/product-query.ts';
import { currentCurrency } from '../channels/channel-store.ts';
import type { StoredPayment } from '../orders/order-store.ts';
import { paymentOut } from '../orders/order-view.ts';
import { checkActorCoversTarget, checkOwnerTwoFactorRemoval } from '../users/role-rules.ts';

const metadataPatch = z.record(z.string().max(255), z.union([z.string().max(5000), z.number().finite(), z.boolean(), z.null()]));

/** Tables whose JSON `data` holds `metadata` and `metadata_private`, with the permission that edits them. */
const METADATA_TARGETS: Record<string, { table: string; permission: string }> = {
  products: { table: 'products', permission: 'products.edit' },
  'product-sets': { table: 'product_sets', permission: 'product_sets.edit' },
  pages: { table: 'pages', permission: 'pages.edit' },
  'shipping-methods': { table: 'shipping_methods', permission: 'shipping_methods.edit' },
  orders: { table: 'orders', permission: 'orders.edit' },
  users: { table: 'users', permission: 'users.edit' },
  roles: { table: 'roles', permission: 'roles.edit' },
  attributes: { table: 'attributes', permission: 'attributes.edit' },
  banners: { table: 'banners', permission: 'banners.edit' },
  sales: { table: 'discounts', permission: 'sales.edit' },
  coupons: { table: 'discounts', permission: 'coupons.edit' },
  statuses: { table: 'statuses', permission: 'statuses.edit' },
};

export function extrasRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/consents', (c) => {
    const data = all<{ data: string }>(deps.db, 'SELECT data FROM consents').map((r) => {
      const x = JSON.parse(r.data) as { id: string; translations: Record<string, { name: string; description: string }>; required: boolean };
      const t = tr(c, x.translations);
      return { id: x.id, name: t?.name ?? '', description_html: t?.description ?? '', required: x.required };
    });
    return c.json(paginate(data, 1, 500, '/consents'));
  });

  /** Lowest and highest prices of products, per currency (GET /prices/products). */
  app.get('/prices/products', (c) => {
    const q = parse(z.object({ ids: stringList.pipe(z.array(z.uuid()).min(1).max(200)) }).passthrough(), query(c));
    const cc = catalogueContext(deps, c.get('rc'));
    const data = q.ids.flatMap((id) => {
      const p = loadProduct(deps.db, { id });
      if (!p || !productVisible(cc, p)) return [];
      const lists = cc.currencies
        .filter((cur) => p.prices_base[cur.code] !== undefined)
        .map((cur) => ({ cur, prices: productPrices(p, listingSales(cc.discounts, p, cc.sets, cur.code, cc.now), cur.code) }));
      return [
        {
          id,
          prices_min: lists.map(({ cur, prices }) => priceOut(prices.min, cur.code, cur.vat_rate)),
          prices_max: lists.map(({ cur, prices }) => priceOut(prices.max, cur.code, cur.vat_rate)),
        },
      ];
    });
    return c.json({ data });
  });

  app.get('/product-sets/:ref/products', (c) => {
    const ref = idOrSlug(c.req.param('ref'));
    const cc = catalogueContext(deps, c.get('rc'));
    const set = cc.sets.find((s) => ('id' in ref ? s.id === ref.id : s.slug === ref.slug));
    if (!set) throw notFound('Product set');
    const { page, limit } = parse(pageParams.passthrough(), query(c));
    const rows = all<{ data: string }>(
      deps.db,
      `SELECT p.data FROM products p JOIN product_set_products s ON s.product_id = p.id
      WHERE s.set_id = ? AND p.public = 1 ORDER BY p.sort, p.created_at`,
      set.id,
    ).map((r) => JSON.parse(r.data) as StoredProduct);
    const products = rows.filter((p) => productVisible(cc, p));
    return c.json((({ data, meta }) => ({ data: data.map((p) => productListItem(cc, p)), meta }))(paginate(products, page, limit, '/product-sets/products')));
  });

  app.patch('/users/:ref/metadata-personal', async (c) => {
    can(c, 'users.edit');
    const id = c.req.param('ref').replace(/^id:/, '');
    const row = one<{ data: string }>(deps.db, 'SELECT data FROM users WHERE id = ?', id);
    if (!row) throw notFound('User');
    checkActorCoversTarget(deps.db, c.get('rc').viewer?.id ?? '', c.get('rc').permissions, id, 'edit');
    const patch = await body(c, metadataPatch);
    const doc = JSON.parse(row.data) as { metadata_personal?: Record<string, unknown> };
    const merged: Record<string, unknown> = { ...doc.metadata_personal };
    for (const [k, v] of Object.entries(patch))
      if (v === null) delete merged[k];
      else merged[k] = v;
    run(deps.db, 'UPDATE users SET data = ? WHERE id = ?', JSON.stringify({ ...doc, metadata_personal: merged }), id);
    return c.json({ data: merged });
  });

  app.post('/users/:ref/2fa/remove', (c) => {
    can(c, 'users.2fa_remove');
    const id = c.req.param('ref').replace(/^id:/, '');
    const row = one<{ data: string }>(deps.db, 'SELECT data FROM users WHERE id = ?', id);
    if (!row) throw notFound('User');
    checkActorCoversTarget(deps.db, c.get('rc').viewer?.id ?? '', c.get('rc').permissions, id, 'two-factor');
    checkOwnerTwoFactorRemoval(deps.db, c.get('rc').viewer?.id ?? '', id);
    const doc = JSON.parse(row.data) as { tfa: unknown };
    if (!doc.tfa) throw new ApiError(422, 'CLIENT_TFA_NOT_SET_UP', 'Two-factor sign-in is off for this user.');
    run(deps.db, 'UPDATE users SET data = ? WHERE id = ?', JSON.stringify({ ...doc, tfa: null }), id);
    return c.body(null, 204);
  });

  const byId = (table: string, what: string, ref: string) => {
    const row = one<{ data: string }>(deps.db, `SELECT data FROM ${table} WHERE id = ?`, ref.replace(/^id:/, ''));
    if (!row) throw notFound(what);
    return JSON.parse(row.data) as Record<string, unknown> & { translations: Record<string, { name: string; description?: string }> };
  };
  app.get('/consents/:ref', (c) => {
    const x = byId('consents', 'Consent', c.req.param('ref'));
    return c.json({
      data: { id: x.id, name: tr(c, x.translations)?.name ?? '', description_html: tr(c, x.translations)?.description ?? '', required: x.required },
    });
  });
  app.get('/statuses/:ref', (c) => {
    const x = byId('statuses', 'Status', c.req.param('ref'));
    return c.json({ data: { id: x.id, name: tr(c, x.translations)?.name ?? '', color: x.color, cancel: x.cancel, hidden: x.hidden, no_notifications: false } });
  });
  app.get('/languages/:ref', (c) => {
    const row = one<{ data: string }>(
      deps.db,
      'SELECT data FROM languages WHERE id = ? OR iso = ?',
      c.req.param('ref').replace(/^id:/, ''),
      c.req.param('ref'),
    );
    if (!row) throw notFound('Language');
    return c.json({ data: JSON.parse(row.data) });
  });
  app.get('/payments/:ref', (c) => {
    can(c, 'payments.show_details');
    const p = byId('payments', 'Payment', c.req.param('ref')) as unknown as StoredPayment;
    return c.json({ data: paymentOut(p) });
  });
  app.get('/product-sets/:ref/products-all', (c) => {
    can(c, 'product_sets.show_details');
    const ref = idOrSlug(c.req.param('ref'));
    const cc = catalogueContext(deps, c.get('rc'));
    const set = cc.sets.find((s) => ('id' in ref ? s.id === ref.id : s.slug === ref.slug));
    if (!set) throw notFound('Product set');
    const within = new Set([set.id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const s of cc.sets)
        if (s.parent_id && within.has(s.parent_id) && !within.has(s.id)) {
          within.add(s.id);
          grew = true;
        }
    }
    const { page, limit } = parse(pageParams.passthrough(), query(c));
    const { products, total } = queryProducts(deps.db, cc, { sets: [set.id] }, false, currentCurrency(deps.db, c.get('rc').channelId), page, limit);
    return c.json({ data: products.map((p) => productListItem(cc, p)), meta: pageMeta(total, products.length, page, limit, '/product-sets/products-all') });
  });

  for (const [resource, target] of Object.entries(METADATA_TARGETS)) {
    for (const kind of ['metadata', 'metadata-private'] as const) {
      app.patch(`/${resource}/:ref/${kind}`, async (c) => {
        can(c, target.permission);
        const id = c.req.param('ref').replace(/^id:/, '');
        const row = one<{ data: string }>(deps.db, `SELECT data FROM ${target.table} WHERE id = ?`, id);
        if (!row) throw notFound('Resource');
        if (target.table === 'users') checkActorCoversTarget(deps.db, c.get('rc').viewer?.id ?? '', c.get('rc').permissions, id, 'edit');
        const patch = await body(c, metadataPatch);
        const doc = JSON.parse(row.data) as Record<string, unknown>;
        const field = kind === 'metadata' ? 'metadata' : 'metadata_private';
        const merged: Record<string, unknown> = { ...(doc[field] as Record<string, unknown> | undefined) };
        for (const [k, v] of Object.entries(patch))
          if (v === null) delete merged[k];
          else merged[k] = v;
        const next = { ...doc, [field]: merged };
        if (target.table === 'products') saveProduct(deps.db, next as Parameters<typeof saveProduct>[1]);
        else run(deps.db, `UPDATE ${target.table} SET data = ? WHERE id = ?`, JSON.stringify(next), id);
        return c.json({ data: merged });
      });
    }
  }

  return app;
}
