// Suggestions for the header search box: a few product names, for the small script in SearchBox.
import type { APIRoute } from 'astro';
import { normaliseQuery, searchSuggestions } from '../../lib/catalogue/search';
import { routeShop } from '../../lib/request/route-context';

export const GET: APIRoute = async (context) => {
  const query = normaliseQuery(context.url.searchParams.get('q'));
  const suggestions = await searchSuggestions(routeShop(context), query);
  return new Response(JSON.stringify(suggestions), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=60, s-maxage=60' },
  });
};
