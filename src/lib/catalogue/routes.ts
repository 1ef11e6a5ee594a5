// What each catalogue route loads before it renders, called from the page files themselves (the
// Polish one and its /en twin), so the HTTP status (404, 503) and Cache-Control are decided before
// the response starts. Caching decisions for pages live here, beside the data access.
import type { Locale } from '../../i18n/locales';
import { requestLocale } from '../../i18n/request';
import { localizePath } from '../../i18n/locales';
import { env } from '../env';
import { publicCacheControl } from './cache-policy';
import { getCategoryPage, type CategoryPage } from './category';
import { getContentPage, getContentPageByCode, type ContentPage } from './content-page';
import { getHomePage, type HomePage } from './home';
import { readListingQuery, tidyListingSearch, type ListingQuery } from './listing-query';
import { normaliseQuery, searchProducts } from './search';
import type { Page } from '../platform';
import type { ProductListItem } from './product-card';
import { DEFAULT_CURRENCY } from '../commerce/sales-channel';

/** The parts of Astro's page context the loaders use. */
export interface RouteContext {
  url: URL;
  params: Record<string, string | undefined>;
  locals: App.Locals;
  currentLocale?: string | undefined;
  /** Astro's `response` (a ResponseInit: the status is unset until a page sets it). */
  response: { status?: number | undefined; readonly headers: Headers };
}

export interface RouteShop {
  locale: Locale;
  salesChannelId?: string | undefined;
  currency: string;
}

export function routeShop(astro: Pick<RouteContext, 'url' | 'locals' | 'currentLocale'>): RouteShop {
  const shop = astro.locals.shop;
  return { locale: requestLocale(astro), salesChannelId: shop?.channel?.id, currency: shop?.currency ?? DEFAULT_CURRENCY };
}

/** A CDN may keep this page (docs/architecture.md#caching); the middleware still makes it private when it turns personal. */
export function cachePublicly(astro: RouteContext): void {
  astro.response.headers.set('Cache-Control', publicCacheControl({ sharedSeconds: env().PAGE_CACHE_SECONDS }));
}

function notFound(astro: RouteContext): null {
  astro.response.status = 404;
  cachePublicly(astro);
  return null;
}

export async function loadHome(astro: RouteContext): Promise<HomePage> {
  const home = await getHomePage(routeShop(astro));
  cachePublicly(astro);
  return home;
}

/** Where a listing submitted with empty form fields should be (its tidy address), else null. */
export function listingRedirect(astro: RouteContext): string | null {
  const search = tidyListingSearch(astro.url.searchParams);
  return search === null ? null : `${astro.url.pathname}${search ? `?${search}` : ''}`;
}

export async function loadCategory(astro: RouteContext): Promise<CategoryPage | null> {
  const slug = astro.params.slug;
  if (!slug) return notFound(astro);
  const category = await getCategoryPage(routeShop(astro), slug, astro.url.searchParams);
  if (!category) return notFound(astro);
  cachePublicly(astro);
  return category;
}

export interface SearchResults {
  query: string;
  listing: ListingQuery;
  /** Null for an empty query. */
  results: Page<ProductListItem> | null;
}

export async function loadSearch(astro: RouteContext): Promise<SearchResults> {
  // Astro decodes route params except an encoded slash (it would split the path): undo that one.
  const query = normaliseQuery(astro.params.query?.replace(/%2F/gi, '/'));
  const listing = readListingQuery(astro.url.searchParams);
  const results = query ? await searchProducts(routeShop(astro), query, listing) : null;
  cachePublicly(astro);
  return { query, listing, results };
}

export async function loadContentPage(astro: RouteContext): Promise<ContentPage | null> {
  const slug = astro.params.slug;
  const page = slug ? await getContentPage(routeShop(astro), slug) : null;
  if (!page) return notFound(astro);
  cachePublicly(astro);
  return page;
}

/** A page by code (/page/{code}) or by query (/page?code=… or /page?slug=…). */
export async function loadContentPageByCode(astro: RouteContext): Promise<ContentPage | null> {
  const code = (astro.params.code ?? astro.url.searchParams.get('code') ?? astro.url.searchParams.get('slug') ?? '').trim();
  const page = code ? await getContentPageByCode(routeShop(astro), code) : null;
  if (!page) return notFound(astro);
  cachePublicly(astro);
  return page;
}

/** Where /search?q=… goes: /search/{query} (null when the query is empty: the search page itself helps). */
export function searchRedirect(astro: RouteContext): string | null {
  const query = normaliseQuery(astro.url.searchParams.get('q'));
  if (!query) return null;
  return localizePath(`/search/${encodeURIComponent(query)}`, routeShop(astro).locale);
}
