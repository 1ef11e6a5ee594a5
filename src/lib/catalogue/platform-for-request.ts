// The platform client as one request of the storefront sees it: its language and sales channel.
import { createPlatform, type Platform } from '../platform';
import type { Locale } from '../../i18n/locales';

export interface RequestShop {
  locale: Locale;
  salesChannelId?: string | undefined;
  currency?: string | undefined;
}

export function platformFor(shop: RequestShop): Platform {
  return createPlatform({ language: shop.locale, salesChannelId: shop.salesChannelId, currency: shop.currency });
}
