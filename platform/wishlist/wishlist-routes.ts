import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps, C } from '../http/context.ts';
import { can, requireUser } from '../http/context.ts';
import { body, pageParams, query, parse, stringList } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { all, one, run } from '../db/database.ts';
import { catalogueContext } from '../catalogue/catalogue-context.ts';
import { loadProduct } from '../catalogue/store.ts';
import { productListItem, productVisible } from '../catalogue/product-view.ts';

type Entry = { id: string; product_id: string; created_at: string };

export function wishlistRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const entries = (userId: string) => all<Entry>(deps.db, 'SELECT id, product_id, created_at FROM wishlist WHERE user_id = ? ORDER BY created_at DESC', userId);
  const entryOut = (c: C, e: Entry) => {
    const product = loadProduct(deps.db, { id: e.product_id });
    return product ? { id: e.id, product: productListItem(catalogueContext(deps, c.get('rc')), product), created_at: e.created_at } : undefined;
  };
  const owner = (c: C) => {
    const user = requireUser(c);
    can(c, 'profile.wishlist_manage');
    return user;
  };

  app.get('/wishlist', (c) => {
    const user = owner(c);
    const { page, limit } = parse(pageParams.passthrough(), query(c));
    const list = entries(user.id).flatMap((e) => entryOut(c, e) ?? []);
    return c.json(paginate(list, page, limit, '/wishlist'));
  });

  app.get('/wishlist/check', (c) => {
    const user = owner(c);
    const q = parse(z.object({ product_ids: stringList.pipe(z.array(z.uuid()).max(500)) }).passthrough(), query(c));
    const onList = new Set(entries(user.id).map((e) => e.product_id));
    return c.json({ data: { products_in_wishlist: q.product_ids.filter((id) => onList.has(id)) } });
  });

  app.post('/wishlist', async (c) => {
    const user = owner(c);
    const input = await body(c, z.object({ product_id: z.uuid() }));
    const product = loadProduct(deps.db, { id: input.product_id });
    if (!product || !productVisible(catalogueContext(deps, c.get('rc')), product))
      throw fieldError('product_id', 'VALIDATION_EXISTS', 'This product does not exist.');
    const existing = one<Entry>(deps.db, 'SELECT id, product_id, created_at FROM wishlist WHERE user_id = ? AND product_id = ?', user.id, product.id);
    if (existing) throw fieldError('product_id', 'VALIDATION_UNIQUE', 'This product is already on the wishlist.');
    const entry = { id: randomUUID(), product_id: product.id, created_at: new Date().toISOString() };
    run(deps.db, 'INSERT INTO wishlist (id, user_id, product_id, created_at) VALUES (?, ?, ?, ?)', entry.id, user.id, entry.product_id, entry.created_at);
    return c.json({ data: entryOut(c, entry) }, 201);
  });

  app.get('/wishlist/:ref', (c) => {
    const user = owner(c);
    const productId = c.req.param('ref').replace(/^id:/, '');
    const entry = entries(user.id).find((e) => e.product_id === productId);
    const out = entry && entryOut(c, entry);
    if (!out) throw notFound('Wishlist entry');
    return c.json({ data: out });
  });

  app.delete('/wishlist/:ref', (c) => {
    const user = owner(c);
    const productId = c.req.param('ref').replace(/^id:/, '');
    if (!entries(user.id).some((e) => e.product_id === productId)) throw notFound('Wishlist entry');
    run(deps.db, 'DELETE FROM wishlist WHERE user_id = ? AND product_id = ?', user.id, productId);
    return c.body(null, 204);
  });

  app.delete('/wishlist', (c) => {
    const user = owner(c);
    run(deps.db, 'DELETE FROM wishlist WHERE user_id = ?', user.id);
    return c.body(null, 204);
  });

  return app;
}
