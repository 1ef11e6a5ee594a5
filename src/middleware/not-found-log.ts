// Leaves a trace of every 404 the shop answers (an unknown route, product, category, page, blog post,
// order, …): one JSON line on the server's log (src/lib/not-found-log.ts), the path without its query and
// order codes. First in the chain, so it sees the final status of every answer, error pages included.
import { defineMiddleware } from 'astro:middleware';
import { notFoundLogLine } from '../lib/not-found-log';

export const notFoundLog = defineMiddleware(async (context, next) => {
  const response = await next();
  if (response.status === 404) console.warn(notFoundLogLine(context.request.method, context.url, context.routePattern));
  return response;
});
