import { tr } from '../http/context.ts';
import type { CatalogueContext } from './catalogue-context.ts';
import { priceOf } from './money.ts';
import { listingSales, productPrices } from './product-pricing.ts';
import { productAvailable, productVisible } from './product-view.ts';
import { setIndex } from './set-view.ts';
import type { StoredAttribute, StoredProduct } from './types.ts';
import { badRequest } from '../http/errors.ts';
import { metadataSearch } from '../http/metadata-query.ts';

type Query = Record<string, string | string[]>;
export const listParam = (v: string | string[] | undefined): string[] =>
  v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean);
export const flag = (v: string | string[] | undefined): boolean | undefined => {
  const s = Array.isArray(v) ? v[0] : v;
  if (s === undefined || s === '') return undefined;
  if (s === '1' || s === 'true') return true;
  if (s === '0' || s === 'false') return false;
  throw badRequest(`Expected 1 or 0, got "${s}".`);
};
const num = (v: string | string[] | undefined, name: string): number | undefined => {
  const s = Array.isArray(v) ? v[0] : v;
  if (s === undefined || s === '') return undefined;
  const n = Number(s);
  if (!Number.isFinite(n)) throw badRequest(`${name} must be a number.`);
  return n;
};

export type SortKey = { field: string; dir: 'asc' | 'desc'; currency?: string };

/**
 * One key of `sort`, as Heseya reads it: `field[:dir]`, with `price:<currency>[:dir]` naming the currency
 * to sort by, `set.<slug>` (the product's position in that set) and `attribute.<id or slug>`.
 */
export function sortKey(raw: string): SortKey {
  const parts = raw.split(':');
  const field = parts[0] ?? '';
  const currency = field === 'price' && parts.length === 3 ? parts[1] : undefined;
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) throw badRequest(`Unknown currency "${currency}" in sort.`);
  const dir = parts[currency === undefined ? 1 : 2] ?? 'asc';
  if (parts.length > (currency === undefined ? 2 : 3)) throw badRequest(`Cannot sort by "${raw}".`);
  if (dir !== 'asc' && dir !== 'desc') throw badRequest(`Only asc|desc sorting directions are allowed on field ${field}.`);
  return { field, dir, ...(currency ? { currency } : {}) };
}

export function descendants(cc: CatalogueContext, rootIds: string[]): Set<string> {
  const out = new Set(rootIds);
  const { children } = setIndex(cc);
  for (const id of out) for (const child of children.get(id) ?? []) out.add(child.id);
  return out;
}

/** `attribute[slug]=a,b`, `attribute[slug][min]=1` and `attribute.slug=…` shapes. */
export function attributeFilters(q: Query) {
  const out = new Map<string, { options: string[]; min?: string; max?: string }>();
  for (const [key, value] of Object.entries(q)) {
    const m = /^attribute(?:\[([^\]]+)\]|\.([^.[\]]+))(?:\[(min|max)\]|\.(min|max))?$/.exec(key);
    if (!m) continue;
    const slug = (m[1] ?? m[2])!;
    const bound = m[3] ?? m[4];
    const entry = out.get(slug) ?? { options: [] };
    if (bound === 'min' || bound === 'max') entry[bound] = Array.isArray(value) ? value[0] : value;
    else entry.options.push(...listParam(value));
    out.set(slug, entry);
  }
  return out;
}

export const priceBound = (q: Query, which: 'min' | 'max') => num(q[`price[${which}]`] ?? q[`price.${which}`] ?? q[`price_${which}`], `price ${which}`);

export function filterProducts(cc: CatalogueContext, products: StoredProduct[], q: Query, showHidden: boolean, currency: string): StoredProduct[] {
  let out = showHidden && flag(q.public) !== true ? products : products.filter((p) => productVisible(cc, p));
  if (flag(q.public) === false && showHidden) out = out.filter((p) => !p.public);

  // Whether the caller may search private metadata is the route's check (GET /products).
  const matches = metadataSearch(q, true);
  out = out.filter((p) => matches(p));
  const slug = Array.isArray(q.slug) ? q.slug[0] : q.slug;
  if (slug) out = out.filter((p) => p.slug === slug);
  const name = (Array.isArray(q.name) ? q.name[0] : q.name)?.toLowerCase();
  if (name) out = out.filter((p) => Object.values(p.translations).some((t) => t.name.toLowerCase().includes(name)));
  const ids = listParam(q.ids);
  if (ids.length) out = out.filter((p) => ids.includes(p.id));

  const setSlugs = listParam(q.sets);
  if (setSlugs.length) {
    const wanted = descendants(
      cc,
      cc.sets.filter((s) => setSlugs.includes(s.slug) || setSlugs.includes(s.id)).map((s) => s.id),
    );
    out = out.filter((p) => p.set_ids.some((id) => wanted.has(id)));
  }
  const notSlugs = listParam(q.sets_not);
  if (notSlugs.length) {
    const unwanted = descendants(
      cc,
      cc.sets.filter((s) => notSlugs.includes(s.slug)).map((s) => s.id),
    );
    out = out.filter((p) => !p.set_ids.some((id) => unwanted.has(id)));
  }

  const available = flag(q.available);
  if (available !== undefined) out = out.filter((p) => productAvailable(p) === available);
  const digital = flag(q.shipping_digital);
  if (digital !== undefined) out = out.filter((p) => p.shipping_digital === digital);
  const hasCover = flag(q.has_cover);
  if (hasCover !== undefined) out = out.filter((p) => (p.cover_id !== null) === hasCover);

  const min = priceBound(q, 'min');
  const max = priceBound(q, 'max');
  if (min !== undefined || max !== undefined) {
    out = out.filter((p) => {
      const price = minPrice(cc, p, currency) / 100;
      return (min === undefined || price >= min) && (max === undefined || price <= max);
    });
  }

  for (const [slug, f] of attributeFilters(q)) {
    const attribute = cc.attributes.find((a) => a.slug === slug);
    if (!attribute) {
      out = [];
      break;
    }
    out = out.filter((p) => {
      const chosen = p.attributes.find((v) => v.attribute_id === attribute.id)?.option_ids ?? [];
      const options = attribute.options.filter((o) => chosen.includes(o.id));
      if (f.options.length && !options.some((o) => f.options.includes(o.id))) return false;
      if (f.min !== undefined || f.max !== undefined) {
        return options.some((o) => {
          const v = attribute.type === 'date' ? (o.value_date ?? '') : (o.value_number ?? Number.NaN);
          const lo = f.min === undefined ? true : attribute.type === 'date' ? String(v) >= f.min : Number(v) >= Number(f.min);
          const hi = f.max === undefined ? true : attribute.type === 'date' ? String(v) <= f.max : Number(v) <= Number(f.max);
          return lo && hi;
        });
      }
      return true;
    });
  }

  const search = (Array.isArray(q.search) ? q.search[0] : q.search)?.trim().toLowerCase();
  if (search) {
    const words = search.split(/\s+/);
    const text = (p: StoredProduct) =>
      Object.values(p.translations)
        .map((t) => `${t.name} ${t.description_short} ${t.description_html.replace(/<[^>]+>/g, ' ')}`)
        .join(' ')
        .toLowerCase();
    out = out
      .map((p) => ({ p, t: text(p), name: (tr(cc.rc, p.translations)?.name ?? '').toLowerCase() }))
      .filter(({ t }) => words.every((w) => t.includes(w)))
      .sort((a, b) => Number(b.name.includes(search)) - Number(a.name.includes(search)))
      .map(({ p }) => p);
  }
  return sortProducts(cc, out, q.sort, currency);
}

