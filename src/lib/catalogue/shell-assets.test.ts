import { describe, expect, it } from 'vitest';
import { contentVersion, shopAssetAddresses, shopScript, shopStylesheet } from './shell-assets';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from './shop-settings';

const withCode = (customCss: string | undefined, customJs: string | undefined): ShopSettings => ({ ...DEFAULT_SHOP_SETTINGS, customCss, customJs });

describe('the shop stylesheet and script addresses', () => {
  it('version each file by its content', () => {
    const settings = withCode('.a{color:red}', 'console.log(1)');
    expect(shopAssetAddresses(settings)).toEqual({
      stylesheet: `/shop/theme.css?v=${contentVersion(shopStylesheet(settings))}`,
      script: `/shop/custom.js?v=${contentVersion(shopScript(settings))}`,
    });
  });

  it('change as soon as the settings answer changes the code', () => {
    const before = shopAssetAddresses(withCode('.a{color:red}', 'console.log(1)'));
    const after = shopAssetAddresses(withCode('.a{color:blue}', 'console.log(2)'));
    expect(after.stylesheet).not.toBe(before.stylesheet);
    expect(after.script).not.toBe(before.script);
  });

  it('name no script when the shop has no custom code', () => {
    expect(shopAssetAddresses(withCode(undefined, undefined)).script).toBeUndefined();
  });

  it('are worked out once per settings answer', () => {
    const settings = withCode('.a{color:red}', 'console.log(1)');
    expect(shopAssetAddresses(settings)).toBe(shopAssetAddresses(settings));
  });
});
