// Drives the loading bar for full-page (MPA) navigations.
export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, heightPx: 3 } as const;

function isPlainNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return false;
  // A jump within the same page is no navigation.
  return !(url.pathname === location.pathname && url.search === location.search && url.hash);
}

export function watchNavigation(bar: HTMLElement | null): void {
  if (!bar) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      bar.dataset.state = 'running';
    }, LOADING_BAR.throttleMs);
  };
  const finish = () => {
    clearTimeout(timer);
    if (bar.dataset.state === 'running') bar.dataset.state = 'done';
    else delete bar.dataset.state;
  };
  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement && isPlainNavigation(event, anchor)) start();
  });
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) start();
  });
  // Leaving: finish the bar; coming back from the back-forward cache: clear it.
  addEventListener('pagehide', finish);
  addEventListener('pageshow', (event) => {
    if (event.persisted) finish();
  });
}
