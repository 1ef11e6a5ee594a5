import { describe, expect, it } from 'vitest';
import { PlatformError } from '../platform';
import { cartRequestItems } from '../commerce/cart';
import { AttemptRegistry } from './attempts';
import { linesCut, placementFailure, requestLines, thankYouUrl } from './place-order';

const refusal = (key: string, errors: Record<string, { key: string; message: string }[]> = {}, status = 422) =>
  new PlatformError({ status, message: 'refused', key, errors });

describe('placementFailure', () => {
  it('names the errors the shopper is told about in the shop’s own words', () => {
    expect(placementFailure(refusal('VALIDATION_ERROR', { 'items.0.schemas': [{ key: 'VALIDATION_PRODUCT_SCHEMA_OPTION', message: 'bad' }] }))).toBe(
      'schemaOption',
    );
    expect(placementFailure(refusal('ORDER_NOT_ENOUGH_ITEMS_IN_WAREHOUSE'))).toBe('notEnoughItems');
    expect(placementFailure(refusal('PRODUCT_PURCHASE_LIMIT'))).toBe('purchaseLimit');
    expect(placementFailure(refusal('PAYMENT_METHOD_NOT_AVAILABLE_FOR_SHIPPING'))).toBe('paymentNotAvailable');
  });
  it('tells an unreachable platform from a refusal', () => {
    expect(placementFailure(refusal('INTERNAL_SERVER_ERROR', {}, 500))).toBe('unreachable');
    expect(placementFailure(new PlatformError({ status: 0, message: 'x', key: 'NETWORK_ERROR' }))).toBe('unreachable');
    expect(placementFailure(refusal('VALIDATION_ERROR', { email: [{ key: 'VALIDATION_EMAIL', message: 'bad email' }] }))).toBe('failed');
  });
});

describe('requestLines', () => {
  it('gives the payload rule back exactly the items the browser sent', () => {
    const items: { cartitem_id: string; product_id: string; quantity: number; schemas: Record<string, string | number | boolean>; digital: boolean }[] = [
      { cartitem_id: 'a', product_id: 'p1', quantity: 2, schemas: { s1: 'opt', s2: 3, s3: true }, digital: false },
      { cartitem_id: 'b', product_id: 'p2', quantity: 1, schemas: {}, digital: true },
    ];
    expect(cartRequestItems(requestLines(items))).toEqual(items.map(({ digital: _d, ...item }) => item));
    expect(requestLines(items).map((line) => line.product.shipping_digital)).toEqual([false, true]);
  });
});

describe('linesCut', () => {
  it('tells a line left out or sold in a smaller quantity from a cart processed as asked', () => {
    const asked = [
      { cartitem_id: 'a', quantity: 2 },
      { cartitem_id: 'b', quantity: 1.5 },
    ];
    expect(
      linesCut(asked, [
        { cartitem_id: 'a', quantity: 2 },
        { cartitem_id: 'b', quantity: 1.5 },
      ]),
    ).toBe(false);
    expect(
      linesCut(asked, [
        { cartitem_id: 'a', quantity: 1 },
        { cartitem_id: 'b', quantity: 1.5 },
      ]),
    ).toBe(true);
    expect(linesCut(asked, [{ cartitem_id: 'b', quantity: 1.5 }])).toBe(true);
  });
});

describe('thankYouUrl', () => {
  it('is the thank-you page of the shop in the shopper’s language with the code and shipping type', () => {
    expect(thankYouUrl('https://shop.example', 'pl', 'AB12CD', 'default')).toBe('https://shop.example/checkout/thank-you?code=AB12CD&t=default');
    expect(thankYouUrl('https://shop.example', 'en', 'AB12CD', 'mixed')).toBe('https://shop.example/en/checkout/thank-you?code=AB12CD&t=mixed');
    expect(thankYouUrl('https://shop.example', 'pl', 'AB12CD', 'default', { transfer: true })).toBe(
      'https://shop.example/checkout/thank-you?code=AB12CD&t=default&pay=transfer',
    );
  });
});

describe('AttemptRegistry', () => {
  it('runs an attempt once: a concurrent twin joins it, a later one gets the kept result', async () => {
    const registry = new AttemptRegistry<string>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'ORDER1';
    };
    const [a, b] = await Promise.all([registry.once('k', work, () => true), registry.once('k', work, () => true)]);
    expect([a, b, await registry.once('k', work, () => true)]).toEqual(['ORDER1', 'ORDER1', 'ORDER1']);
    expect(runs).toBe(1);
  });
  it('forgets an attempt that placed nothing, so the shopper can try again', async () => {
    const registry = new AttemptRegistry<string>();
    expect(
      await registry.once(
        'k',
        async () => 'refused',
        (result) => result === 'placed',
      ),
    ).toBe('refused');
    expect(
      await registry.once(
        'k',
        async () => 'placed',
        (result) => result === 'placed',
      ),
    ).toBe('placed');
  });
});
