// What the cart page renders on the server: the shop's delivery prices by cart value (for "delivery
// from" and "how much more for free delivery"). The cart itself lives in the browser, so the page is
// the same for every shopper and may be cached publicly.
import { deliveryRanges, type DeliveryRanges } from '../../lib/commerce/delivery-price';
import { orFallback } from '../../lib/catalogue/read-failures';
import { cachePublicly, routeShop, type RouteContext } from '../../lib/request/route-context';
import { platformFor } from '../../lib/catalogue/platform-for-request';

export interface CartPageData {
  currency: string;
  delivery: DeliveryRanges[];
}

/** The shop's shipping methods are few; one page of them is all of them. */
const SHIPPING_METHODS_LIMIT = 100;

export async function loadCartPage(astro: RouteContext): Promise<CartPageData> {
  const shop = routeShop(astro);
  const platform = platformFor(shop);
  const methods = await orFallback(
    'Shipping methods',
    platform.list('/shipping-methods', { limit: SHIPPING_METHODS_LIMIT }).then((page) => page.data),
    [],
  );
  cachePublicly(astro);
  return { currency: shop.currency, delivery: deliveryRanges(methods, shop.currency) };
}
