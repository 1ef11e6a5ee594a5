import { describe, expect, it } from 'vitest';
import { createConfig, lint } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadPlatformDescription, loadPriceTrackerDescription, platformDescriptionPath, priceTrackerDescriptionPath } from '../../../openapi/description.ts';

async function errorsOf(path: string) {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lint({ ref: path, config });
  return problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`);
}

describe('API descriptions', () => {
  it('the platform description passes the recommended ruleset without errors', async () => {
    expect(await errorsOf(platformDescriptionPath)).toEqual([]);
  });

  it('the price-tracker description passes the recommended ruleset without errors', async () => {
    expect(await errorsOf(priceTrackerDescriptionPath)).toEqual([]);
  });

  it('bundles into one document whose schemas validate real payloads with ajv', async () => {
    const doc = await loadPlatformDescription();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(doc, 'platform');
    const validateError = ajv.getSchema('platform#/components/schemas/ErrorResponse');
    expect(validateError).toBeTypeOf('function');
    const body = {
      error: {
        code: 422,
        message: 'The given data was invalid.',
        key: 'VALIDATION_ERROR',
        errors: { email: [{ key: 'VALIDATION_REQUIRED', message: 'The email field is required.' }] },
      },
    };
    expect(validateError!(body)).toBe(true);
    expect(validateError!({ error: { ...body.error, key: 'NOT_A_CODE' } })).toBe(false);
    expect(validateError!({ message: 'no envelope' })).toBe(false);

    const validateSet = ajv.getSchema('platform#/components/schemas/ProductSet')!;
    const set = { id: 'a', name: 'Mugs', slug: 'mugs', public: true, visible: true, parent_id: null, children_ids: [], cover: null, metadata: {} };
    expect(validateSet({ ...set, children: [set] })).toBe(true);
    expect(validateSet({ ...set, parent_id: undefined })).toBe(false);
  });

  it('describes every call the storefront makes', async () => {
    const doc = await loadPlatformDescription();
    const calls: Array<[string, string]> = [
      ['post', '/login'],
      ['post', '/auth/refresh'],
      ['post', '/register'],
      ['post', '/auth/logout'],
      ['get', '/users/reset-password/{token}/{email}'],
      ['post', '/users/reset-password'],
      ['put', '/users/save-reset-password'],
      ['get', '/auth/check'],
      ['post', '/auth/2fa/setup'],
      ['post', '/auth/2fa/confirm'],
      ['post', '/auth/2fa/recovery/create'],
      ['post', '/auth/2fa/remove'],
      ['get', '/auth/profile'],
      ['patch', '/auth/profile'],
      ['patch', '/auth/profile/metadata-personal'],
      ['put', '/users/password'],
      ['post', '/auth/profile/shipping-addresses'],
      ['patch', '/auth/profile/shipping-addresses/id:{id}'],
      ['delete', '/auth/profile/shipping-addresses/id:{id}'],
      ['post', '/auth/profile/billing-addresses'],
      ['patch', '/auth/profile/billing-addresses/id:{id}'],
      ['delete', '/auth/profile/billing-addresses/id:{id}'],
      ['get', '/orders/my'],
      ['get', '/orders/my/{code}'],
      ['get', '/orders/my-products'],
      ['post', '/users/self-remove'],
      ['get', '/products'],
      ['get', '/products/{slug}'],
      ['get', '/products/id:{id}'],
      ['get', '/products/filters'],
      ['get', '/product-sets'],
      ['get', '/product-sets/{slug}'],
      ['get', '/product-sets/id:{id}'],
      ['get', '/pages'],
      ['get', '/pages/{slug}'],
      ['get', '/pages/id:{id}'],
      ['post', '/cart/process'],
      ['post', '/orders'],
      ['get', '/payment-methods'],
      ['post', '/orders/{code}/pay/id:{paymentMethodId}'],
      ['post', '/orders/{code}/pay/offline'],
      ['get', '/orders/{code}'],
      ['get', '/shipping-methods'],
      ['get', '/settings'],
      ['get', '/seo'],
      ['get', '/redirects'],
      ['get', '/sales-channels'],
      ['get', '/languages'],
      ['get', '/currencies'],
      ['get', '/countries'],
      ['get', '/wishlist'],
      ['post', '/wishlist'],
      ['delete', '/wishlist/id:{product_id}'],
      ['get', '/wishlist/check'],
      ['delete', '/wishlist'],
      ['get', '/health'],
    ];
    const missing = calls.filter(([method, path]) => !doc.paths[path]?.[method]).map(([m, p]) => `${m.toUpperCase()} ${p}`);
    expect(missing).toEqual([]);
  });

  it('describes the management resources and their extras', async () => {
    const doc = await loadPlatformDescription();
    const crud = [
      'attributes',
      'banners',
      'pages',
      'product-sets',
      'products',
      'payment-methods',
      'media',
      'items',
      'webhooks',
      'shipping-methods',
      'tags',
      'statuses',
      'roles',
      'users',
      'sales',
      'coupons',
      'schemas',
      'consents',
      'languages',
      'sales-channels',
      'redirects',
    ];
    const missing: string[] = [];
    for (const resource of crud) {
      const collection = doc.paths[`/${resource}`];
      const item = doc.paths[`/${resource}/id:{id}`];
      if (resource !== 'media' && !collection?.get) missing.push(`GET /${resource}`);
      if (!collection?.post) missing.push(`POST /${resource}`);
      if (resource !== 'media' && !item?.get) missing.push(`GET /${resource}/id:{id}`);
      if (!item?.patch) missing.push(`PATCH /${resource}/id:{id}`);
      if (!item?.delete) missing.push(`DELETE /${resource}/id:{id}`);
    }
    const metadataOf = [
      'products',
      'attributes',
      'banners',
      'pages',
      'product-sets',
      'media',
      'items',
      'shipping-methods',
      'apps',
      'statuses',
      'roles',
      'users',
      'sales',
      'coupons',
      'schemas',
      'orders',
    ];
    for (const resource of metadataOf) {
      for (const kind of ['metadata', 'metadata-private']) {
        if (!doc.paths[`/${resource}/id:{id}/${kind}`]?.patch) missing.push(`PATCH /${resource}/id:{id}/${kind}`);
      }
    }
    const extras: Array<[string, string]> = [
      ['get', '/google-categories/{lang}'],
      ['post', '/products/import-prices'],
      ['post', '/products/id:{id}/attachments'],
      ['patch', '/products/id:{id}/attachments/id:{attachment_id}'],
      ['delete', '/products/id:{id}/attachments/id:{attachment_id}'],
      ['get', '/attributes/id:{id}/options'],
      ['post', '/attributes/id:{id}/options'],
      ['post', '/attributes/id:{id}/options/reorder'],
      ['patch', '/attributes/id:{attribute_id}/options/id:{option_id}'],
      ['delete', '/attributes/id:{attribute_id}/options/id:{option_id}'],
      ['patch', '/attributes/id:{attribute_id}/options/id:{option_id}/metadata'],
      ['post', '/pages/reorder'],
      ['post', '/product-sets/reorder'],
      ['post', '/shipping-methods/reorder'],
      ['post', '/statuses/reorder'],
      ['post', '/product-sets/reorder/id:{id}'],
      ['get', '/product-sets/id:{id}/products'],
      ['post', '/product-sets/id:{id}/products'],
      ['get', '/product-sets/id:{id}/products-all'],
      ['post', '/product-sets/id:{id}/products/reorder'],
      ['get', '/product-sets/favourites'],
      ['post', '/product-sets/favourites'],
      ['delete', '/product-sets/favourites/id:{id}'],
      ['get', '/orders'],
      ['get', '/orders/id:{id}'],
      ['patch', '/orders/id:{id}/status'],
      ['patch', '/orders/id:{id}/products/id:{pid}'],
      ['post', '/orders/id:{id}/send-urls'],
      ['post', '/orders/id:{id}/docs'],
      ['delete', '/orders/id:{id}/docs/id:{doc_id}'],
      ['get', '/orders/id:{id}/docs/id:{doc_id}/download'],
      ['post', '/orders/id:{id}/docs/send'],
      ['get', '/items/id:{id}/deposits'],
      ['post', '/items/id:{id}/deposits'],
      ['get', '/deposits'],
      ['get', '/webhooks/events'],
      ['get', '/webhooks/logs'],
      ['get', '/permissions'],
      ['get', '/prices/products'],
      ['patch', '/seo'],
      ['post', '/seo/check'],
      ['get', '/analytics/payments'],
      ['post', '/media'],
      ['get', '/apps'],
      ['post', '/apps'],
      ['delete', '/apps/id:{id}'],
      ['get', '/payments'],
      ['post', '/payments'],
      ['get', '/auth/providers'],
      ['get', '/auth/providers/{provider}'],
      ['patch', '/auth/providers/{provider}'],
      ['post', '/auth/providers/{provider}/login'],
      ['post', '/auth/providers/{provider}/redirect'],
      ['post', '/auth/providers/merge-account'],
      ['patch', '/auth/profile/roles'],
      ['get', '/auth/check/{identity_token}'],
      ['get', '/coupons/{code}'],
    ];
    for (const [method, path] of extras) if (!doc.paths[path]?.[method]) missing.push(`${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });

  it('the price-tracker description has its two reads', async () => {
    const doc = await loadPriceTrackerDescription();
    expect(doc.paths['/products/{productId}/{currency}']?.get).toBeDefined();
    expect(doc.paths['/products']?.get).toBeDefined();
  });
});
