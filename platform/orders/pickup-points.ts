// Demo pick-up points of the point-external providers (no Heseya endpoint exists for this: the real
// storefront embeds each vendor's own map widget). The storefront's point picker searches them with
// GET /shipping-points?provider=&q=. Generated, not stored: a few dozen per provider across Polish cities,
// the same on every start, so tests can name them.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context.ts';
import { parse, query } from '../http/input.ts';

export const PICKUP_POINT_PROVIDERS = ['paczkomat', 'dpd_pickup', 'dhl_pickup'] as const;
export type PickupPointProvider = (typeof PICKUP_POINT_PROVIDERS)[number];

export interface PickupPoint {
  provider: PickupPointProvider;
  /** The point's code: the locker name (e.g. GDA01M) or the courier's point id. */
  code: string;
  name: string;
  address: string;
  zip: string;
  city: string;
  description: string;
}

const CITIES: { city: string; prefix: string; zip: string; streets: string[] }[] = [
  { city: 'Warszawa', prefix: 'WAW', zip: '00-', streets: ['ul. Marszałkowska', 'ul. Puławska', 'al. Jerozolimskie', 'ul. Grochowska'] },
  { city: 'Kraków', prefix: 'KRA', zip: '30-', streets: ['ul. Długa', 'ul. Karmelicka', 'ul. Wielicka', 'os. Dywizjonu 303'] },
  { city: 'Gdańsk', prefix: 'GDA', zip: '80-', streets: ['ul. Grunwaldzka', 'ul. Długie Ogrody', 'ul. Słowackiego'] },
  { city: 'Wrocław', prefix: 'WRO', zip: '50-', streets: ['ul. Legnicka', 'ul. Świdnicka', 'pl. Grunwaldzki'] },
  { city: 'Poznań', prefix: 'POZ', zip: '60-', streets: ['ul. Głogowska', 'ul. Garbary', 'os. Piastowskie'] },
  { city: 'Łódź', prefix: 'LOD', zip: '90-', streets: ['ul. Piotrkowska', 'al. Kościuszki', 'ul. Zgierska'] },
  { city: 'Lublin', prefix: 'LUB', zip: '20-', streets: ['ul. Narutowicza', 'al. Racławickie'] },
  { city: 'Szczecin', prefix: 'SZC', zip: '70-', streets: ['al. Wojska Polskiego', 'ul. Krzywoustego'] },
  { city: 'Białystok', prefix: 'BIA', zip: '15-', streets: ['ul. Lipowa', 'ul. Sienkiewicza'] },
  { city: 'Katowice', prefix: 'KAT', zip: '40-', streets: ['ul. Mariacka', 'ul. Chorzowska', 'al. Roździeńskiego'] },
];

const PROVIDER_LABEL: Record<PickupPointProvider, (n: number) => { code: (prefix: string) => string; name: string; description: string }> = {
  paczkomat: (n) => ({ code: (prefix) => `${prefix}${String(n).padStart(2, '0')}M`, name: 'Paczkomat', description: 'Paczkomat 24/7' }),
  dpd_pickup: (n) => ({ code: (prefix) => `PL${prefix}${String(100 + n)}`, name: n % 2 ? 'DPD Pickup — Żabka' : 'DPD Pickup — kiosk', description: 'pn.–sb. 6:00–23:00' }),
  dhl_pickup: (n) => ({ code: (prefix) => `DHL-${prefix}-${String(200 + n)}`, name: n % 2 ? 'DHL POP — stacja paliw' : 'DHL POP — sklep', description: 'pn.–nd. 7:00–22:00' }),
};

function generate(provider: PickupPointProvider): PickupPoint[] {
  return CITIES.flatMap(({ city, prefix, zip, streets }, cityIndex) =>
    streets.map((street, index) => {
      const n = index + 1;
      const label = PROVIDER_LABEL[provider](n);
      return {
        provider,
        code: label.code(prefix),
        name: `${label.name} ${label.code(prefix)}`,
        address: `${street} ${3 + index * 7 + cityIndex}`,
        zip: `${zip}${String(100 + cityIndex * 37 + index * 11).padStart(3, '0')}`,
        city,
        description: label.description,
      };
    }),
  );
}

const POINTS: Record<PickupPointProvider, PickupPoint[]> = Object.fromEntries(PICKUP_POINT_PROVIDERS.map((provider) => [provider, generate(provider)])) as Record<PickupPointProvider, PickupPoint[]>;

export const pickupPoints = (provider: PickupPointProvider): readonly PickupPoint[] => POINTS[provider];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();

/** Points whose code, name, address, zip or city contain every word of the query (accents ignored). */
export function searchPickupPoints(provider: PickupPointProvider, q: string, limit: number): PickupPoint[] {
  const words = fold(q).split(/[\s,]+/).filter(Boolean);
  return POINTS[provider].filter((point) => {
    const haystack = fold([point.code, point.name, point.address, point.zip, point.city].join(' '));
    return words.every((word) => haystack.includes(word));
  }).slice(0, limit);
}

const searchQuery = z.object({
  provider: z.enum(PICKUP_POINT_PROVIDERS),
  q: z.string().max(100).optional().default(''),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});

export function pickupPointRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/shipping-points', (c) => {
    const q = parse(searchQuery, query(c));
    return c.json({ data: searchPickupPoints(q.provider, q.q, q.limit) });
  });
  return app;
}
