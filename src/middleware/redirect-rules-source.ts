// The platform's redirect rules (up to 500), kept in memory and refreshed in the background,
// so that no page waits on them once loaded and a platform outage only logs (spec §2).
import { createPlatform } from '../lib/platform';
import type { RedirectRule } from '../lib/commerce/redirect-rules';

export const REDIRECT_RULES_LIMIT = 500;
const REFRESH_AFTER_MS = 5 * 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;
const FETCH_TIMEOUT_MS = 3_000;

let rules: readonly RedirectRule[] = [];
let nextRefreshAt = 0;
let inFlight: Promise<void> | null = null;
let loadedOnce = false;

async function refresh(): Promise<void> {
  try {
    const platform = createPlatform({ cache: false, timeoutMs: FETCH_TIMEOUT_MS });
    const page = await platform.list('/redirects', { limit: REDIRECT_RULES_LIMIT });
    rules = page.data;
    nextRefreshAt = Date.now() + REFRESH_AFTER_MS;
  } catch (error) {
    console.warn(`[redirects] could not load the redirect rules; pages render without them: ${String(error)}`);
    nextRefreshAt = Date.now() + RETRY_AFTER_FAILURE_MS;
  } finally {
    loadedOnce = true;
    inFlight = null;
  }
}

/** The current rules: the first call waits for them (bounded by a short timeout), later calls never do. */
export async function redirectRules(): Promise<readonly RedirectRule[]> {
  if (Date.now() >= nextRefreshAt && !inFlight) inFlight = refresh();
  if (!loadedOnce && inFlight) await inFlight;
  return rules;
}
