import { describe, expect, it } from 'vitest';
import { emitCartEvent, onCartEvent, type CartEvent } from './cart-events';

describe('cart events', () => {
  it('reach every listener; a listener that starts late can replay what it missed', () => {
    const early: CartEvent[] = [];
    const stop = onCartEvent((event) => early.push(event));
    emitCartEvent({ type: 'offline' });
    emitCartEvent({ type: 'unavailable', lines: [{ id: 'a', name: 'Mug' }] });
    const late: CartEvent[] = [];
    onCartEvent((event) => late.push(event), { replay: true });
    const plain: CartEvent[] = [];
    onCartEvent((event) => plain.push(event));
    stop();
    emitCartEvent({ type: 'coupon-applied', code: 'WITAJ10' });
    expect(early.map((event) => event.type)).toEqual(['offline', 'unavailable']);
    expect(late.map((event) => event.type)).toEqual(['offline', 'unavailable', 'coupon-applied']);
    expect(plain.map((event) => event.type)).toEqual(['coupon-applied']);
  });
});
