import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { can } from '../http/context.ts';
import { body } from '../http/input.ts';
import { fieldError } from '../http/errors.ts';
import { all, run, transaction } from '../db/database.ts';

/** `POST /{resource}/reorder`: the listed ids get positions 0, 1, 2…; the body key names the resource. */
const SORTABLE: [path: string, key: string, table: string, permission: string][] = [
  ['/pages/reorder', 'pages', 'pages', 'pages.edit'],
  ['/product-sets/reorder', 'product_sets', 'product_sets', 'product_sets.edit'],
  ['/shipping-methods/reorder', 'shipping_methods', 'shipping_methods', 'shipping_methods.edit'],
  ['/statuses/reorder', 'statuses', 'statuses', 'statuses.edit'],
  ['/attributes/reorder', 'ids', 'attributes', 'attributes.edit'],
];

export function reorderRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  for (const [path, key, table, permission] of SORTABLE) {
    app.post(path, async (c) => {
      can(c, permission);
      const input = await body(c, z.object({ [key]: z.array(z.uuid()).min(1).max(1000) }));
      const ids = input[key] as string[];
      const known = new Set(all<{ id: string }>(deps.db, `SELECT id FROM ${table}`).map((r) => r.id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown) throw fieldError(key, 'VALIDATION_EXISTS', `${unknown} does not exist.`);
      transaction(deps.db, () =>
        ids.forEach((id, index) => {
          run(deps.db, `UPDATE ${table} SET sort = ?, data = json_set(data, '$.sort', ?) WHERE id = ?`, index, index, id);
        }),
      );
      return c.body(null, 204);
    });
  }
  return app;
}
