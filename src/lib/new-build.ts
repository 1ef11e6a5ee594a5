// New builds (docs/rules.md#new-build): the page knows the build that rendered it (<meta name="build-id">) and asks
// the build manifest hourly, and when the tab comes back into view after an hour, whether another build
// is deployed; then its next navigation is a full load. The site has no client router: a link or a form
// already loads the new build's page (pages are revalidated on every request), so what is left is the
// way back to this page (restored from the back-forward cache) and this page's own files that the
// deploy removed (a lazily loaded chunk fails: Vite's preload error). Those reload the page; a page in
// use never reloads by itself (it would lose what the shopper typed). A reload records its time in
// session storage and none follows within 10 s, so two builds behind a balancer never make a loop.
import { BUILD_CHECK_INTERVAL_MS, BUILD_MANIFEST_PATH, isCheckDue, isOtherBuild, mayReload, RELOAD_GUARD_KEY } from './new-build-rules';

let started = false;

function reloadGuarded(): void {
  const now = Date.now();
  try {
    if (!mayReload(sessionStorage.getItem(RELOAD_GUARD_KEY), now)) return;
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return; // No storage, no guard: better no reload than a possible loop.
  }
  location.reload();
}

export function watchNewBuild(): void {
  const build = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content;
  if (started || !build) return;
  started = true;
  let lastCheck = Date.now();
  let outdated = false;
  const check = async (): Promise<void> => {
    lastCheck = Date.now();
    try {
      const response = await fetch(BUILD_MANIFEST_PATH, { cache: 'no-store' });
      if (response.ok && isOtherBuild(await response.json(), build)) outdated = true;
    } catch {
      // Offline or not JSON: the next check asks again.
    }
  };
  const reloadIfOutdated = () => {
    if (outdated) reloadGuarded();
  };
  setInterval(check, BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && isCheckDue(lastCheck, Date.now())) void check();
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) void (isCheckDue(lastCheck, Date.now()) ? check() : Promise.resolve()).then(reloadIfOutdated);
  });
  // A chunk that will not load is most likely gone with a deploy; the manifest says whether it was.
  addEventListener('vite:preloadError', () => void check().then(reloadIfOutdated));
}