function minPrice(cc: CatalogueContext, p: StoredProduct, currency: string): number {
  if (p.prices_base[currency] === undefined) return priceOf(p.prices_base, currency);
  return productPrices(p, listingSales(cc.discounts, p, cc.sets, currency, cc.now), currency).min;
}

function sortProducts(cc: CatalogueContext, products: StoredProduct[], sortParam: string | string[] | undefined, currency: string): StoredProduct[] {
  const keys = listParam(sortParam);
  if (!keys.length) return products;
  const name = (p: StoredProduct) => tr(cc.rc, p.translations)?.name ?? '';
  const comparators = keys.map((k) => {
    const { field, dir, currency: sortCurrency } = sortKey(k);
    const sign = dir === 'desc' ? -1 : 1;
    const priced = sortCurrency ?? currency;
    switch (field) {
      case 'price':
      case 'price_min':
      case 'price_max':
        return (a: StoredProduct, b: StoredProduct) => sign * (minPrice(cc, a, priced) - minPrice(cc, b, priced));
      case 'name':
        return (a: StoredProduct, b: StoredProduct) => sign * name(a).localeCompare(name(b), cc.rc.lang);
      case 'created_at':
        return (a: StoredProduct, b: StoredProduct) => sign * a.created_at.localeCompare(b.created_at);
      case 'id':
        return (a: StoredProduct, b: StoredProduct) => sign * a.id.localeCompare(b.id);
      case 'order':
      case 'sort':
        return (a: StoredProduct, b: StoredProduct) => sign * (products.indexOf(a) - products.indexOf(b));
      case 'available':
        return (a: StoredProduct, b: StoredProduct) => sign * (Number(productAvailable(a)) - Number(productAvailable(b)));
      case 'public':
        return (a: StoredProduct, b: StoredProduct) => sign * (Number(a.public) - Number(b.public));
      default: {
        if (field.startsWith('set.')) {
          // Heseya: the position in the set; a product outside it has none, which sorts first ascending (SQL NULL).
          const set = cc.sets.find((x) => x.slug === field.slice(4));
          const position = (p: StoredProduct) => (set && p.set_ids.includes(set.id) ? products.indexOf(p) : -1);
          return (a: StoredProduct, b: StoredProduct) => sign * (position(a) - position(b));
        }
        const ref = field.startsWith('attribute.') ? field.slice(10) : undefined;
        const attribute = ref === undefined ? undefined : cc.attributes.find((x) => x.id === ref || x.slug === ref);
        if (!attribute) throw badRequest(`Cannot sort by "${field}".`);
        // The product's (first) option of the attribute: numbers by value, dates and names as text; a product
        // without one has no value and comes first ascending, as Heseya's SQL NULL does.
        const option = (p: StoredProduct) =>
          attribute.options.find((o) => p.attributes.find((v) => v.attribute_id === attribute.id)?.option_ids.includes(o.id));
        const compare = (x: StoredAttribute['options'][number], y: StoredAttribute['options'][number]) => {
          if (attribute.type === 'number') return (x.value_number ?? 0) - (y.value_number ?? 0);
          if (attribute.type === 'date') return (x.value_date ?? '').localeCompare(y.value_date ?? '');
          return (tr(cc.rc, x.translations)?.name ?? '').localeCompare(tr(cc.rc, y.translations)?.name ?? '', cc.rc.lang);
        };
        return (a: StoredProduct, b: StoredProduct) => {
          const [x, y] = [option(a), option(b)];
          return sign * (x && y ? compare(x, y) : Number(Boolean(x)) - Number(Boolean(y)));
        };
      }
    }
  });
  return [...products].sort((a, b) => {
    for (const cmp of comparators) {
      const r = cmp(a, b);
      if (r !== 0) return r;
    }
    return 0;
  });
}
