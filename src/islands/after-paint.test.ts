import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[] = [];
  let page: EventTarget;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    page = new EventTarget();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the frame that answers the input, then runs the task once (the notification shows once)', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    for (const frame of frames.splice(0)) frame(16);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('still runs when the page paints no frame (a hidden tab)', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(249);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    for (const frame of frames.splice(0)) frame(300);
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs as the page is left before its frame (a link tapped right after adding to the cart), and only then', () => {
    const task = vi.fn();
    afterNextPaint(task);
    page.dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledTimes(1);
    for (const frame of frames.splice(0)) frame(16);
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
