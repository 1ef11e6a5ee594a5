import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, C, Deps } from '../http/context.ts';
import { requireUser } from '../http/context.ts';
import { body, pageParams, parse, query } from '../http/input.ts';
import { paginate } from '../http/pagination.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { all, run } from '../db/database.ts';
import { catalogueContext } from './catalogue-context.ts';
import { setIsVisible, setShort } from './set-view.ts';

type Favourite = { id: string; set_id: string; created_at: string };

/** A signed-in customer's favourite product sets. */
export function favouriteSetRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const favourites = (userId: string) =>
    all<Favourite>(deps.db, 'SELECT id, set_id, created_at FROM favourite_sets WHERE user_id = ? ORDER BY created_at', userId);
  const out = (c: C, f: Favourite) => {
    const cc = catalogueContext(deps, c.get('rc'));
    const set = cc.sets.find((s) => s.id === f.set_id);
    return set ? { id: f.id, product_set: setShort(cc, set), created_at: f.created_at } : undefined;
  };
  const notOnList = () => new ApiError(404, 'PRODUCT_SET_IS_NOT_ON_FAVOURITES_LIST', 'This product set is not on the favourites list.');

  app.get('/product-sets/favourites', (c) => {
    const user = requireUser(c);
    const { page, limit } = parse(pageParams.passthrough(), query(c));
    return c.json(
      paginate(
        favourites(user.id).flatMap((f) => out(c, f) ?? []),
        page,
        limit,
        '/product-sets/favourites',
      ),
    );
  });
  app.post('/product-sets/favourites', async (c) => {
    const user = requireUser(c);
    const input = await body(c, z.object({ product_set_id: z.uuid() }));
    const cc = catalogueContext(deps, c.get('rc'));
    const set = cc.sets.find((s) => s.id === input.product_set_id);
    if (!set || !setIsVisible(cc, set)) throw fieldError('product_set_id', 'VALIDATION_EXISTS', 'This product set does not exist.');
    const existing = favourites(user.id).find((f) => f.set_id === set.id);
    const fav = existing ?? { id: randomUUID(), set_id: set.id, created_at: new Date().toISOString() };
    if (!existing)
      run(deps.db, 'INSERT INTO favourite_sets (id, user_id, set_id, created_at) VALUES (?, ?, ?, ?)', fav.id, user.id, fav.set_id, fav.created_at);
    return c.json({ data: out(c, fav) }, 201);
  });
  app.delete('/product-sets/favourites', (c) => {
    const user = requireUser(c);
    run(deps.db, 'DELETE FROM favourite_sets WHERE user_id = ?', user.id);
    return c.body(null, 204);
  });
  app.get('/product-sets/favourites/:ref', (c) => {
    const user = requireUser(c);
    const setId = c.req.param('ref').replace(/^id:/, '');
    const fav = favourites(user.id).find((f) => f.set_id === setId);
    const data = fav && out(c, fav);
    if (!data) throw notOnList();
    return c.json({ data });
  });
  app.delete('/product-sets/favourites/:ref', (c) => {
    const user = requireUser(c);
    const setId = c.req.param('ref').replace(/^id:/, '');
    if (!favourites(user.id).some((f) => f.set_id === setId)) throw notOnList();
    run(deps.db, 'DELETE FROM favourite_sets WHERE user_id = ? AND set_id = ?', user.id, setId);
    return c.body(null, 204);
  });
  return app;
}
