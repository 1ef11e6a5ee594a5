// What each catalogue route loads before it renders, called from the page files themselves (the
// Polish one and its /en twin), so the HTTP status (404, 503) and Cache-Control are decided before
// the response starts.
import { localizePath } from '../../i18n/locales';
import { cachePublicly, routeShop, type RouteContext } from '../../lib/request/route-context';
import { getCategoryPage, type CategoryPage } from '../../lib/catalogue/category';
import { getContentPage, getContentPageByCode, type ContentPage } from '../../lib/catalogue/content-page';
import { getHomePage, type HomePage } from '../../lib/catalogue/home';
import { readListingQuery, tidyListingSearch, type ListingQuery } from '../../lib/catalogue/listing-query';
import { normaliseQuery, searchProducts } from '../../lib/catalogue/search';
import type { Page } from '../../lib/platform';
import type { ProductListItem } from '../../lib/catalogue/product-card';
import { allowVideoFrames } from '../../lib/video-frames-csp';
import { sanitiseContentHtml } from '../../lib/catalogue/content-html';

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
  allowVideoFrames(astro.response, sanitiseContentHtml(category.set.description_html, routeShop(astro).locale));
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
  allowVideoFrames(astro.response, page.html);
  return page;
}

/** A page by code (/page/{code}) or by query (/page?code=… or /page?slug=…). */
export async function loadContentPageByCode(astro: RouteContext): Promise<ContentPage | null> {
  const code = (astro.params.code ?? astro.url.searchParams.get('code') ?? astro.url.searchParams.get('slug') ?? '').trim();
  const page = code ? await getContentPageByCode(routeShop(astro), code) : null;
  if (!page) return notFound(astro);
  cachePublicly(astro);
  allowVideoFrames(astro.response, page.html);
  return page;
}

/** Where /search?q=… goes: /search/{query} (null when the query is empty: the search page itself helps). */
export function searchRedirect(astro: RouteContext): string | null {
  const query = normaliseQuery(astro.url.searchParams.get('q'));
  if (!query) return null;
  return localizePath(`/search/${encodeURIComponent(query)}`, routeShop(astro).locale);
}
