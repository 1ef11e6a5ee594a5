import { describe, expect, it } from 'vitest';
import {
  contentVersion,
  shopAssetAddresses,
  shopAssetAnswer,
  shopAssetResponse,
  shopScript,
  shopStylesheet,
  UNVERSIONED_ASSET_CACHE,
  VERSIONED_ASSET_CACHE,
} from './shell-assets';
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

describe('how long a shop file may be kept', () => {
  const current = '/shop/theme.css?v=abc123';
  it('keeps only the current version for a year; sends any other to it', () => {
    expect(shopAssetAnswer('abc123', current, '/shop/theme.css')).toEqual({ kind: 'serve', cacheControl: VERSIONED_ASSET_CACHE });
    expect(shopAssetAnswer(null, current, '/shop/theme.css')).toEqual({ kind: 'serve', cacheControl: UNVERSIONED_ASSET_CACHE });
    for (const foreign of ['evil', '', 'abc1234', 'ABC123'])
      expect(shopAssetAnswer(foreign, current, '/shop/theme.css')).toEqual({ kind: 'redirect', location: current });
    // A file the settings give no content: its unversioned address.
    expect(shopAssetAnswer('abc123', undefined, '/shop/custom.js')).toEqual({ kind: 'redirect', location: '/shop/custom.js' });
  });

  it('answers a redirect that no cache keeps', async () => {
    const response = shopAssetResponse('body{}', 'text/css; charset=utf-8', new URL('https://shop.example/shop/theme.css?v=evil'), current);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(current);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const own = shopAssetResponse('body{}', 'text/css; charset=utf-8', new URL(`https://shop.example${current}`), current);
    expect(own.headers.get('cache-control')).toBe(VERSIONED_ASSET_CACHE);
    expect(await own.text()).toBe('body{}');
  });
});
