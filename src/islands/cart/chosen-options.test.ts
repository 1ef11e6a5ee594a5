import { describe, expect, it } from 'vitest';
import type { CartItemSchema } from '../../lib/commerce/cart-item';
import { chosenOptions } from './chosen-options';

const schema = (over: Partial<CartItemSchema>): CartItemSchema => ({
  id: 's',
  name: 'Option',
  type: 'string',
  price: 0,
  optionPrice: 0,
  value: null,
  dependencies: [],
  ...over,
});
const pl = { yes: 'tak', no: 'nie', intlLocale: 'pl-PL' };

describe('chosen options in words', () => {
  it('names the select option, formats numbers and dates, says yes or no', () => {
    expect(
      chosenOptions(
        [
          schema({ id: 'size', name: 'Rozmiar', type: 'select', value: 'opt-l', optionName: 'L' }),
          schema({ id: 'len', name: 'Długość', type: 'multiply', value: 2.5 }),
          schema({ id: 'text', name: 'Grawer', type: 'string', value: '  Dla Ani ' }),
          schema({ id: 'date', name: 'Data', type: 'date', value: '2026-12-24' }),
          schema({ id: 'wrap', name: 'Pakowanie', type: 'boolean', value: true }),
          schema({ id: 'card', name: 'Kartka', type: 'boolean', value: false }),
          schema({ id: 'file', name: 'Plik', type: 'file', value: 'https://cdn.example/uploads/logo%20firmy.png' }),
        ],
        pl,
      ),
    ).toEqual([
      { id: 'size', name: 'Rozmiar', value: 'L' },
      { id: 'len', name: 'Długość', value: '2,5' },
      { id: 'text', name: 'Grawer', value: 'Dla Ani' },
      { id: 'date', name: 'Data', value: '24.12.2026' },
      { id: 'wrap', name: 'Pakowanie', value: 'tak' },
      { id: 'card', name: 'Kartka', value: 'nie' },
      { id: 'file', name: 'Plik', value: 'logo firmy.png' },
    ]);
  });

  it('leaves out hidden options and options left empty; an option without a stored name shows its value', () => {
    expect(
      chosenOptions(
        [
          schema({ type: 'string', value: '  ' }),
          schema({ type: 'numeric', value: '' }),
          schema({ type: 'select', value: 'opt-1', hidden: true }),
          schema({ id: 'old', name: 'Kolor', type: 'select', value: 'opt-2' }),
        ],
        pl,
      ),
    ).toEqual([{ id: 'old', name: 'Kolor', value: 'opt-2' }]);
  });
});
