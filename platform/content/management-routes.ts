import { Hono } from 'hono';
import type { AppEnv, C, Deps } from '../http/context.ts';
import { can } from '../http/context.ts';
import { pageParams, parse, query } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { all } from '../db/database.ts';
import { catalogueContext } from '../catalogue/catalogue-context.ts';
import { loadProducts } from '../catalogue/store.ts';
import { schemaOut } from '../catalogue/product-view.ts';
import { mediaIndex, mediaOut } from '../media/store.ts';
import type { StoredPayment } from '../orders/order-store.ts';

/**
 * Management lists the demo shop has little use for. Warehouse items, tags and apps are not
 * modelled, so their lists are empty (webhooks: platform/webhooks); schemas and media come from the catalogue.
 */
export function managementRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const pageOf = (c: C, items: unknown[], path: string) => {
    const { page, limit } = parse(pageParams.passthrough(), query(c));
    return c.json(paginate(items, page, limit, path));
  };
  for (const [path, permission] of [
    ['/tags', 'tags.show'],
    ['/items', 'items.show'],
    ['/deposits', 'deposits.show'],
    ['/apps', 'apps.show'],
  ] as const) {
    app.get(path, (c) => {
      can(c, permission);
      return pageOf(c, [], path);
    });
  }
  app.get('/schemas', (c) => {
    can(c, 'products.show_details');
    const cc = catalogueContext(deps, c.get('rc'));
    return pageOf(
      c,
      loadProducts(deps.db).flatMap((p) => p.schemas.map((s) => schemaOut(cc, s))),
      '/schemas',
    );
  });
  app.get('/media', (c) => {
    can(c, 'media.show');
    const type = c.req.query('type');
    const list = [...mediaIndex(deps.db).values()].filter((m) => !type || m.type === type).map((m) => mediaOut(m, deps.publicUrl(), c.get('rc').lang));
    return pageOf(c, list, '/media');
  });
  app.get('/analytics/payments', (c) => {
    can(c, 'analytics.payments');
    const groups: Record<string, { amount: number; count: number; currency: string }[]> = {};
    for (const row of all<{ data: string }>(deps.db, 'SELECT data FROM payments')) {
      const p = JSON.parse(row.data) as StoredPayment;
      if (p.status !== 'successful') continue;
      const period = p.date.slice(0, 7);
      const bucket = groups[period] ?? [];
      groups[period] = bucket;
      const entry = bucket.find((e) => e.currency === p.currency) ?? bucket[bucket.push({ amount: 0, count: 0, currency: p.currency }) - 1]!;
      entry.amount += Math.round(Number(p.amount) * 100);
      entry.count += 1;
    }
    return c.json({ data: Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, v.map((e) => ({ ...e, amount: (e.amount / 100).toFixed(2) }))])) });
  });
  return app;
}
