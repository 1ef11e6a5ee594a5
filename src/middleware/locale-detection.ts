// Spec §2: the locale of a shopper entering the shop at '/' comes from the i18n_redirected
// cookie, else from Accept-Language, and they are redirected to it. No other path is ever
// redirected for locale. Switching language inside the shop updates the cookie.
import { defineMiddleware } from 'astro:middleware';
import type { AstroCookies } from 'astro';
import { isLocale, LOCALE_COOKIE, LOCALES, localeOfPath, localizePath, type Locale } from '../i18n/locales';
import { localeFromAcceptLanguage } from '../lib/commerce/locale';
import { secureCookies } from '../lib/account/auth-cookies';

const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function rememberLocale(cookies: AstroCookies, url: URL, locale: Locale): void {
  cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, httpOnly: true, secure: secureCookies(url), sameSite: 'lax' });
}

/** A navigation from one of the shop's own pages (a link or the language switch). */
function isNavigationWithinShop(request: Request, url: URL): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === url.origin;
  } catch {
    return false;
  }
}

/** A request for a page (not an image, script or favicon the page asked for). */
function isDocumentRequest(request: Request): boolean {
  const dest = request.headers.get('sec-fetch-dest');
  if (dest) return dest === 'document';
  return request.headers.get('accept')?.includes('text/html') ?? false;
}

export const localeDetection = defineMiddleware(async (context, next) => {
  const { request, url, cookies } = context;
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !isDocumentRequest(request)) return next();
  const saved = cookies.get(LOCALE_COOKIE)?.value;
  const withinShop = isNavigationWithinShop(request, url);

  if (url.pathname === '/' && !withinShop) {
    const locale: Locale = isLocale(saved)
      ? saved
      : (localeFromAcceptLanguage(request.headers.get('accept-language'), LOCALES) ?? 'pl');
    if (saved !== locale) rememberLocale(cookies, url, locale);
    if (locale !== 'pl') {
      const response = context.redirect(`${localizePath('/', locale)}${url.search}`, 302);
      response.headers.set('Cache-Control', 'private, no-store');
      response.headers.set('Vary', 'Cookie, Accept-Language');
      return response;
    }
  } else if (withinShop) {
    const pageLocale = localeOfPath(url.pathname);
    if (saved !== pageLocale) rememberLocale(cookies, url, pageLocale);
  }

  const response = await next();
  if (url.pathname === '/') response.headers.append('Vary', 'Cookie, Accept-Language');
  return response;
});
