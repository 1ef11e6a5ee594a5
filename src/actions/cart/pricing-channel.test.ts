// A cart is priced in the shop's sales channel: without one the shopper is told to try again, in the words
// of the door that asked; the currency is the shop's, PLN when it names none.
import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => import('../testing/astro-actions'));

const { pricingChannel } = await import('./pricing-channel');

type Context = Parameters<typeof pricingChannel>[0];
const withShop = (shop: unknown) => ({ locals: { shop } }) as Context;

describe('pricingChannel', () => {
  it("answers the channel's id, the shop's currency and the shop", () => {
    const shop = { channel: { id: 'channel-1' }, currency: 'EUR' };
    expect(pricingChannel(withShop(shop), 'en', 'cart.processing.unreachable')).toEqual({ channelId: 'channel-1', currency: 'EUR', shop });
  });

  it('prices in PLN when the shop names no currency', () => {
    expect(pricingChannel(withShop({ channel: { id: 'channel-1' } }), 'pl', 'cart.processing.unreachable').currency).toBe('PLN');
  });

  it("refuses without a channel (none read, or a shop without one) with the door's own try-again message", () => {
    for (const shop of [undefined, {}, { channel: {} }]) {
      expect(() => pricingChannel(withShop(shop), 'en', 'checkout.placement.unreachable')).toThrow(
        expect.objectContaining({
          code: 'SERVICE_UNAVAILABLE',
          message: 'The shop cannot reach the order system right now. Nothing you typed was lost; please try again in a moment.',
        }),
      );
    }
    expect(() => pricingChannel(withShop({}), 'pl', 'cart.processing.unreachable')).toThrow(
      expect.objectContaining({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Sklep nie mógł teraz zaktualizować koszyka. Koszyk zostaje bez zmian; spróbujemy ponownie.',
      }),
    );
  });
});
