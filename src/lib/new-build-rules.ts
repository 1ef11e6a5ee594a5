// When a page asks the build manifest whether another build is deployed, and when a
// reload for it may happen. Pure (the clock is passed in), for ./new-build.ts.

export const BUILD_MANIFEST_PATH = '/build-manifest.json';
/** The manifest is checked hourly (and when the tab comes back into view after an hour). */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** After a reload for a new build, no other one for 10 s (the time is kept in session storage). */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'build-reload';

/** Whether a tab coming back into view checks now: an hour or more since the last check. */
export const isCheckDue = (lastCheck: number, now: number): boolean => now - lastCheck >= BUILD_CHECK_INTERVAL_MS;

/**
 * Whether the manifest names another build than the page's. Any other id counts, not only a later one:
 * a rolled-back build has also dropped the files of the page's build.
 */
export function isOtherBuild(manifest: unknown, pageBuild: string): boolean {
  if (typeof manifest !== 'object' || manifest === null || !('id' in manifest)) return false;
  const { id } = manifest;
  return typeof id === 'string' && id !== '' && id !== pageBuild;
}

/** A reload may happen unless the last one (its stored time) was less than 10 s ago, either way of a clock change. */
export function mayReload(lastReload: string | null, now: number): boolean {
  const last = Number(lastReload);
  return !(last > 0 && Math.abs(now - last) < RELOAD_GUARD_MS);
}
