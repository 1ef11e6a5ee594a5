// The shop settings (docs/rules.md#shop-settings) as the shell uses them, read from the platform's flat
// name/value list. Flags are the string '1'.
import type { Locale } from '../../i18n/locales';

export interface SettingEntry {
  name: string;
  value: string;
}

export interface ShopTheme {
  primary?: string | undefined;
  primaryAlt?: string | undefined;
  secondary?: string | undefined;
  highlight?: string | undefined;
  error?: string | undefined;
  warning?: string | undefined;
}

/** A text-and-icon entry (e.g. "free delivery" with a truck icon) shown under the header. */
export interface TextIconEntry {
  text: string;
  icon?: string | undefined;
}

export interface CustomNavRedirect {
  url: string;
  text: string;
  icon?: string | undefined;
}

export interface ShopSettings {
  storeName?: string | undefined;
  storeLogo?: string | undefined;
  footerStoreLogo?: string | undefined;
  faviconUrl?: string | undefined;
  topSiteText: Partial<Record<Locale, string>>;
  storefrontDisabled: boolean;
  allowTraditionalTransfer: boolean;
  restrictParcelLockerDelivery: boolean;
  /** Bank transfer details for the traditional transfer (settings bank_transfer_recipient and bank_transfer_account). */
  bankTransfer: { recipient?: string | undefined; account?: string | undefined };
  productSubtextAttributeSlug?: string | undefined;
  /** An extra link in the navigation menu (custom_nav_redirect_url, with its text and icon). */
  customNavRedirect?: CustomNavRedirect | undefined;
  theme: ShopTheme;
  customJs?: string | undefined;
  customCss?: string | undefined;
  textIcons: TextIconEntry[];
}

export const isFlagOn = (value: string | undefined): boolean => value === '1';

const HEX_COLOUR = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A colour setting usable in CSS: a hex colour with its '#', else nothing (no CSS injection). */
export function cssColour(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text || !HEX_COLOUR.test(text)) return undefined;
  return text.startsWith('#') ? text : `#${text}`;
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * Text and icon entries: settings named `text_icon_{n}_text` with an optional `text_icon_{n}_icon`
 * (an image URL), in the order of n; a setting `text_icons` holding a JSON list of {text, icon} also works.
 */
export function textIconEntries(byName: ReadonlyMap<string, string>): TextIconEntry[] {
  const fromJson = byName.get('text_icons');
  if (fromJson) {
    try {
      const parsed: unknown = JSON.parse(fromJson);
      if (Array.isArray(parsed)) {
        return parsed
          .filter((entry): entry is { text: unknown; icon?: unknown } => typeof entry === 'object' && entry !== null && 'text' in entry)
          .filter((entry) => typeof entry.text === 'string' && entry.text.trim() !== '')
          .map((entry) => ({ text: String(entry.text).trim(), icon: typeof entry.icon === 'string' && entry.icon.trim() ? entry.icon.trim() : undefined }));
      }
    } catch {
      // not JSON: fall through to the numbered settings
    }
  }
  const numbers = [...byName.keys()]
    .map((name) => /^text_icon_(\d+)_text$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  return numbers.flatMap((n): TextIconEntry[] => {
    const entryText = text(byName.get(`text_icon_${n}_text`));
    return entryText ? [{ text: entryText, icon: text(byName.get(`text_icon_${n}_icon`)) }] : [];
  });
}

/** The extra menu link: an http(s) or same-site URL; its text defaults to the target's host. */
export function customNavRedirect(url: string | undefined, text: string | undefined, icon: string | undefined): CustomNavRedirect | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return { url, text: text ?? url, icon };
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return { url: parsed.href, text: text ?? parsed.host, icon };
  } catch {
    return undefined;
  }
}

/** Reads the settings list; unknown names are ignored, missing ones take their defaults. */
export function readShopSettings(entries: readonly SettingEntry[]): ShopSettings {
  const byName = new Map(entries.map((entry) => [entry.name, entry.value ?? '']));
  const get = (name: string) => text(byName.get(name));
  return {
    storeName: get('store_name'),
    storeLogo: get('store_logo'),
    footerStoreLogo: get('footer_store_logo'),
    faviconUrl: get('favicon_url'),
    topSiteText: { pl: get('top_site_text_pl'), en: get('top_site_text_en') },
    storefrontDisabled: isFlagOn(byName.get('storefront_disabled')),
    allowTraditionalTransfer: isFlagOn(byName.get('allow_traditional_transfer')),
    restrictParcelLockerDelivery: isFlagOn(byName.get('restrict_paczkomat_delivery')),
    bankTransfer: { recipient: get('bank_transfer_recipient'), account: get('bank_transfer_account') },
    productSubtextAttributeSlug: get('product_subtext_attribute_slug'),
    customNavRedirect: customNavRedirect(get('custom_nav_redirect_url'), get('custom_nav_redirect_text'), get('custom_nav_redirect_icon')),
    theme: {
      primary: cssColour(byName.get('primary_color')),
      primaryAlt: cssColour(byName.get('primary_color_alt')),
      secondary: cssColour(byName.get('secondary_color')),
      highlight: cssColour(byName.get('highlight_color')),
      error: cssColour(byName.get('error_color')),
      warning: cssColour(byName.get('warning_color')),
    },
    customJs: get('custom_js'),
    customCss: get('custom_css'),
    textIcons: textIconEntries(byName),
  };
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = readShopSettings([]);
