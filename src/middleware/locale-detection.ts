// The locale of a shopper entering the shop at '/' comes from the i18n_redirected
// cookie, else from Accept-Language, and they are redirected to it. No other path is ever
// redirected for locale. Switching language inside the shop updates the cookie. The decision is
// src/i18n/locale-step.ts (the page cache consults it too, before any middleware runs).
import { defineMiddleware } from 'astro:middleware';
import { LOCALE_COOKIE, localizePath } from '../i18n/locales';
import { localeStep } from '../i18n/locale-step';
import { secureCookies } from '../lib/account/auth-cookies';

const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const localeDetection = defineMiddleware(async (context, next) => {
  const { request, url, cookies } = context;
  if (request.method !== 'GET' && request.method !== 'HEAD') return next();
  const step = localeStep(request, url);
  if (step.remember)
    cookies.set(LOCALE_COOKIE, step.remember, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, httpOnly: true, secure: secureCookies(url), sameSite: 'lax' });
  if (step.redirect) {
    const response = context.redirect(`${localizePath('/', step.redirect)}${url.search}`, 302);
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Vary', 'Cookie, Accept-Language');
    return response;
  }

  const response = await next();
  // Whatever asked for it (a browser, a monitor without Accept: text/html), the answer at '/'
  // depends on the cookie and the browser language: no shared cache may hand it to someone else.
  if (url.pathname === '/') response.headers.append('Vary', 'Cookie, Accept-Language');
  return response;
});
