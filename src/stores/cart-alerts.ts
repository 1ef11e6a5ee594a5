// The cart alerts' starter, on every page (the shell script; the checkout island): it listens to the
// page's cart events and, at the first one, loads what tells them (./cart-alerts-view.ts: the
// notifications and the unavailable dialog). Events are told in the order they came.
import { onCartEvent, type CartEvent } from './cart-events';
import { notify } from './notifications';

/** Listens to cart processing on this page (ShellScripts runs it on every page). */
export function startCartAlerts(): void {
  const holder = document.querySelector<HTMLTemplateElement>('[data-cart-alerts]');
  if (!holder) return;
  let teller: Promise<(event: CartEvent) => void> | null = null;
  onCartEvent(
    (event) => {
      teller ??= import('./cart-alerts-view').then(({ cartAlerts }) => cartAlerts(holder));
      teller.then(
        (tell) => tell(event),
        () => {
          // Offline, the teller cannot be fetched: the offline notice is told from here, and the next
          // event asks for the teller again.
          teller = null;
          if (event.type !== 'offline') return;
          const { processing } = JSON.parse(holder.dataset.cartAlerts ?? '{}') as { processing: { offlineTitle: string; offline: string } };
          notify({ type: 'warn', title: processing.offlineTitle, text: processing.offline, group: 'cart' });
        },
      );
    },
    { replay: true },
  );
}
