import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { can } from '../http/context.ts';
import { body } from '../http/input.ts';
import { priceCart } from './cart-pricing.ts';
import { cartInput } from './cart-input.ts';
import { cartOut } from './cart-view.ts';
import { clock, releaseUnpaidOrders } from '../orders/unpaid-orders.ts';

export function cartRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  /** Prices a cart: a line asking for more than can be sold comes back with the quantity that can; unsellable lines are left out. */
  app.post('/cart/process', async (c) => {
    can(c, 'cart.verify');
    const input = await body(c, cartInput);
    releaseUnpaidOrders(deps, clock(deps)());
    const cart = priceCart(deps.db, input, { strict: false, userId: c.get('rc').viewer?.id });
    return c.json({ data: cartOut(c.get('rc'), cart) });
  });
  return app;
}
