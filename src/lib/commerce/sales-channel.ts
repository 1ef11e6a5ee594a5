// Sales channel rules (docs/rules.md#choose-channel): which channel is chosen, which are listed.
import type { Locale } from '../../i18n/locales';
import { INTL_LOCALE } from '../../i18n/locales';

export const DEFAULT_CHANNEL_SLUG = 'pl';
export const DEFAULT_CURRENCY = 'PLN';

export interface SalesChannelShape {
  id: string;
  slug: string;
  name: string;
  status: 'active' | 'inactive' | 'hidden';
  default_currency?: { code: string } | null;
  countries?: readonly string[] | null;
  countries_block_list?: boolean | null;
}

/** The channel with the given id, else the one with slug 'pl', else the first; null when there are none. */
export function chooseSalesChannel<C extends SalesChannelShape>(channels: readonly C[], id?: string | null): C | null {
  return (
    (id ? channels.find((channel) => channel.id === id) : undefined) ?? channels.find((channel) => channel.slug === DEFAULT_CHANNEL_SLUG) ?? channels[0] ?? null
  );
}

/** The channels a shopper can pick: active ones, sorted by name as the locale sorts. */
export function listedSalesChannels<C extends SalesChannelShape>(channels: readonly C[], locale: Locale): C[] {
  const collator = collatorFor(locale);
  return channels.filter((channel) => channel.status === 'active').sort((a, b) => collator.compare(a.name, b.name));
}

// Building a collator costs more than the sort itself: one per locale.
const collators = new Map<Locale, Intl.Collator>();
function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(INTL_LOCALE[locale]);
    collators.set(locale, collator);
  }
  return collator;
}

/** The channel's currency code (default PLN). */
export function channelCurrency(channel: Pick<SalesChannelShape, 'default_currency'> | null | undefined): string {
  return channel?.default_currency?.code || DEFAULT_CURRENCY;
}
