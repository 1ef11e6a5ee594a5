import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { parse, query, stringList } from '../http/input.ts';
import { notFound } from '../http/errors.ts';
import { all, one } from '../db/database.ts';
import { lowestBeforeCurrentPrice } from './omnibus.ts';

type Record_ = { product_id: string; currency: string; price_min: string; updated_at: string };

/**
 * The figure next to a reduced price (EU Omnibus): the lowest price of the 30 days before the current
 * price took effect, from the recorded price history. `currentPriceMin` is the shop's current price
 * (the call's current_price_min); when the history has not recorded it yet, it took effect now.
 */
export function lowestPriceBeforeReduction(deps: Deps, productId: string, currency: string, currentPriceMin?: string, now = new Date()): Record_ | null {
  const history = all<{ price_min: string; recorded_at: string }>(
    deps.db,
    'SELECT price_min, recorded_at FROM price_history WHERE product_id = ? AND currency = ? ORDER BY recorded_at, rowid',
    productId,
    currency,
  );
  const figure = lowestBeforeCurrentPrice(
    history.map((r) => ({ price: r.price_min, at: r.recorded_at })),
    currentPriceMin,
    now,
  );
  return figure && { product_id: productId, currency, price_min: figure.price, updated_at: figure.since };
}

/** The price tracker's two calls, served under /price-tracker. */
export function priceTrackerRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const currency = z.string().regex(/^[A-Z]{3}$/);
  const price = z
    .string()
    .max(32)
    .regex(/^\d+(\.\d+)?$/);

  app.get('/price-tracker/products/:productId/:currency', (c) => {
    const cur = parse(currency, c.req.param('currency').toUpperCase());
    const current = parse(z.object({ current_price_min: price.optional() }).loose(), query(c)).current_price_min;
    const productId = c.req.param('productId');
    if (!one(deps.db, 'SELECT id FROM products WHERE id = ?', productId)) throw notFound('Product');
    return c.json({ data: lowestPriceBeforeReduction(deps, productId, cur, current) });
  });

  app.get('/price-tracker/products', (c) => {
    const q = parse(z.object({ product_ids: stringList.pipe(z.array(z.string().max(64)).min(1).max(500)), currency }).loose(), query(c));
    return c.json({ data: q.product_ids.flatMap((id) => lowestPriceBeforeReduction(deps, id, q.currency) ?? []) });
  });

  return app;
}
