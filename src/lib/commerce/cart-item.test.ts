import { describe, expect, it } from 'vitest';
import { createCartItem } from './cart-add';
import { cartItemAnalytics, quantityStep, schemaValuesForRequest, steppedQuantity, totalQuantity } from './cart-item';
import { engravingSchema, product, sizeSchema } from './fixtures/products';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const item = (props: Partial<Parameters<typeof createCartItem>[0]> = {}) => createCartItem({ product: product(), currency: 'PLN', createdAt: now, ...props });

describe('quantities, request values and analytics', () => {
  it("the quantity step is the product's, or 1 without a positive one", () => {
    expect(quantityStep({ quantity_step: 0.5 })).toBe(0.5);
    expect(quantityStep({ quantity_step: null })).toBe(1);
    expect(quantityStep({ quantity_step: -2 })).toBe(1);
    expect(quantityStep({})).toBe(1);
  });

  it('a step goes one quantity step up or down, never under one step, without float dust', () => {
    expect(steppedQuantity(1, 1, 1)).toBe(2);
    expect(steppedQuantity(12, 6, -1)).toBe(6);
    expect(steppedQuantity(6, 6, -1)).toBeNull();
    expect(steppedQuantity(0.3, 0.1, 1)).toBe(0.4);
    expect(steppedQuantity(0.2, 0.1, -1)).toBe(0.1);
  });

  it('total quantity is the item quantity plus its children', () => {
    const child = (q: number) => item({ product: product({ id: `c${q}` }), quantity: q });
    expect(totalQuantity(item({ quantity: 2, children: [child(1), child(3)] }))).toBe(6);
    expect(totalQuantity(item({ quantity: 2 }))).toBe(2);
  });

  it('sends only filled schema values, keyed by schema id', () => {
    const it1 = item({ product: product({ schemas: [sizeSchema, engravingSchema] }), schemaValues: { size: 'size-l' } });
    expect(schemaValuesForRequest(it1.schemas)).toEqual({ size: 'size-l' });
  });

  it('gives the analytics view {productId, name, price, initialPrice, totalQty}', () => {
    const line = { ...item({ quantity: 2 }), price: 100, priceDiscounted: 79.999 };
    expect(cartItemAnalytics(line)).toEqual({ productId: 'prod-1', name: 'Lamp', price: 80, initialPrice: 100, totalQty: 2 });
    expect(cartItemAnalytics({ ...line, priceDiscounted: null }).price).toBe(100);
  });
});
