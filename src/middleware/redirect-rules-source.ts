// The platform's redirect rules (up to 500), kept in memory and refreshed in the background,
// so that no page waits on them once loaded and a platform outage only logs (docs/rules.md#redirect-rules).
import { createPlatform } from '../lib/platform';
import { defaultSalesChannelId } from '../lib/catalogue/shell';
import type { RedirectRule } from '../lib/commerce/redirect-rules';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { onPurge } from '../lib/cache-purge/purge';

export const REDIRECT_RULES_LIMIT = 500;
const REFRESH_AFTER_MS = 5 * 60_000;
const RETRY_AFTER_FAILURE_MS = 30_000;
/** How long the first page waits for the first load; the load itself has the client's 20 s. */
const FIRST_LOAD_WAIT_MS = 3_000;

let rules: readonly RedirectRule[] = [];
let nextRefreshAt = 0;
let inFlight: Promise<void> | null = null;
let loadedOnce = false;
/** The wait of the first pages: for the first load, or 3 s, whichever ends first; shared by all of them, once. */
let firstWait: Promise<void> | null = null;

async function refresh(): Promise<void> {
  try {
    // The rules are the shop's, not one shopper's: asked in the default language and the default
    // channel (every call carries a channel; a shopper without a stored one is served in it).
    const platform = createPlatform({ cache: false, language: DEFAULT_LOCALE, salesChannelId: await defaultSalesChannelId(DEFAULT_LOCALE) });
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

/** The current rules: the first calls wait for them (at most 3 s), later calls never do. */
export async function redirectRules(): Promise<readonly RedirectRule[]> {
  if (Date.now() >= nextRefreshAt && !inFlight) inFlight = refresh();
  if (!loadedOnce && inFlight) {
    const loading = inFlight;
    firstWait ??= new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FIRST_LOAD_WAIT_MS);
      void loading.finally(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    await firstWait;
  }
  return rules;
}

// A change of the redirects (a webhook's purge) reloads them at once: a load in flight may have begun
// before the change, so a new one follows it.
onPurge('redirect-rules', 20, async (purge) => {
  if (!purge.redirects) return;
  if (inFlight) await inFlight;
  inFlight = refresh();
  await inFlight;
});
