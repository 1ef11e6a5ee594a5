// Real HTTP redirects before a page renders (spec §2): fixed path rules first, then the
// platform's redirect rules.
import { defineMiddleware } from 'astro:middleware';
import { pathRedirect } from '../lib/commerce/path-redirects';

export const redirects = defineMiddleware(async (context, next) => {
  const { url } = context;
  const fixed = pathRedirect(url.pathname, url.search);
  if (fixed) return context.redirect(fixed.location, fixed.status);
  return next();
});
