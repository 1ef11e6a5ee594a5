// The shop's colours as CSS custom properties (docs/rules.md#theme: a theme is applied from shop settings).
import { colorBrightness, textColorOn } from '../commerce/theme';
import type { ShopTheme } from './shop-settings';

const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';

/** WCAG contrast ratio of a hex colour against white (1–21). */
export function contrastOnWhite(hex: string): number {
  if (colorBrightness(hex) === null) return 1;
  const raw = hex.replace(/^#/, '');
  const full = raw.length === 3 ? [...raw].map((c) => c + c).join('') : raw;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

/** Text links use the primary colour only when it is readable on white (WCAG AA, 4.5:1). */
const LINK_CONTRAST = 4.5;

/**
 * The `:root` rule for the theme; empty when the shop sets no colours. The text on the primary-alt
 * colour is dark or light by its brightness (docs/rules.md#theme); text on the primary colour likewise.
 */
export function themeCss(theme: ShopTheme): string {
  const on = (colour: string) => (textColorOn(colour) === 'dark' ? DARK_TEXT : LIGHT_TEXT);
  const properties: string[] = [];
  if (theme.primary) {
    properties.push(`--color-primary:${theme.primary}`, `--color-on-primary:${on(theme.primary)}`);
    properties.push(`--color-link:${contrastOnWhite(theme.primary) >= LINK_CONTRAST ? theme.primary : DARK_TEXT}`);
  }
  if (theme.primaryAlt) properties.push(`--color-primary-alt:${theme.primaryAlt}`, `--color-on-primary-alt:${on(theme.primaryAlt)}`);
  if (theme.secondary) properties.push(`--color-secondary:${theme.secondary}`, `--color-on-secondary:${on(theme.secondary)}`);
  if (theme.highlight) properties.push(`--color-highlight:${theme.highlight}`);
  if (theme.error) properties.push(`--color-error:${theme.error}`);
  if (theme.warning) properties.push(`--color-warning:${theme.warning}`);
  // Doubled :root outranks the default colours of global.css, whichever comes first in the page.
  return properties.length ? `:root:root{${properties.join(';')}}` : '';
}
