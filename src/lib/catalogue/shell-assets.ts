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
