// The notification area's starter, on every page (the shell script; the checkout island): the rendering
// (./notification-area-view.ts) loads once the store holds a first notification, so a page that tells
// the shopper nothing loads none of it. The view then shows every notification the store still holds.
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
    void import('./notification-area-view').then(({ renderNotifications }) => {
      stop();
      renderNotifications(area, polite, assertive);
    });
  });
}
