// The analytics view of cart lines (spec §3: productId, name, price, initialPrice, totalQty) and of a
// whole cart, for the cart, checkout and add-to-cart events.
import type { CartLine, CartState } from '../commerce/cart';
import type { AnalyticsItem } from './events';

export const lineItem = (line: CartLine, quantity = line.quantity): AnalyticsItem => ({
  productId: line.product.id,
  name: line.product.name,
  price: line.priceDiscounted || line.price,
  initialPrice: line.price,
  totalQty: quantity,
});

export const cartAnalytics = (cart: CartState) => ({
  items: cart.items.map((line) => lineItem(line)),
  value: cart.summary || cart.totalValue,
  currency: cart.items[0]?.currency ?? 'PLN',
});
