import { describe, expect, it } from 'vitest';
import { createPlatform } from '../platform';
import { addProductsToWishlist, productsOnWishlist, removeProductFromWishlist } from './wishlist';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

/** A platform whose wishlist holds `onList`; C is not a product any more, B was added by another tab meanwhile. */
function fakePlatform(onList: string[]) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/wishlist/check')
      return json(200, { data: { products_in_wishlist: url.searchParams.getAll('product_ids[]').filter((id) => onList.includes(id)) } });
    if (request.method === 'POST' && url.pathname === '/wishlist') {
      const { product_id } = (await request.json()) as { product_id: string };
      if (product_id === B)
        return json(422, {
          error: { code: 422, key: 'VALIDATION_ERROR', message: 'x', errors: { product_id: [{ key: 'VALIDATION_UNIQUE', message: 'on it' }] } },
        });
      if (product_id === C)
        return json(422, {
          error: { code: 422, key: 'VALIDATION_ERROR', message: 'x', errors: { product_id: [{ key: 'VALIDATION_EXISTS', message: 'gone' }] } },
        });
      return json(201, { data: { id: 'e1', product: { id: product_id } } });
    }
    if (request.method === 'DELETE')
      return url.pathname.endsWith(A) ? new Response(null, { status: 204 }) : json(404, { error: { code: 404, key: 'NOT_FOUND', message: 'no' } });
    return json(500, {});
  };
  return { platform: createPlatform({ baseUrl: 'http://platform.test', cache: false, fetch }), calls };
}

describe('the server wishlist', () => {
  it('adds only the products not on the list yet; one added meanwhile counts as on it, one gone is left out', async () => {
    const { platform, calls } = fakePlatform([A]);
    expect(await addProductsToWishlist(platform, [A, B, C])).toEqual([A, B]);
    expect(calls.filter((call) => call.startsWith('POST'))).toHaveLength(2);
  });

  it('checks with product_ids[] and answers the ids on the list', async () => {
    const { platform, calls } = fakePlatform([B]);
    expect(await productsOnWishlist(platform, [A, B])).toEqual([B]);
    expect(calls[0]).toContain('product_ids[]=');
    expect(await productsOnWishlist(platform, [])).toEqual([]);
  });

  it('removes with DELETE /wishlist/id:{product_id} (a 204 without a body), and throws the platform’s 404', async () => {
    const { platform, calls } = fakePlatform([A]);
    await removeProductFromWishlist(platform, A);
    expect(calls[0]).toBe(`DELETE /wishlist/id:${A}`);
    await expect(removeProductFromWishlist(platform, B)).rejects.toMatchObject({ status: 404 });
  });
});
