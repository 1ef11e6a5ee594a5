// The analytics view of cart lines (productId, name, price, initialPrice, totalQty) and of a
// whole cart, for the cart, checkout and add-to-cart events. totalQty is the total quantity (docs/rules.md#cart-item): the
// item's quantity plus its children's (src/lib/commerce/cart-item.ts, totalQuantity).
import type { CartLine, CartState } from '../commerce/cart';
import { totalQuantity } from '../commerce/cart-item';
import type { AnalyticsItem } from './events';

/** A line as analytics reports it; `quantity` is the pieces the event is about (an add: the pieces added). */
export const lineItem = (line: CartLine, quantity = line.quantity): AnalyticsItem => ({
  productId: line.product.id,
  name: line.product.name,
  price: line.priceDiscounted || line.price,
  initialPrice: line.price,
  totalQty: totalQuantity({ quantity, children: line.children }),
});

export const cartAnalytics = (cart: CartState) => ({
  items: cart.items.map((line) => lineItem(line)),
  value: cart.summary || cart.totalValue,
  currency: cart.items[0]?.currency ?? 'PLN',
});
