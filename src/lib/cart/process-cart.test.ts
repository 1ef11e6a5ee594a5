import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlatform, memoryTokenStore } from '../platform';
import { delay, json, platformError, startFakeServer, type FakeServer } from '../platform/testing/fake-server';
import { CartProcessingError, processCart as processOnPlatform, type CartProcessRequest, type CartProcessResult, type CouponLookups } from './process-cart';
import { createCodeLookupThrottle } from '../rate-limit/code-lookup-throttle';
import { memoryLimiters } from '../rate-limit/limiter-store';
import { COUPON_CODE_RULE } from '../rate-limit/limits';

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer();
});
afterEach(() => server.close());

const request: CartProcessRequest = {
  currency: 'PLN',
  sales_channel_id: 'channel-pl',
  items: [{ cartitem_id: 'line-1', product_id: 'mug', quantity: 2, schemas: {} }],
  coupons: ['WITAJ10', 'NIEMA'],
};

const result = (coupons: string[]): CartProcessResult => ({
  items: [{ cartitem_id: 'line-1', quantity: 2, price: '49.00', price_discounted: '39.20' }],
  coupons: coupons.map((code) => ({ id: `id-${code}`, name: code, code, value: '7.84' })),
  sales: [{ id: 'sale-1', name: 'Kitchen −20%', value: '19.60' }],
  cart_total: '70.56',
  cart_total_initial: '98.00',
  shipping_price: '14.99',
  shipping_price_initial: '14.99',
  shipping_time: 1,
  shipping_date: null,
  summary: '85.55',
});

const platform = (over: Parameters<typeof createPlatform>[0] = {}) =>
  createPlatform({ baseUrl: server.url, cache: false, language: 'pl', salesChannelId: 'channel-pl', retryDelayMs: 1, ...over });

/** Every code may be looked up: the tests of processing itself, apart from the throttle's. */
const unthrottled: CouponLookups = async () => ({ allowed: true, settle: async () => {}, release: async () => {} });
const processCart = (on: Parameters<typeof processOnPlatform>[0], cart: CartProcessRequest, lookUp = unthrottled) => processOnPlatform(on, cart, lookUp);

const sentCoupons = () => server.to('/cart/process', 'POST').map((r) => (JSON.parse(r.body) as CartProcessRequest).coupons);

