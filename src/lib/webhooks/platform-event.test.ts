import { describe, expect, it } from 'vitest';
import { freshEnough, MAX_AGE_MS, MAX_AHEAD_MS, platformEventSchema, purgeForEvent, type PlatformEvent } from './platform-event';
import { purgeNamesPath } from '../cache-purge/purge';

const NOW = Date.parse('2026-11-28T09:00:00Z');
const event = (name: string, data?: PlatformEvent['data']): PlatformEvent => ({ event: name, triggered_at: '2026-11-28T09:00:00+00:00', data });

describe("a webhook's age", () => {
  it('is taken up to five minutes old and a minute ahead (clocks differ), not beyond', () => {
    expect(freshEnough(new Date(NOW).toISOString(), NOW)).toBe(true);
    expect(freshEnough(new Date(NOW - MAX_AGE_MS).toISOString(), NOW)).toBe(true);
    expect(freshEnough(new Date(NOW - MAX_AGE_MS - 1000).toISOString(), NOW)).toBe(false);
    expect(freshEnough(new Date(NOW + MAX_AHEAD_MS).toISOString(), NOW)).toBe(true);
    expect(freshEnough(new Date(NOW + MAX_AHEAD_MS + 1000).toISOString(), NOW)).toBe(false);
  });

  it("reads Heseya's ISO-8601 with an offset", () => {
    expect(freshEnough('2026-11-28T09:58:00+01:00', NOW)).toBe(true);
    expect(freshEnough('2026-11-28T08:58:00-01:00', NOW), 'two minutes ahead').toBe(false);
    expect(freshEnough('not a date', NOW)).toBe(false);
  });
});

describe("the webhook's payload", () => {
  it("takes Heseya's shape and refuses what is not it", () => {
    const heseya = {
      event: 'ProductUpdated',
      triggered_at: '2026-11-28T09:00:00+00:00',
      issuer_type: 'user',
      api_url: 'https://api.example',
      data_type: 'Product',
      data: { id: 'p1', slug: 'lampa', name: 'Lampa' },
    };
    expect(platformEventSchema.safeParse(heseya).success).toBe(true);
    expect(platformEventSchema.safeParse({ ...heseya, triggered_at: 'yesterday' }).success).toBe(false);
    expect(platformEventSchema.safeParse({ ...heseya, event: 'Product Updated; drop' }).success).toBe(false);
    expect(platformEventSchema.safeParse({ ...heseya, data: { id: 5 } }).success).toBe(false);
  });
});

describe('what each event drops', () => {
  it("a product's change: its answers by slug and id, any product answer naming its id, every product list, the pages that read them", () => {
    const purge = purgeForEvent(event('ProductUpdated', { id: 'p1', slug: 'lampa' }))!;
    expect(purge.pages).toBe('reads');
    for (const path of ['/products', '/products/lampa', '/products/id:p1', '/products/lampa/attributes', '/products/p1/PLN'])
      expect(purgeNamesPath(purge, path), path).toBe(true);
    for (const path of ['/products/krzeslo', '/pages/o-nas', '/settings', '/products-lampa']) expect(purgeNamesPath(purge, path), path).toBe(false);
    expect(purge).toMatchObject({ ids: ['p1'], idScope: '/products' });
    expect(purgeForEvent(event('ProductDeleted', { id: 'p1', slug: 'lampa' }))).toEqual(purge);
    expect(purgeForEvent(event('ProductPriceUpdated', { id: 'p1', slug: 'lampa' }))).toEqual(purge);
  });

  it('a product event without its keys drops every product answer', () => {
    const purge = purgeForEvent(event('ProductCreated', []))!;
    expect(purgeNamesPath(purge, '/products/anything')).toBe(true);
  });

  it('a slug is matched as the path carries it (encoded)', () => {
    expect(purgeNamesPath(purgeForEvent(event('ProductUpdated', { slug: 'żółta lampa' }))!, `/products/${encodeURIComponent('żółta lampa')}`)).toBe(true);
  });

  it('categories, content pages, settings, SEO and redirects show on every page: every page goes', () => {
    expect(purgeForEvent(event('ProductSetUpdated', { id: 's1', slug: 'lampy' }))).toMatchObject({ pages: 'all', prefixes: ['/product-sets', '/products'] });
    expect(purgeForEvent(event('PageUpdated', { id: 'pg', slug: 'o-nas' }))).toMatchObject({ pages: 'all', prefixes: ['/pages'] });
    expect(purgeForEvent(event('SettingUpdated'))).toMatchObject({ pages: 'all' });
    expect(purgeNamesPath(purgeForEvent(event('SeoUpdated'))!, '/seo')).toBe(true);
    expect(purgeForEvent(event('RedirectCreated'))).toMatchObject({ pages: 'all', redirects: true });
  });

  it('banners, stock and promotions drop their answers and the pages that read them', () => {
    expect(purgeForEvent(event('BannerUpdated', { id: 'b1', slug: 'main-banner' }))).toMatchObject({ pages: 'reads', prefixes: ['/banners'] });
    expect(purgeForEvent(event('ItemUpdatedQuantity', { id: 'i1' }))).toMatchObject({ pages: 'reads' });
    expect(purgeNamesPath(purgeForEvent(event('SaleCreated'))!, '/products')).toBe(true);
  });

  it('events that change nothing a shopper sees drop nothing', () => {
    for (const name of ['OrderCreated', 'UserCreated', 'FailedLoginAttempt', 'PasswordReset', 'TfaInit']) expect(purgeForEvent(event(name)), name).toBeNull();
  });
});
