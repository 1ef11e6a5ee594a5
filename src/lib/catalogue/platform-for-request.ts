// The platform client as one request of the storefront sees it: its language and sales channel.
import { createPlatform, type Platform } from '../platform';
import type { Locale } from '../../i18n/locales';

export interface RequestShop {
  locale: Locale;
  salesChannelId?: string | undefined;
  currency?: string | undefined;
}

/**
 * Such a client holds nothing of one request (no tokens, no shopper): one per language, channel and
 * currency serves every request, instead of a new client, transport and price tracker for each read
 * (a page made several). Bounded, as the channel comes from a cookie; made again when the global fetch
 * is replaced (tests stub it).
 */
const kept = new Map<string, Platform>();
let keptWith: typeof globalThis.fetch | undefined;
const MAX_KEPT = 64;

export function platformFor(shop: RequestShop): Platform {
  if (keptWith !== globalThis.fetch) {
    kept.clear();
    keptWith = globalThis.fetch;
  }
  const key = `${shop.locale}\n${shop.salesChannelId ?? ''}\n${shop.currency ?? ''}`;
  let platform = kept.get(key);
  if (!platform) {
    if (kept.size >= MAX_KEPT) kept.clear();
    platform = createPlatform({ language: shop.locale, salesChannelId: shop.salesChannelId, currency: shop.currency });
    kept.set(key, platform);
  }
  return platform;
}
