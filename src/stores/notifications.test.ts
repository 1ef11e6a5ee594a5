import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $notifications,
  clearNotifications,
  dismissNotification,
  nextNotificationId,
  notify,
  toNotification,
  NOTIFICATION_ANIMATION_MS,
  NOTIFICATION_DUPLICATES_ALLOWED,
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_FADE_MS,
  NOTIFICATION_MAX_VISIBLE,
  NOTIFICATION_WIDTH_PX,
} from './notifications';

describe('notification constants', () => {
  it('are the spec numbers', () => {
    expect([NOTIFICATION_WIDTH_PX, NOTIFICATION_DURATION_MS, NOTIFICATION_ANIMATION_MS, NOTIFICATION_FADE_MS]).toEqual([300, 3000, 300, 500]);
    expect(NOTIFICATION_MAX_VISIBLE).toBe(Infinity);
    expect(NOTIFICATION_DUPLICATES_ALLOWED).toBe(true);
  });
});

describe('a notification from its input', () => {
  it('a plain string becomes the text with an empty title', () => {
    expect(toNotification('Saved', 7)).toEqual({
      id: 7,
      title: '',
      text: 'Saved',
      type: 'info',
      data: null,
      speed: 300,
      length: 3000,
      group: null,
    });
  });

  it('keeps the given fields and options', () => {
    const data = { productId: 'p1' };
    expect(toNotification({ title: 'Mug', text: 'Added', type: 'success', data, group: 'cart' }, 1, { length: 5000, speed: 100 })).toEqual({
      id: 1,
      title: 'Mug',
      text: 'Added',
      type: 'success',
      data,
      speed: 100,
      length: 5000,
      group: 'cart',
    });
  });

  it('an object without text or title gets empty strings, not undefined', () => {
    expect(toNotification({ type: 'error' }, 2)).toMatchObject({ title: '', text: '', type: 'error', group: null });
  });

  it('ids are unique and increasing', () => {
    const ids = Array.from({ length: 5 }, () => nextNotificationId());
    expect(new Set(ids).size).toBe(5);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });
});

describe('the notification store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearNotifications();
  });
  afterEach(() => {
    clearNotifications();
    vi.useRealTimers();
  });

  const texts = () => $notifications.get().map((notification) => notification.text);

  it('shows notifications oldest first, duplicates included, with no maximum', () => {
    for (let i = 0; i < 12; i++) notify('Same');
    notify({ title: 'Mug', text: 'Added', type: 'success' });
    expect(texts()).toEqual([...Array<string>(12).fill('Same'), 'Added']);
  });

  it('returns the id, by which one notification closes', () => {
    const first = notify('First');
    notify('Second');
    dismissNotification(first);
    expect(texts()).toEqual(['Second']);
    dismissNotification(first); // already gone: nothing happens
    dismissNotification(12345);
    expect(texts()).toEqual(['Second']);
  });

  it('each notification disappears after its own length (3000 ms by default)', () => {
    notify('Default');
    vi.advanceTimersByTime(1000);
    notify('Later');
    notify('Long', { length: 10_000 });
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1000 - 1);
    expect(texts()).toEqual(['Default', 'Later', 'Long']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual(['Later', 'Long']);
    vi.advanceTimersByTime(1000);
    expect(texts()).toEqual(['Long']);
    vi.advanceTimersByTime(10_000);
    expect(texts()).toEqual([]);
  });

  it('a negative length stays until it is closed', () => {
    const id = notify('Sticky', { length: -1 });
    vi.advanceTimersByTime(60_000);
    expect(texts()).toEqual(['Sticky']);
    dismissNotification(id);
    expect(texts()).toEqual([]);
  });

  it('a closed notification leaves no timer behind', () => {
    const id = notify('Closed early');
    dismissNotification(id);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears a named group, or everything', () => {
    notify({ text: 'In cart', group: 'cart' });
    notify('No group');
    notify({ text: 'Also in cart', group: 'cart' });
    notify({ text: 'Account', group: 'account' });
    clearNotifications('cart');
    expect(texts()).toEqual(['No group', 'Account']);
    expect(vi.getTimerCount()).toBe(2);
    clearNotifications('nothing-here');
    expect(texts()).toEqual(['No group', 'Account']);
    clearNotifications();
    expect(texts()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells subscribers about every change', () => {
    const seen: number[] = [];
    const unsubscribe = $notifications.listen((list) => seen.push(list.length));
    const id = notify('One');
    notify('Two');
    dismissNotification(id);
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS);
    unsubscribe();
    expect(seen).toEqual([1, 2, 1, 0]);
  });
});
