// The shop's sales channel that a cart is priced in, for both doors that price one (the cart's processing
// and placing an order): its id and currency (PLN when the shop names none). Without a channel the
// platform cannot price the cart: the shopper is told to try again (SERVICE_UNAVAILABLE) in the door's words.
import { ActionError, type ActionAPIContext } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t, type MessageKey } from '../../i18n/messages';

type Shop = NonNullable<App.Locals['shop']>;

export function pricingChannel(
  context: Pick<ActionAPIContext, 'locals'>,
  locale: Locale,
  unreachable: MessageKey,
): { channelId: string; currency: string; shop: Shop } {
  const shop: Shop = context.locals.shop ?? {};
  const channelId = shop.channel?.id;
  if (!channelId) throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, unreachable) });
  return { channelId, currency: shop.currency ?? 'PLN', shop };
}
