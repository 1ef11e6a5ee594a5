// The notification area's starter, on every page (the shell script; the checkout island): the rendering
// (./notification-area-view.ts) loads once the store holds a first notification, so a page that tells
// the shopper nothing loads none of it. The view then shows every notification the store still holds;
// while it cannot be fetched (offline), they are shown as plain text.
import { $notifications } from './notifications';

/** Renders the notification store into the area and its live regions (ShellScripts runs it on every page). */
export function showNotifications(): void {
  const area = document.querySelector<HTMLElement>('[data-notifications]');
  const polite = document.querySelector<HTMLElement>('[data-notifications-polite]');
  const assertive = document.querySelector<HTMLElement>('[data-notifications-assertive]');
  if (!area || !polite || !assertive) return;
  let loading = false;
  const stop = $notifications.subscribe((list) => {
    if (loading || list.length === 0) return;
    loading = true;
    import('./notification-area-view').then(
      ({ renderNotifications }) => {
        stop();
        renderNotifications(area, polite, assertive);
      },
      () => {
        // Offline, the view cannot be fetched: the notifications as plain text (read out politely) until
        // the next change asks for the view again.
        loading = false;
        const lines = $notifications.get().map(({ title, text }) => [title, text].filter(Boolean).join(' '));
        area.replaceChildren(...lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })));
        polite.textContent = lines.join(' ');
      },
    );
  });
}
