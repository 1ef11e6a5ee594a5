// The shop's own CSS (theme colours + custom CSS) and custom JS from settings, served as
// same-origin files (/shop/theme.css, /shop/custom.js) so the page CSP ('self') allows exactly
// them and nothing inline. Their URLs carry a version derived from the content, so they can be
// cached for long and change as soon as the settings do.
import { createHash } from 'node:crypto';
import type { ShopSettings } from './shop-settings';
import { themeCss } from './shell-theme';

export function shopStylesheet(settings: ShopSettings): string {
  // Custom CSS cannot close anything it is not in: it is a file of its own.
  return [themeCss(settings.theme), settings.customCss ?? ''].filter(Boolean).join('\n');
}

export function shopScript(settings: ShopSettings): string {
  return settings.customJs ?? '';
}

export function contentVersion(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 12);
}

/** Where every page links the shop's stylesheet and script; absent when the settings give it none. */
export interface ShopAssetAddresses {
  stylesheet?: string;
  script?: string;
}

// The settings object is the same until the platform's answer changes (src/lib/catalogue/shell.ts), so
// the files' content is hashed once per answer, not on every page.
const addressesOf = new WeakMap<ShopSettings, ShopAssetAddresses>();

export function shopAssetAddresses(settings: ShopSettings): ShopAssetAddresses {
  let addresses = addressesOf.get(settings);
  if (!addresses) {
    const css = shopStylesheet(settings);
    const js = shopScript(settings);
    addresses = { ...(css && { stylesheet: `/shop/theme.css?v=${contentVersion(css)}` }), ...(js && { script: `/shop/custom.js?v=${contentVersion(js)}` }) };
    addressesOf.set(settings, addresses);
  }
  return addresses;
}

/** Cache-Control of a versioned asset (the version in the URL changes with the content). */
export const VERSIONED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control of the unversioned address: a minute in shared caches, revalidated by browsers. */
export const UNVERSIONED_ASSET_CACHE = 'public, max-age=0, s-maxage=60';

/**
 * How to answer a request for one of the shop's files, given the `v` it asked for and the file's current
 * address (`/shop/theme.css?v=…`, or undefined when the settings give it no content). Only the current
 * version may be kept for a year: anyone can ask for `?v=anything`, and a cache that stored today's
 * content as immutable under that address would keep it long after the settings change. A foreign or
 * outdated version is sent to the current address (not cached, so it follows the next change too).
 */
export function shopAssetAnswer(
  requested: string | null,
  current: string | undefined,
  path: string,
): { kind: 'serve'; cacheControl: string } | { kind: 'redirect'; location: string } {
  if (requested === null) return { kind: 'serve', cacheControl: UNVERSIONED_ASSET_CACHE };
  const currentVersion = current ? new URL(current, 'http://shop.invalid').searchParams.get('v') : null;
  if (requested === currentVersion) return { kind: 'serve', cacheControl: VERSIONED_ASSET_CACHE };
  return { kind: 'redirect', location: current ?? path };
}

/** The answer of /shop/theme.css or /shop/custom.js: the body, or a redirect to the current version. */
export function shopAssetResponse(body: string, contentType: string, url: URL, current: string | undefined): Response {
  const answer = shopAssetAnswer(url.searchParams.get('v'), current, url.pathname);
  if (answer.kind === 'redirect') return new Response(null, { status: 302, headers: { Location: answer.location, 'Cache-Control': 'no-store' } });
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': answer.cacheControl } });
}
