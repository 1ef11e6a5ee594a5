// Real HTTP redirects before a page renders (docs/rules.md#redirect-rules): fixed path rules first, then the
// platform's redirect rules.
import { defineMiddleware } from 'astro:middleware';
import { pathRedirect } from '../lib/commerce/path-redirects';
import { resolveRedirect } from '../lib/commerce/redirect-rules';
import { redirectRules } from './redirect-rules-source';

const ASSET_PATH = /^\/(_astro|_image|_actions)\/|\.(js|css|ico|png|jpe?g|webp|avif|svg|woff2?|txt|xml|json|map)$/;

export const redirects = defineMiddleware(async (context, next) => {
  const { url, request } = context;
  // Only reads are redirected: a browser follows a 301 of a POST (an action call) with a GET.
  if (request.method !== 'GET' && request.method !== 'HEAD') return next();
  const fixed = pathRedirect(url.pathname, url.search);
  if (fixed) return context.redirect(fixed.location, fixed.status);
  if (!ASSET_PATH.test(url.pathname)) {
    const rule = resolveRedirect(await redirectRules(), { pathname: url.pathname, search: url.search }, (bad, reason) =>
      console.warn(`[redirects] skipping the rule ${JSON.stringify(bad.source_url)} → ${JSON.stringify(bad.target_url)}: ${reason}`),
    );
    if (rule) return context.redirect(rule.location, rule.status);
  }
  return next();
});
