// A cookie choice posted by the banner's plain form (no JavaScript) from any page: the action sets the
// cookie, then the shopper is sent back to the page they were on (303, so a reload does not post again).
// A choice that does not validate changes nothing and also goes back.
import { defineMiddleware } from 'astro:middleware';
import { getActionContext } from 'astro:actions';
import { returnTarget } from '../lib/account/return-path';

export const consentChoice = defineMiddleware(async (context, next) => {
  if (context.request.method !== 'POST') return next();
  const { action } = getActionContext(context);
  if (action?.calledFrom !== 'form' || action.name !== 'saveConsent') return next();
  const result = await action.handler();
  const back = result.data?.returnTo ?? returnTarget(context.url.pathname, '/');
  return context.redirect(back, 303);
});
