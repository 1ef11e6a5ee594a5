// A page the browser prerenders (speculation rules, ./prefetch.ts) runs its scripts before the shopper
// opens it, and may never be opened. What counts a visit or changes anything (analytics' page view and
// events, the tags, the consent forms, the one-page session flags, the cart processing after a sign-in)
// waits until the page is shown; what was read ahead (the cart's count) is read again then. On
// activation it starts after the first frame: the prerendered page is painted at once, not after it.

export function whenShown(start: () => void): void {
  if (!(document as Document & { prerendering?: boolean }).prerendering) {
    start();
    return;
  }
  document.addEventListener('prerenderingchange', () => requestAnimationFrame(() => setTimeout(start, 0)), { once: true });
}
