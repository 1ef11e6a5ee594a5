import type { RequestCtx } from '../http/context.ts';
import { tr } from '../http/context.ts';
import { fromCents } from '../catalogue/money.ts';
import type { PricedCart } from './cart-pricing.ts';

export function cartOut(rc: RequestCtx, cart: PricedCart) {
  const p = (cents: number) => fromCents(cents);
  const discountOut = (a: PricedCart['sales'][number]) => ({
    id: a.discount.id,
    name: tr(rc, a.discount.translations)?.name ?? '',
    value: fromCents(a.value),
    currency: cart.currency,
    ...(a.discount.code !== null ? { code: a.discount.code } : {}),
  });
  return {
    currency: cart.currency,
    cart_total_initial: p(cart.cartTotalInitial),
    cart_total: p(cart.cartTotal),
    shipping_price_initial: p(cart.shippingPriceInitial),
    shipping_price: p(cart.shippingPrice),
    shipping_time: cart.shippingTime,
    shipping_date: cart.shippingDate,
    summary: p(cart.summary),
    items: cart.lines.map((l) => ({
      cartitem_id: l.cartitem_id,
      quantity: l.quantity,
      price: p(l.unitInitial),
      price_discounted: p(l.totalDiscounted / l.quantity),
    })),
    coupons: cart.coupons.map(discountOut),
    sales: cart.sales.map(discountOut),
  };
}
