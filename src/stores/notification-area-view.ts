// The notification area's rendering: each notification of the store as a closable item, announced in a live region.
// Loaded by ./notification-area.ts once there is a first notification to show.
import { $notifications, dismissNotification, NOTIFICATION_FADE_MS, NOTIFICATION_WIDTH_PX, type Notification, type NotificationType } from './notifications';

interface Labels {
  close: string;
  types: Record<NotificationType, string>;
}

function part(tag: string, className: string, text = ''): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  element.textContent = text;
  return element;
}

/** Renders the notification store into the area and its live regions, from its current notifications on. */
export function renderNotifications(area: HTMLElement, polite: HTMLElement, assertive: HTMLElement): void {
  const labels = JSON.parse(area.dataset.notifications ?? '{}') as Labels;
  const shown = new Map<number, { item: HTMLElement; message: HTMLElement }>();
  area.style.setProperty('--notification-width', `${NOTIFICATION_WIDTH_PX}px`);
  area.style.setProperty('--notification-fade', `${NOTIFICATION_FADE_MS}ms`);

  function show(notification: Notification): void {
    if (shown.size === 0) {
      // Below the header while it is on screen; at the very top once it has scrolled away.
      const headerBottom = document.querySelector('body > header')?.getBoundingClientRect().bottom ?? 0;
      area.style.setProperty('--notifications-top', `${Math.max(0, headerBottom)}px`);
    }
    const type = labels.types[notification.type];
    const item = part('div', `notification notification--${notification.type}`);
    item.dataset.notificationId = String(notification.id);
    item.style.setProperty('--notification-speed', `${notification.speed}ms`);
    const body = part('div', 'notification__body');
    body.id = `notification-${notification.id}`;
    body.append(part('span', 'notification__type', type));
    if (notification.title) body.append(part('strong', 'notification__title', notification.title));
    if (notification.text) body.append(part('span', 'notification__text', notification.text));
    const icon = part('span', 'notification__icon');
    icon.setAttribute('aria-hidden', 'true');
    const close = part('button', 'notification__close', '×');
    close.setAttribute('type', 'button');
    close.setAttribute('aria-label', labels.close);
    close.setAttribute('aria-describedby', body.id);
    item.append(icon, body, close);
    area.prepend(item);

    const title = notification.title && notification.text && !/[.!?:]$/.test(notification.title) ? `${notification.title}.` : notification.title;
    const message = part('p', '', `${type}: ${[title, notification.text].filter(Boolean).join(' ')}`);
    (notification.type === 'error' ? assertive : polite).append(message);
    shown.set(notification.id, { item, message });
  }

  function hide(id: number): void {
    const entry = shown.get(id);
    if (!entry) return;
    const { item, message } = entry;
    shown.delete(id);
    message.remove();
    const hadFocus = item.contains(document.activeElement);
    item.classList.add('notification--leaving');
    item.inert = true;
    if (hadFocus) area.querySelector<HTMLElement>('.notification:not(.notification--leaving) button')?.focus();
    setTimeout(() => item.remove(), NOTIFICATION_FADE_MS);
  }

  // The whole notification closes on click; its button is the way in for keyboards.
  area.addEventListener('click', (event) => {
    const item = (event.target as Element).closest<HTMLElement>('[data-notification-id]');
    if (item) dismissNotification(Number(item.dataset.notificationId));
  });

  $notifications.subscribe((list) => {
    const visible = new Set(list.map((notification) => notification.id));
    for (const id of [...shown.keys()]) if (!visible.has(id)) hide(id);
    for (const notification of list) if (!shown.has(notification.id)) show(notification);
  });
}
