import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { parse, query, stringList } from '../http/input.ts';
import { notFound } from '../http/errors.ts';
import { all, one } from '../db/database.ts';

const WINDOW_DAYS = 30;

type Record_ = { product_id: string; currency: string; price_min: string; updated_at: string };

/**
 * Lowest price of the last 30 days from the recorded price history: the price in force when the window
 * opened and every change since.
 */
export function lowestRecentPrice(deps: Deps, productId: string, currency: string, now = new Date()): Record_ | null {
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000).toISOString();
  const before = one<{ price_min: string; recorded_at: string }>(deps.db,
    'SELECT price_min, recorded_at FROM price_history WHERE product_id = ? AND currency = ? AND recorded_at <= ? ORDER BY recorded_at DESC LIMIT 1', productId, currency, since);
  const inside = all<{ price_min: string; recorded_at: string }>(deps.db,
    'SELECT price_min, recorded_at FROM price_history WHERE product_id = ? AND currency = ? AND recorded_at > ? ORDER BY recorded_at', productId, currency, since);
  const rows = [...(before ? [before] : []), ...inside];
  if (rows.length === 0) return null;
  const lowest = rows.reduce((a, b) => (Number(b.price_min) < Number(a.price_min) ? b : a));
  return { product_id: productId, currency, price_min: Number(lowest.price_min).toFixed(2), updated_at: rows.at(-1)!.recorded_at };
}

/** The price tracker's two calls, served under /price-tracker. */
export function priceTrackerRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const currency = z.string().regex(/^[A-Z]{3}$/);

  app.get('/price-tracker/products/:productId/:currency', (c) => {
    const cur = parse(currency, c.req.param('currency').toUpperCase());
    const productId = c.req.param('productId');
    if (!one(deps.db, 'SELECT id FROM products WHERE id = ?', productId)) throw notFound('Product');
    return c.json({ data: lowestRecentPrice(deps, productId, cur) });
  });

  app.get('/price-tracker/products', (c) => {
    const q = parse(z.object({ product_ids: stringList.pipe(z.array(z.string().max(64)).min(1).max(500)), currency }).passthrough(), query(c));
    return c.json({ data: q.product_ids.flatMap((id) => lowestRecentPrice(deps, id, q.currency) ?? []) });
  });

  return app;
}