describe('processing a cart on the platform', () => {
  it('posts the cart with language and channel headers and returns the platform’s figures', async () => {
    server.handle((_, response) => json(response, 200, { data: result(['WITAJ10']) }));
    const processed = await processCart(platform(), { ...request, coupons: ['WITAJ10'] });
    expect(processed).toEqual({ result: result(['WITAJ10']), refusedCoupons: [], uncheckedCoupons: [], throttledCoupons: null });
    const [sent] = server.to('/cart/process', 'POST');
    expect(JSON.parse(sent!.body)).toEqual({ ...request, coupons: ['WITAJ10'] });
    expect(sent!.headers['accept-language']).toBe('pl');
    expect(sent!.headers['x-sales-channel']).toBe('channel-pl');
  });

  it('sends the signed-in shopper’s token; a guest sends none', async () => {
    server.handle((_, response) => json(response, 200, { data: result([]) }));
    await processCart(platform({ tokens: memoryTokenStore({ token: 'secret-token', identityToken: null, refreshToken: null }) }), request);
    await processCart(platform(), request);
    const [signedIn, guest] = server.to('/cart/process', 'POST');
    expect(signedIn!.headers.authorization).toBe('Bearer secret-token');
    expect(guest!.headers.authorization).toBeUndefined();
  });

  it('a session that ended and cannot be refreshed does not cost the cart: it is processed as a guest’s', async () => {
    server.handle((r, response) => {
      if (r.path === '/auth/refresh') return platformError(response, 401, 'CLIENT_INVALID_TOKEN', 'Invalid token');
      if (r.headers.authorization) return platformError(response, 401, 'UNAUTHORIZED', 'Unauthenticated.');
      json(response, 200, { data: result([]) });
    });
    const tokens = memoryTokenStore({ token: 'expired', identityToken: null, refreshToken: 'refresh-me' });
    const processed = await processCart(platform({ tokens }), request);
    expect(processed.result.summary).toBe('85.55');
    expect(await tokens.get()).toBeNull();
    const calls = server.to('/cart/process', 'POST');
    expect(calls.map((call) => call.headers.authorization ?? null)).toEqual(['Bearer expired', null]);
  });

  it('takes out a coupon the platform refuses, processes again without it and reports it', async () => {
    server.handle((r, response) => {
      const coupons = (JSON.parse(r.body) as CartProcessRequest).coupons ?? [];
      const unknown = coupons.indexOf('NIEMA');
      if (unknown >= 0)
        return platformError(response, 422, 'VALIDATION_ERROR', 'The given data was invalid.', {
          [`coupons.${unknown}`]: [{ key: 'VALIDATION_EXISTS', message: 'Coupon NIEMA does not exist.' }],
        });
      json(response, 200, { data: result(coupons) });
    });
    const processed = await processCart(platform(), request);
    expect(processed.refusedCoupons).toEqual([{ code: 'NIEMA', reason: 'Coupon NIEMA does not exist.' }]);
    expect(processed.result.coupons.map((c) => c.code)).toEqual(['WITAJ10']);
    expect(sentCoupons()).toEqual([['WITAJ10', 'NIEMA'], ['WITAJ10']]);
  });

  it('a refusal that is not about coupons is a refused cart, without a second call', async () => {
    server.handle((_, response) =>
      platformError(response, 422, 'VALIDATION_ERROR', 'The given data was invalid.', { 'items.0.product_id': ['This product does not exist.'] }),
    );
    const error = await processCart(platform(), request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartProcessingError);
    expect(error).toMatchObject({ kind: 'refused', message: 'The given data was invalid.' });
    expect(server.to('/cart/process')).toHaveLength(1);
  });

  it('a platform that cannot be reached, times out or whose gateway fails leaves the cart as it is (unreachable)', async () => {
    server.handle((_, response) => platformError(response, 503, 'SERVICE_UNAVAILABLE', 'Maintenance'));
    await expect(processCart(platform(), request)).rejects.toMatchObject({ kind: 'unreachable' });
    // POST is never retried: one call.
    expect(server.to('/cart/process')).toHaveLength(1);

    server.handle(async (_, response) => {
      await delay(300);
      json(response, 200, { data: result([]) });
    });
    await expect(processCart(platform({ timeoutMs: 50 }), request)).rejects.toMatchObject({ kind: 'unreachable' });

    // A failing platform (500), a rate limit (429) or a malformed answer is no verdict on the cart either.
    server.handle((_, response) => platformError(response, 500, 'INTERNAL_SERVER_ERROR', 'Server Error'));
    await expect(processCart(platform(), request)).rejects.toMatchObject({ kind: 'unreachable' });
    server.handle((_, response) => platformError(response, 429, 'TOO_MANY_REQUESTS', 'Slow down'));
    await expect(processCart(platform(), request)).rejects.toMatchObject({ kind: 'unreachable' });
    server.handle((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data": {');
    });
    await expect(processCart(platform(), request)).rejects.toMatchObject({ kind: 'unreachable' });

    const closed = server.url;
    await server.close();
    await expect(processCart(createPlatform({ baseUrl: closed, cache: false }), request)).rejects.toMatchObject({ kind: 'unreachable' });
    server = await startFakeServer();
  });

  it('an answer that cannot be read gives no verdict: a 200 without the figures, a 408, a 4xx that is not the platform’s error', async () => {
    server.handle((_, response) => json(response, 200, { data: { items: 'none' } }));
    await expect(processCart(platform(), request)).rejects.toMatchObject({ kind: 'unreachable' });
    server.handle((_, response) => json(response, 200, { data: { ...result([]), summary: undefined } }));
    await expect(processCart(platform(), request)).rejects.toMatchObject({ kind: 'unreachable' });
    server.handle((_, response) => platformError(response, 408, 'REQUEST_TIMEOUT', 'Request Timeout'));
    await expect(processCart(platform(), request)).rejects.toMatchObject({ kind: 'unreachable' });
    server.handle((_, response) => {
      response.writeHead(403, { 'content-type': 'text/html' });
      response.end('<html><body>Blocked by the firewall</body></html>');
    });
    await expect(processCart(platform(), request)).rejects.toMatchObject({ kind: 'unreachable' });
    // The platform's own refusal with its error object is a verdict.
    server.handle((_, response) => platformError(response, 404, 'NOT_FOUND', 'Sales channel not found'));
    await expect(processCart(platform(), request)).rejects.toMatchObject({ kind: 'refused', message: 'Sales channel not found' });
  });

  it('a newer processing of the same shopper supersedes the older one in flight', async () => {
    server.handle(async (_, response) => {
      await delay(150);
      json(response, 200, { data: result([]) });
    });
    const older = processCart(platform({ shopperId: 'tab-12345678' }), request).catch((e: unknown) => e);
    await delay(30);
    const newer = processCart(platform({ shopperId: 'tab-12345678' }), request);
    expect(await older).toMatchObject({ kind: 'superseded' });
    expect((await newer).result.summary).toBe('85.55');
  });
});

