// The shop's colours as CSS custom properties (spec §2 "a theme is applied from shop settings").
import { textColorOn } from '../commerce/theme';
import type { ShopTheme } from './shop-settings';

const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';

/**
 * The `:root` rule for the theme; empty when the shop sets no colours. The text on the primary-alt
 * colour is dark or light by its brightness (spec §9); text on the primary colour likewise.
 */
export function themeCss(theme: ShopTheme): string {
  const on = (colour: string) => (textColorOn(colour) === 'dark' ? DARK_TEXT : LIGHT_TEXT);
  const properties: string[] = [];
  if (theme.primary) properties.push(`--color-primary:${theme.primary}`, `--color-on-primary:${on(theme.primary)}`);
  if (theme.primaryAlt) properties.push(`--color-primary-alt:${theme.primaryAlt}`, `--color-on-primary-alt:${on(theme.primaryAlt)}`);
  if (theme.secondary) properties.push(`--color-secondary:${theme.secondary}`, `--color-on-secondary:${on(theme.secondary)}`);
  if (theme.highlight) properties.push(`--color-highlight:${theme.highlight}`);
  if (theme.error) properties.push(`--color-error:${theme.error}`);
  if (theme.warning) properties.push(`--color-warning:${theme.warning}`);
  // Doubled :root outranks the default colours of global.css, whichever comes first in the page.
  return properties.length ? `:root:root{${properties.join(';')}}` : '';
}
