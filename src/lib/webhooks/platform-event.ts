// A platform webhook's payload (heseya/core, app/Events/WebHookEvent.php) and what each event drops from
// the caches. Heseya names events `<Model><Action>` (app/Enums/EventType.php); besides its own, the shop
// takes the same shape for what it shows and Heseya has no event for (banners, settings, SEO, redirects).
import { z } from 'zod';
import type { Purge } from '../cache-purge/purge';

const resourceKeys = z.looseObject({
  id: z.string().max(128).optional(),
  slug: z.string().max(512).optional(),
});

export const platformEventSchema = z.object({
  event: z.string().regex(/^[A-Za-z]{1,64}$/),
  triggered_at: z.iso.datetime({ offset: true }),
  issuer_type: z.string().max(64).optional(),
  api_url: z.string().max(2048).optional(),
  data_type: z.string().max(64).optional(),
  data: z.union([resourceKeys, z.array(z.unknown()), z.null()]).optional(),
});

export type PlatformEvent = z.infer<typeof platformEventSchema>;

/** How far back a webhook's `triggered_at` may be, and how far ahead (the two clocks differ a little). */
export const MAX_AGE_MS = 5 * 60_000;
export const MAX_AHEAD_MS = 60_000;

/** Whether a webhook triggered at `triggeredAt` is recent enough to act on at `now`. */
export function freshEnough(triggeredAt: string, now: number): boolean {
  const at = Date.parse(triggeredAt);
  return Number.isFinite(at) && at >= now - MAX_AGE_MS && at <= now + MAX_AHEAD_MS;
}

const empty = (): Omit<Purge, 'pages'> => ({ paths: [], prefixes: [], ids: [], redirects: false, posts: false });

/** A path segment as the platform's paths carry it. */
const segment = (value: string) => encodeURIComponent(value);

/**
 * What an event drops, or null for an event that changes nothing the shop shows (orders, users, sign-ins).
 * When in doubt it drops more: a product's change drops its answers by slug and id, any answer under
 * /products naming its id (it may have had another slug), every product list and the pages that read them.
 */
export function purgeForEvent(event: PlatformEvent): Purge | null {
  const match = /^(ProductPrice|ProductSet|Product|Item|Sale|Coupon|Page|Banner|Settings?|Seo|Redirect)(?:Created|Updated|Deleted)/.exec(event.event);
  if (!match) return null;
  const data = event.data && !Array.isArray(event.data) ? event.data : undefined;
  switch (match[1]) {
    case 'Product':
    case 'ProductPrice': {
      // By slug and by id as the platform's paths name a product; by bare id as the price tracker's do (its lowest price).
      const prefixes = [
        data?.slug && `/products/${segment(data.slug)}`,
        data?.id && `/products/id:${segment(data.id)}`,
        data?.id && `/products/${segment(data.id)}`,
      ].filter((p): p is string => Boolean(p));
      // Without a slug or id the change could be any product's: every product answer goes.
      if (prefixes.length === 0) return { ...empty(), prefixes: ['/products'], pages: 'reads' };
      return { ...empty(), paths: ['/products'], prefixes, ids: data?.id ? [data.id] : [], idScope: '/products', pages: 'reads' };
    }
    // Stock and promotions change what products show (availability, prices) without naming them.
    case 'Item':
    case 'Sale':
    case 'Coupon':
      return { ...empty(), prefixes: ['/products', '/sales', '/coupons'], pages: 'reads' };
    // Categories are the menu on every page; pages are the footer's links on every page.
    case 'ProductSet':
      return { ...empty(), prefixes: ['/product-sets', '/products'], pages: 'all' };
    case 'Page':
      return { ...empty(), prefixes: ['/pages'], pages: 'all' };
    case 'Banner':
      return { ...empty(), prefixes: ['/banners'], pages: 'reads' };
    case 'Setting':
    case 'Settings':
    case 'Seo':
      return { ...empty(), prefixes: ['/settings', '/seo', '/languages', '/sales-channels'], pages: 'all' };
    case 'Redirect':
      return { ...empty(), prefixes: ['/redirects'], pages: 'all', redirects: true };
    default:
      return null;
  }
}
