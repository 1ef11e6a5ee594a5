import { describe, expect, it } from 'vitest';
import { configuredPrice, defaultFormAmounts } from './configured-price';
import { addToCartProduct as product, configurable, engravingSchema, pln, sizeSchema } from './fixtures/products';
import type { ConfigurableSchema } from './schema-values';

describe('configuredPrice', () => {
  it('prices the chosen options and applies the sales to the price the cart charges', () => {
    const lamp = product({ schemas: [configurable(sizeSchema)], sales: [{ percentage: 10 }] });
    const price = configuredPrice(lamp, { size: 'size-l' }, 'PLN');
    expect(price).toMatchObject({ initial: 125.5, current: 112.95 });
    expect(price.item.product).toBe(lamp);
  });
});

describe('defaultFormAmounts', () => {
  it('lists the default price before and after the sales, and each schema and option price, once', () => {
    const lamp = product({ schemas: [configurable(sizeSchema), configurable(engravingSchema)], sales: [{ amount: 20 }] });
    // The required size starts on its first available option (M: 100 + 5 + 10).
    expect(defaultFormAmounts(lamp, 'PLN').sort((a, b) => a - b)).toEqual([0, 5, 10, 15, 20.5, 95, 115]);
  });

  it('lists the total at the first quantity step, rounded as shown', () => {
    const pack = product({ prices_base: pln('3.333'), quantity_step: 3 });
    expect(defaultFormAmounts(pack, 'PLN').sort((a, b) => a - b)).toEqual([3.33, 9.99]);
  });

  it('lists only the options when the configuration has no price', () => {
    const loop: ConfigurableSchema = {
      id: 'x',
      name: 'X',
      type: 'multiply_schema',
      hidden: false,
      required: true,
      default: '1',
      prices: pln('0'),
      used_schemas: ['x'],
    };
    expect(defaultFormAmounts(product({ schemas: [loop] }), 'PLN')).toEqual([0]);
  });
});
