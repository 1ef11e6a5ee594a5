// The point picker's search (spec §3 point-external methods): the pick-up points of one provider that
// match what the shopper typed, from the platform's point list (GET /shipping-points, a public read
// cached like the catalogue). Only the fields the picker shows go back to the browser.
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { createPlatform } from '../../lib/platform';
import { PICKUP_PROVIDERS } from '../../lib/commerce/shipping';

export const POINT_SEARCH_LIMIT = 20;

const providerFlags = Object.values(PICKUP_PROVIDERS) as [string, ...string[]];

export const pickupPointSearchInput = z.object({
  locale: z.enum(LOCALES).catch('pl'),
  provider: z.enum(providerFlags),
  q: z.string().trim().max(100).default(''),
});

export interface PickupPointChoice {
  code: string;
  name: string;
  /** Street, zip code and city in one line. */
  address: string;
  description: string;
}

/** What the island receives: the points, or a message when the list cannot be read. */
export type PickupPointSearch = { points: PickupPointChoice[] };

export const searchPickupPointsAction = defineAction({
  accept: 'json',
  input: z.looseObject({ locale: z.enum(LOCALES).catch('pl') }),
  async handler(envelope, context): Promise<PickupPointSearch> {
    const parsed = pickupPointSearchInput.safeParse(envelope);
    const locale = envelope.locale;
    if (!parsed.success) throw new ActionError({ code: 'BAD_REQUEST', message: t(locale, 'checkoutOptions.points.failed') });
    const { provider, q } = parsed.data;
    const platform = createPlatform({ language: locale, salesChannelId: context.locals.shop?.channel?.id });
    try {
      const found = platform.unwrap(
        await platform.client.GET('/shipping-points', { params: { query: { provider: provider as 'paczkomat', q, limit: POINT_SEARCH_LIMIT } } }),
      );
      return {
        points: found.data.map((point) => ({
          code: point.code,
          name: point.name,
          address: [point.address, [point.zip, point.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
          description: point.description,
        })),
      };
    } catch (error) {
      console.warn('[checkout] pick-up point search failed:', error instanceof Error ? error.message : error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'checkoutOptions.points.failed') });
    }
  },
});
