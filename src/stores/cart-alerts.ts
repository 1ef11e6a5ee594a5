// The cart alerts' starter, on every page (the shell script; the checkout island): it listens to the
// page's cart events and, at the first one, loads what tells them (./cart-alerts-view.ts: the
// notifications and the unavailable dialog). Events are told in the order they came.
import { onCartEvent, type CartEvent } from './cart-events';

/** Listens to cart processing on this page (ShellScripts runs it on every page). */
export function startCartAlerts(): void {
  const holder = document.querySelector<HTMLTemplateElement>('[data-cart-alerts]');
  if (!holder) return;
  let teller: Promise<(event: CartEvent) => void> | null = null;
  onCartEvent(
    (event) => {
      teller ??= import('./cart-alerts-view').then(({ cartAlerts }) => cartAlerts(holder));
      void teller.then((tell) => tell(event));
    },
    { replay: true },
  );
}
