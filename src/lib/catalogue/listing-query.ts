// The shopper's listing choices (page, sort, attribute and price filters) as they travel in the
// URL of a category or search page, so that every state is a plain link or a plain GET form:
//   ?page=2&sort=price:asc&a.marka=<option id>&a.waga.min=1&a.waga.max=3&price_min=10&price_max=90
// and the same choices as the platform's GET /products query.
import { z } from 'zod';

export const LISTING_PAGE_SIZE = 12;

export const SORT_KEYS = ['price:asc', 'price:desc', 'name:asc', 'name:desc', 'created_at:desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface AttributeChoice {
  /** Chosen option ids (any of them matches). */
  options: string[];
  min?: string | undefined;
  max?: string | undefined;
}

export interface ListingQuery {
  page: number;
  sort?: SortKey | undefined;
  /** By attribute slug. */
  attributes: Record<string, AttributeChoice>;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
}

/** What an attribute allows, as GET /products/filters describes it. */
export interface FilterableAttribute {
  slug: string;
  type: 'single-option' | 'multi-choice-option' | 'number' | 'date';
  options?: ReadonlyArray<{ id: string }> | undefined;
}

const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);
const sortSchema = z.enum(SORT_KEYS).optional().catch(undefined);
const amountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(?:[.,]\d{1,2})?$/)
  .transform((v) => Number(v.replace(',', '.')))
  .optional()
  .catch(undefined);
const numberBound = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(?:\.\d{1,6})?$/)
  .optional()
  .catch(undefined);
const dateBound = z.iso.date().optional().catch(undefined);

/** Reads the listing choices from a URL; anything invalid or unknown is dropped, never an error. */
export function readListingQuery(params: URLSearchParams, attributes: readonly FilterableAttribute[] = []): ListingQuery {
  const chosen: Record<string, AttributeChoice> = {};
  for (const attribute of attributes) {
    const choice: AttributeChoice = { options: [] };
    if (attribute.type === 'number' || attribute.type === 'date') {
      const bound = attribute.type === 'number' ? numberBound : dateBound;
      choice.min = bound.parse(params.get(`a.${attribute.slug}.min`) ?? undefined);
      choice.max = bound.parse(params.get(`a.${attribute.slug}.max`) ?? undefined);
    } else {
      const known = new Set((attribute.options ?? []).map((option) => option.id));
      choice.options = [...new Set(params.getAll(`a.${attribute.slug}`))].filter((id) => known.has(id));
    }
    if (choice.options.length || choice.min !== undefined || choice.max !== undefined) chosen[attribute.slug] = choice;
  }
  return {
    page: pageSchema.parse(params.get('page') ?? undefined),
    sort: sortSchema.parse(params.get('sort') ?? undefined),
    attributes: chosen,
    priceMin: amountSchema.parse(params.get('price_min') ?? undefined),
    priceMax: amountSchema.parse(params.get('price_max') ?? undefined),
  };
}

/** Whether any filter (not page or sort) is chosen. */
export function hasFilters(query: ListingQuery): boolean {
  return Object.keys(query.attributes).length > 0 || query.priceMin !== undefined || query.priceMax !== undefined;
}

/** The URL parameters of the choices, in a stable order; page 1 and no sort are left out. */
export function listingParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [slug, choice] of Object.entries(query.attributes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    for (const id of choice.options) params.append(`a.${slug}`, id);
    if (choice.min !== undefined) params.set(`a.${slug}.min`, choice.min);
    if (choice.max !== undefined) params.set(`a.${slug}.max`, choice.max);
  }
  if (query.priceMin !== undefined) params.set('price_min', String(query.priceMin));
  if (query.priceMax !== undefined) params.set('price_max', String(query.priceMax));
  if (query.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A link to the listing at `path` with the choices changed by `change` (e.g. another page). */
export function listingHref(path: string, query: ListingQuery, change: Partial<ListingQuery> = {}): string {
  const search = listingParams({ ...query, ...change }).toString();
  return search ? `${path}?${search}` : path;
}

export type AttributeFilterQuery = Record<string, string | string[] | { min?: string; max?: string }>;

/** The filters and sort in the shape of GET /products (attribute.{slug}, price.min/max/currency). */
export function platformListingQuery(query: ListingQuery, currency: string) {
  const attribute: AttributeFilterQuery = {};
  for (const [slug, choice] of Object.entries(query.attributes)) {
    if (choice.options.length) attribute[slug] = choice.options;
    else attribute[slug] = { ...(choice.min !== undefined && { min: choice.min }), ...(choice.max !== undefined && { max: choice.max }) };
  }
  const hasPrice = query.priceMin !== undefined || query.priceMax !== undefined;
  return {
    page: query.page,
    limit: LISTING_PAGE_SIZE,
    ...(query.sort && { sort: query.sort }),
    ...(Object.keys(attribute).length > 0 && { attribute }),
    ...(hasPrice && { price: { min: query.priceMin, max: query.priceMax, currency } }),
  };
}

/** Parameters of the listing form: empty ones are what a plain GET form sends for unfilled fields. */
const LISTING_PARAM = /^(?:a\.|price_min$|price_max$|sort$|page$)/;

/**
 * The tidy address of a listing submitted with empty fields (a GET form without JavaScript sends
 * every field), or null when the address is already tidy. Other parameters are kept as they are.
 */
export function tidyListingSearch(params: URLSearchParams): string | null {
  const entries = [...params.entries()];
  const kept = entries.filter(([key, value]) => !(LISTING_PARAM.test(key) && value.trim() === ''));
  if (kept.length === entries.length) return null;
  return new URLSearchParams(kept).toString();
}