/** The embedded platform's way: it names the first code it does not know. */
const knowsOnly = (known: string[]) =>
  server.handle((r, response) => {
    const coupons = (JSON.parse(r.body) as CartProcessRequest).coupons ?? [];
    const unknown = coupons.findIndex((code) => !known.includes(code));
    if (unknown >= 0)
      return platformError(response, 422, 'VALIDATION_ERROR', 'The given data was invalid.', {
        [`coupons.${unknown}`]: [{ key: 'VALIDATION_EXISTS', message: `Coupon ${coupons[unknown]} does not exist.` }],
      });
    json(response, 200, { data: result(coupons) });
  });

let throttles = 0;
const networkLookups = (network: string): CouponLookups => {
  const throttle = createCodeLookupThrottle(memoryLimiters, `process-cart-test-${++throttles}`, COUPON_CODE_RULE);
  return (code) => throttle.begin(network, code);
};

describe('discount codes while processing', () => {
  it('stops at the first refused code: the codes after it are not answered about, and one more round is all it costs', async () => {
    knowsOnly(['WITAJ10']);
    const processed = await processCart(platform(), { ...request, coupons: ['WITAJ10', 'ZLY1', 'ZLY2', 'ZLY3', 'ZLY4'] });
    expect(processed.refusedCoupons).toEqual([{ code: 'ZLY1', reason: 'Coupon ZLY1 does not exist.' }]);
    expect(processed.uncheckedCoupons).toEqual(['ZLY2', 'ZLY3', 'ZLY4']);
    expect(processed.result.coupons.map((coupon) => coupon.code)).toEqual(['WITAJ10']);
    expect(sentCoupons()).toEqual([['WITAJ10', 'ZLY1', 'ZLY2', 'ZLY3', 'ZLY4'], ['WITAJ10']]);
  });

  it('a platform that names every unknown code tells the shopper only the first one too', async () => {
    server.handle((r, response) => {
      const coupons = (JSON.parse(r.body) as CartProcessRequest).coupons ?? [];
      const errors = Object.fromEntries(
        coupons.flatMap((code, i) => (code === 'WITAJ10' ? [] : [[`coupons.${i}`, [{ key: 'VALIDATION_EXISTS', message: `${code}?` }]]])),
      );
      if (Object.keys(errors).length > 0) return platformError(response, 422, 'VALIDATION_ERROR', 'The given data was invalid.', errors);
      json(response, 200, { data: result(coupons) });
    });
    const processed = await processCart(platform(), { ...request, coupons: ['ZLY1', 'WITAJ10', 'ZLY2'] });
    expect(processed.refusedCoupons.map((coupon) => coupon.code)).toEqual(['ZLY1']);
    expect(processed.uncheckedCoupons).toEqual(['WITAJ10', 'ZLY2']);
    expect(processed.result.coupons).toEqual([]);
  });

  it('wrong codes from one network are counted: past ten, a new code is not sent to the platform at all', async () => {
    knowsOnly(['WITAJ10']);
    const lookUp = networkLookups('203.0.113.50');
    await processCart(platform(), { ...request, coupons: ['WITAJ10'] }, lookUp);
    for (let i = 0; i < 10; i += 1) {
      const processed = await processCart(platform(), { ...request, coupons: ['WITAJ10', `ZLY${i}`] }, lookUp);
      expect(processed.refusedCoupons.map((coupon) => coupon.code)).toEqual([`ZLY${i}`]);
    }
    const before = server.to('/cart/process').length;
    const throttled = await processCart(platform(), { ...request, coupons: ['WITAJ10', 'ZLY10'] }, lookUp);
    expect(throttled.throttledCoupons).toMatchObject({ codes: ['ZLY10'] });
    expect(throttled.throttledCoupons!.retryAfterMs).toBeGreaterThan(14 * 60_000);
    expect(throttled.refusedCoupons).toEqual([]);
    // The code the network already had applied is still processed; the new one never reached the platform.
    expect(throttled.result.coupons.map((coupon) => coupon.code)).toEqual(['WITAJ10']);
    expect(sentCoupons().slice(before)).toEqual([['WITAJ10']]);
    // Another network is not affected.
    const other = await processCart(platform(), { ...request, coupons: ['ZLY10'] }, networkLookups('203.0.113.51'));
    expect(other.refusedCoupons.map((coupon) => coupon.code)).toEqual(['ZLY10']);
  });

  it('right codes, codes left unanswered and processings without a verdict cost the network nothing', async () => {
    const lookUp = networkLookups('203.0.113.52');
    knowsOnly(['WITAJ10', 'KUBKI15']);
    for (let i = 0; i < 12; i += 1) await processCart(platform(), { ...request, coupons: ['WITAJ10', 'KUBKI15'] }, lookUp);
    server.handle((_, response) => platformError(response, 503, 'SERVICE_UNAVAILABLE', 'Maintenance'));
    for (let i = 0; i < 12; i += 1)
      await expect(processCart(platform(), { ...request, coupons: [`NOWY${i}`] }, lookUp)).rejects.toMatchObject({ kind: 'unreachable' });
    knowsOnly(['WITAJ10', 'KUBKI15', 'INNY0']);
    // Wrong codes, each first in its request: only they count; the ones after them are left unanswered.
    for (let i = 0; i < 9; i += 1) {
      const processed = await processCart(platform(), { ...request, coupons: [`ZLY${i}`, `INNY${i}`] }, lookUp);
      expect(processed.refusedCoupons.map((coupon) => coupon.code)).toEqual([`ZLY${i}`]);
      expect(processed.uncheckedCoupons).toEqual([`INNY${i}`]);
    }
    expect((await processCart(platform(), { ...request, coupons: ['ZLY9'] }, lookUp)).refusedCoupons).toHaveLength(1);
    // INNY0 was never answered about, so asking it now is a new lookup, and the network is at its limit.
    const processed = await processCart(platform(), { ...request, coupons: ['WITAJ10', 'INNY0'] }, lookUp);
    expect(processed.throttledCoupons?.codes).toEqual(['INNY0']);
    expect(processed.result.coupons.map((coupon) => coupon.code)).toEqual(['WITAJ10']);
  });
});
