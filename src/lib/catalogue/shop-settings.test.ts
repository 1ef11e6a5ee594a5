import { describe, expect, it } from 'vitest';
import { cssColour, readShopSettings } from './shop-settings';
import { contrastOnWhite, themeCss } from './shell-theme';

describe('readShopSettings', () => {
  it('reads names, per-locale top text, flags as the string 1, colours and text-icon entries', () => {
    const settings = readShopSettings([
      { name: 'store_name', value: 'Sklep Demo' },
      { name: 'top_site_text_pl', value: 'Darmowa dostawa' },
      { name: 'top_site_text_en', value: ' ' },
      { name: 'storefront_disabled', value: '1' },
      { name: 'allow_traditional_transfer', value: 'true' },
      { name: 'primary_color', value: '3d405b' },
      { name: 'secondary_color', value: 'red;}body{display:none' },
      { name: 'text_icon_2_text', value: 'Zwrot 30 dni' },
      { name: 'text_icon_1_text', value: 'Wysyłka 24h' },
      { name: 'text_icon_1_icon', value: 'https://cdn.test/truck.svg' },
    ]);
    expect(settings.storeName).toBe('Sklep Demo');
    expect(settings.topSiteText).toEqual({ pl: 'Darmowa dostawa', en: undefined });
    expect(settings.storefrontDisabled).toBe(true);
    expect(settings.allowTraditionalTransfer).toBe(false);
    expect(settings.theme.primary).toBe('#3d405b');
    expect(settings.theme.secondary).toBeUndefined();
    expect(settings.textIcons).toEqual([
      { text: 'Wysyłka 24h', icon: 'https://cdn.test/truck.svg' },
      { text: 'Zwrot 30 dni', icon: undefined },
    ]);
  });
  it('has defaults for an empty list', () => {
    const settings = readShopSettings([]);
    expect(settings.storefrontDisabled).toBe(false);
    expect(settings.storeName).toBeUndefined();
    expect(settings.textIcons).toEqual([]);
  });
  it('reads text-icon entries from a JSON list too', () => {
    expect(readShopSettings([{ name: 'text_icons', value: '[{"text":"A","icon":"i.svg"},{"text":""},{"nope":1}]' }]).textIcons).toEqual([
      { text: 'A', icon: 'i.svg' },
    ]);
  });
});

describe('custom navigation link', () => {
  it('honours custom_nav_redirect_url with its text and icon, and refuses other schemes', () => {
    const link = (entries: [string, string][]) => readShopSettings(entries.map(([name, value]) => ({ name, value }))).customNavRedirect;
    expect(
      link([
        ['custom_nav_redirect_url', 'https://brand.test/outlet'],
        ['custom_nav_redirect_text', 'Outlet'],
      ]),
    ).toEqual({ url: 'https://brand.test/outlet', text: 'Outlet', icon: undefined });
    expect(link([['custom_nav_redirect_url', '/promocje']])).toEqual({ url: '/promocje', text: '/promocje', icon: undefined });
    expect(link([['custom_nav_redirect_url', 'javascript:alert(1)']])).toBeUndefined();
    expect(link([['custom_nav_redirect_url', '']])).toBeUndefined();
  });
});

describe('cssColour and themeCss', () => {
  it('accepts only hex colours', () => {
    expect(cssColour('#FFF')).toBe('#FFF');
    expect(cssColour('url(x)')).toBeUndefined();
  });
  it('chooses dark text on a bright primary-alt (brightness above 186) and light text on a dark one', () => {
    expect(themeCss({ primaryAlt: '#f2cc8f' })).toBe(':root:root{--color-primary-alt:#f2cc8f;--color-on-primary-alt:#111827}');
    expect(themeCss({ primary: '#3d405b' })).toBe(':root:root{--color-primary:#3d405b;--color-on-primary:#ffffff;--color-link:#3d405b}');
    // A light primary stays the buttons' colour but is not readable as link text on white.
    expect(themeCss({ primary: '#fafafa' })).toBe(':root:root{--color-primary:#fafafa;--color-on-primary:#111827;--color-link:#111827}');
    expect(themeCss({ primary: '#e07a5f' })).toContain('--color-link:#111827');
    expect(themeCss({})).toBe('');
  });
});

describe('contrastOnWhite', () => {
  it('follows the WCAG formula', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 1);
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastOnWhite('#767676')).toBeCloseTo(4.54, 1);
  });
});
