import type { Deps, RequestCtx } from '../http/context.ts';
import { tr } from '../http/context.ts';
import { mediaIndex, mediaOut, type MediaOut, type StoredMedia } from '../media/store.ts';
import { loadAttributes, loadDiscounts, loadSets } from './store.ts';
import type { SeoData, StoredAttribute, StoredProductSet } from './types.ts';
import type { StoredDiscount } from '../cart/discount-types.ts';
import { all } from '../db/database.ts';
import { vatFraction } from './money.ts';

/** Everything product and set views need, loaded once per request. */
export type CatalogueContext = {
  rc: RequestCtx;
  publicUrl: string;
  media: Map<string, StoredMedia>;
  sets: StoredProductSet[];
  attributes: StoredAttribute[];
  discounts: StoredDiscount[];
  currencies: { code: string; vat_rate: number }[];
  languageIds: string[];
  now: Date;
};

type Shared = Omit<CatalogueContext, 'rc' | 'publicUrl' | 'now'>;
const shared = new WeakMap<Deps['db'], { version: number; value: Shared }>();

/**
 * The catalogue's small tables (sets, attributes, sales, media, currencies), read and parsed once for as
 * long as nothing in the database changed (any write on the connection counts: total_changes), not on
 * every request: with hundreds of categories the parsing was most of a filters request. Read-only.
 */
function sharedTables(deps: Deps): Shared {
  const version = (deps.db.prepare('SELECT total_changes() AS v').get() as { v: number }).v;
  const hit = shared.get(deps.db);
  if (hit && hit.version === version) return hit.value;
  const value: Shared = {
    media: mediaIndex(deps.db),
    sets: loadSets(deps.db),
    attributes: loadAttributes(deps.db),
    discounts: loadDiscounts(deps.db),
    currencies: all<{ code: string; data: string }>(deps.db, 'SELECT code, data FROM currencies').map((r) => ({
      code: r.code,
      vat_rate: vatFraction((JSON.parse(r.data) as { vat_rate: string }).vat_rate),
    })),
    languageIds: all<{ id: string }>(deps.db, 'SELECT id FROM languages').map((r) => r.id),
  };
  shared.set(deps.db, { version, value });
  return value;
}

export function catalogueContext(deps: Deps, rc: RequestCtx): CatalogueContext {
  return { rc, publicUrl: deps.publicUrl(), ...sharedTables(deps), now: new Date() };
}

export function mediaById(cc: CatalogueContext, id: string | null): MediaOut | null {
  const m = id ? cc.media.get(id) : undefined;
  return m ? mediaOut(m, cc.publicUrl, cc.rc.lang) : null;
}

export function seoOut(cc: CatalogueContext, seo: SeoData | undefined) {
  const t = tr(cc.rc, seo?.translations) ?? {};
  return {
    title: t.title ?? null,
    description: t.description ?? null,
    keywords: t.keywords ?? [],
    og_image: mediaById(cc, seo?.og_image_id ?? null),
    twitter_card: seo?.twitter_card ?? 'summary',
    no_index: seo?.no_index ?? false,
    header_tags: seo?.header_tags ?? [],
  };
}
