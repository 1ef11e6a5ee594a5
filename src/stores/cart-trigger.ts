// Processing the cart from a page that has not loaded the processing code: it (and the actions client
// it needs) loads only when there is something to process. Used after an add, after a sign-in and when
// the browser comes back online.
import { $cart } from './cart';

export function processCartLater(delayMs?: number): void {
  if ($cart.get().items.length > 0) void import('./cart-processing-lazy').then((processing) => processing.processCartSoon(delayMs));
}
