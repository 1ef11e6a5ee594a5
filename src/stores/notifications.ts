// Transient on-screen notifications (docs/rules.md#notifications). The store holds the
// notifications still visible; the shell's notification area (components/shell/Notifications.astro)
// renders them and plays the animations. Loaded on every page, so: nanostores only, no framework.
import { atom } from 'nanostores';

/** The area shows every notification (no maximum) and shows duplicates again (docs/rules.md#notifications). */
export const NOTIFICATION_WIDTH_PX = 300;
export const NOTIFICATION_DURATION_MS = 3000;
export const NOTIFICATION_ANIMATION_MS = 300;
export const NOTIFICATION_FADE_MS = 500;
export const NOTIFICATION_MAX_VISIBLE = Infinity;
export const NOTIFICATION_DUPLICATES_ALLOWED = true;

export const NOTIFICATION_TYPES = ['info', 'success', 'warn', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification (id, title, text, type, data, speed, length), plus the group it was sent to. */
export interface Notification {
  id: number;
  title: string;
  text: string;
  type: NotificationType;
  data: unknown;
  /** Enter animation in ms. */
  speed: number;
  /** How long it stays, in ms; a negative length keeps it until it is closed. */
  length: number;
  /** A named group, so that one feature can clear its own notifications. */
  group: string | null;
}

export type NotificationInput =
  | string
  | {
      title?: string | undefined;
      text?: string | undefined;
      type?: NotificationType | undefined;
      data?: unknown;
      group?: string | undefined;
    };

export interface NotificationOptions {
  /** How long it stays, in ms (default 3000); negative: until it is closed. */
  length?: number | undefined;
  /** Enter animation in ms (default 300). */
  speed?: number | undefined;
}

let lastId = 0;

/** A new id, unique for the life of the page. */
export function nextNotificationId(): number {
  return ++lastId;
}

/** The notification for an input; a plain string becomes the text with an empty title. */
export function toNotification(input: NotificationInput, id: number, options: NotificationOptions = {}): Notification {
  const fields = typeof input === 'string' ? { text: input } : input;
  return {
    id,
    title: fields.title ?? '',
    text: fields.text ?? '',
    type: fields.type ?? 'info',
    data: fields.data ?? null,
    speed: options.speed ?? NOTIFICATION_ANIMATION_MS,
    length: options.length ?? NOTIFICATION_DURATION_MS,
    group: fields.group ?? null,
  };
}

/** The visible notifications, oldest first. */
export const $notifications = atom<readonly Notification[]>([]);

const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a notification and returns its id. It closes by itself after its length (no pause on hover). */
export function notify(input: NotificationInput, options?: NotificationOptions): number {
  const notification = toNotification(input, nextNotificationId(), options);
  $notifications.set([...$notifications.get(), notification]);
  if (notification.length >= 0) {
    timers.set(
      notification.id,
      setTimeout(() => dismissNotification(notification.id), notification.length),
    );
  }
  return notification.id;
}

function stopTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Closes one notification (a click on it, or its time is up). Unknown ids are ignored. */
export function dismissNotification(id: number): void {
  stopTimer(id);
  const current = $notifications.get();
  if (current.some((notification) => notification.id === id)) {
    $notifications.set(current.filter((notification) => notification.id !== id));
  }
}

/** Closes the notifications of a named group, or all of them when no group is given. */
export function clearNotifications(group?: string): void {
  const current = $notifications.get();
  const closing = current.filter((notification) => group === undefined || notification.group === group);
  if (closing.length === 0) return;
  for (const notification of closing) stopTimer(notification.id);
  $notifications.set(current.filter((notification) => !closing.includes(notification)));
}
