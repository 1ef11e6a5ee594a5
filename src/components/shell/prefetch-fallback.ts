// The loading ahead of ./prefetch.ts in a browser without speculation rules: a `<link rel=prefetch>`
// per product or category link on hover (the same short dwell as Chrome's `moderate`), pointerdown, touch or focus,
// and on a touch screen (no hover) for the links that stay in view; at most two at a time (a link asked
// for meanwhile is skipped), never twice the same page, never while data saver is on.
// Its rules come from ./prefetch.ts as arguments: this file imports nothing, so no code is shared with
// (and split out of) the shell's entry.

/** `<link rel=prefetch>` requests at once; a link asked for while they run is skipped. */
const AT_ONCE = 2;
/** How long the pointer rests on a link (or the link stays in view) before it counts as intent. */
const HOVER_MS = 200;

/**
 * @param allowed whether the connection allows loading ahead now (asked before every prefetch)
 * @param prefetchable whether a same-origin path may be loaded ahead
 */
export function prefetchOnIntent(allowed: () => boolean, prefetchable: (pathname: string) => boolean): void {
  const loaded = new Set<string>();
  let running = 0;
  const prefetch = (target: EventTarget | null) => {
    const anchor = target instanceof Element ? target.closest('a') : null;
    if (!anchor || running >= AT_ONCE || !allowed()) return;
    const url = new URL(anchor.href, location.href);
    url.hash = '';
    if (url.origin !== location.origin || !prefetchable(url.pathname) || loaded.has(url.href) || url.href === location.href) return;
    loaded.add(url.href);
    running += 1;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url.href;
    link.onload = link.onerror = () => (running -= 1);
    document.head.append(link);
  };

  let hover: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener(
    'pointerover',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(hover);
      hover = setTimeout(() => prefetch(event.target), HOVER_MS);
    },
    { passive: true },
  );
  document.addEventListener('pointerout', () => clearTimeout(hover), { passive: true });
  for (const type of ['pointerdown', 'touchstart', 'focusin'] as const) document.addEventListener(type, (event) => prefetch(event.target), { passive: true });

  // A phone has no hover: the links that stay in view are the intent.
  if (!matchMedia('(pointer: coarse)').matches || !('IntersectionObserver' in window)) return;
  const inView = new Map<Element, ReturnType<typeof setTimeout>>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      clearTimeout(inView.get(entry.target));
      if (entry.isIntersecting) {
        inView.set(
          entry.target,
          setTimeout(() => {
            observer.unobserve(entry.target);
            prefetch(entry.target);
          }, HOVER_MS),
        );
      }
    }
  });
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (prefetchable(new URL(anchor.href, location.href).pathname)) observer.observe(anchor);
  }
}
