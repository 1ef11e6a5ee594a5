// Who the shopper is, for every page: reads the session from the token
// cookies into Astro.locals.account (one GET /auth/profile with the request's client, only when a token cookie is there), sends
// a shopper whose session could not be refreshed home signed out, and keeps the account pages
// (/account, /account/…, and the /en twins) for signed-in shoppers: others go to /login and come back.
import { defineMiddleware } from 'astro:middleware';
import { localeOfPath, localizePath } from '../i18n/locales';
import { isAccountPath } from '../lib/account/account-paths';
import { readAccount } from '../lib/account/session';
import { loginPathFor } from '../lib/account/return-path';
import { SESSION_ENDED_COOKIE } from '../lib/account/session-ended-flag';

/** Requests that render no page for a shopper: the actions (they read the tokens themselves), assets, feeds, sign-out. */
const SKIPPED = /^\/(?:_astro|_image|_server-islands|_actions|shop|api\/webhooks)\/|\.(?:json|xml|txt|js|css)$|^(?:\/en)?\/logout$/;

export const account = defineMiddleware(async (context, next) => {
  const { url } = context;
  if (SKIPPED.test(url.pathname)) {
    context.locals.account = { signedIn: false, sessionEnded: false };
    return next();
  }
  const locale = localeOfPath(url.pathname);
  const state = await readAccount(context, context.locals.platform);
  context.locals.account = state;

  const home = localizePath('/', locale);
  // When the token refresh fails, the tokens are cleared (above) and the shopper goes home,
  // from a form post too (303: the browser follows it with a GET); the form is not acted on.
  if (state.sessionEnded) {
    context.cookies.delete(SESSION_ENDED_COOKIE, { path: '/' });
    const isRead = context.request.method === 'GET' || context.request.method === 'HEAD';
    if (!isRead) return context.redirect(home, 303);
    if (url.pathname !== home) return context.redirect(home, 302);
  }
  // A shopper whose profile could not be read now is still signed in: the account page itself answers
  // with an honest error (src/routes/account/signed-out.ts), never the sign-in page.
  if (!state.signedIn && !state.profileUnavailable && isAccountPath(url.pathname)) {
    return context.redirect(loginPathFor(localizePath('/login', locale), `${url.pathname}${url.search}`), 302);
  }
  return next();
});
