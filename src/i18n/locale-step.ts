// Locale detection (docs/rules.md#locale-detection) as a decision about one request, shared by the middleware that acts on
// it and by the page cache, which answers before any middleware runs and so must step aside
// whenever the detection has something to do (a cached page would skip the redirect or the cookie).
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, localeOfPath, type Locale } from './locales.ts';
import { localeFromAcceptLanguage } from '../lib/commerce/locale.ts';

/** What the detection does for a request: remember a locale in the cookie, redirect to a locale's home. */
export interface LocaleStep {
  remember: Locale | null;
  redirect: Locale | null;
}

const NOTHING: LocaleStep = { remember: null, redirect: null };

/** What the decision reads of a request: a fetch Request, or the server's own view of a Node request. */
export interface RequestHead {
  method: string;
  /** Header names are asked for in lower case, as Node keys them (a fetch Request's headers take any case). */
  headers: { get(name: Lowercase<string>): string | null };
}

/** What the decision reads of the page's URL: a URL, or the server's own record of a request's target. */
export type PageAddress = Pick<URL, 'pathname' | 'origin'>;

/** A request for a page (not an image, script or favicon the page asked for). */
export function isDocumentRequest(request: RequestHead): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const dest = request.headers.get('sec-fetch-dest');
  if (dest) return dest === 'document';
  return request.headers.get('accept')?.includes('text/html') ?? false;
}

/** A navigation from one of the shop's own pages (a link or the language switch). */
function isNavigationWithinShop(request: RequestHead, page: PageAddress): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin === page.origin;
  } catch {
    return false;
  }
}

/** The value of the locale cookie in a Cookie header (undefined when absent). */
export function savedLocaleOf(request: RequestHead): string | undefined {
  for (const pair of request.headers.get('cookie')?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === LOCALE_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Entering the shop at '/' (not from one of its pages): the cookie's locale, else the browser's, is
 * remembered and an English one redirected to. A navigation inside the shop remembers the locale
 * of the page it opens. Anything else: nothing, decided without reading the cookie (the page cache
 * asks this of every request it answers).
 */
export function localeStep(request: RequestHead, page: PageAddress): LocaleStep {
  if (!isDocumentRequest(request)) return NOTHING;
  const withinShop = isNavigationWithinShop(request, page);
  if (page.pathname === '/' && !withinShop) {
    const saved = savedLocaleOf(request);
    const locale = isLocale(saved) ? saved : (localeFromAcceptLanguage(request.headers.get('accept-language'), LOCALES) ?? DEFAULT_LOCALE);
    return { remember: saved === locale ? null : locale, redirect: locale === DEFAULT_LOCALE ? null : locale };
  }
  if (!withinShop) return NOTHING;
  const pageLocale = localeOfPath(page.pathname);
  return { remember: savedLocaleOf(request) === pageLocale ? null : pageLocale, redirect: null };
}

/** Whether the detection has something to do for the request (then no cached page may answer it). */
export const localeStepNeeded = (step: LocaleStep): boolean => step.remember !== null || step.redirect !== null;
