import { describe, expect, it, vi } from 'vitest';

vi.mock('astro:actions', () => ({
  ActionError: class ActionError extends Error {},
  defineAction: (definition: unknown) => definition,
  isInputError: (error: unknown) => (error as { type?: string } | null)?.type === 'AstroActionInputError',
}));

const { addressLines, countryOptions, doneNotice, failedAddressForm } = await import('./addresses-form');

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};
const SAVED = {
  id: 'a1',
  name: 'Dom',
  default: true,
  address: { name: 'Anna Kowalska', address: 'Kwiatowa 1', zip: '00-950', city: 'Warszawa', country: 'DE', phone: '600700800' },
};

describe('the country select', () => {
  it('lists every country named and sorted in Polish, Poland chosen by default', () => {
    const options = countryOptions('pl');
    expect(options).toHaveLength(249);
    expect(options.filter((option) => option.selected)).toEqual([{ code: 'PL', name: 'Polska', selected: true }]);
    expect(options.find((option) => option.code === 'DE')?.name).toBe('Niemcy');
    const names = options.map((option) => option.name);
    expect(names.indexOf('Łotwa')).toBeGreaterThan(names.indexOf('Luksemburg'));
  });

  it('in English, with the chosen country selected whatever its case', () => {
    const options = countryOptions('en', 'de');
    expect(options[0]).toMatchObject({ code: 'AF', name: 'Afghanistan' });
    expect(options.filter((option) => option.selected).map((option) => option.name)).toEqual(['Germany']);
    expect(options.find((option) => option.code === 'PL')?.name).toBe('Poland');
  });
});

describe('the country select of a sales channel with a country list', () => {
  it('an allow list: only its countries, Poland chosen when listed', () => {
    const options = countryOptions('pl', 'PL', { channel: { countries: ['DE', 'PL'], countries_block_list: false } });
    expect(options.map((option) => option.code)).toEqual(['DE', 'PL']);
    expect(options.find((option) => option.selected)?.code).toBe('PL');
  });

  it('an allow list without Poland: a new address starts from the first listed country', () => {
    const options = countryOptions('en', 'PL', { channel: { countries: ['SK', 'CZ'], countries_block_list: false } });
    expect(options).toEqual([
      { code: 'CZ', name: 'Czechia', selected: true },
      { code: 'SK', name: 'Slovakia', selected: false },
    ]);
  });

  it('a block list: every country but the blocked ones', () => {
    const options = countryOptions('pl', 'PL', { channel: { countries: ['PL'], countries_block_list: true } });
    expect(options).toHaveLength(248);
    expect(options.some((option) => option.code === 'PL')).toBe(false);
    expect(options.filter((option) => option.selected)).toHaveLength(1);
  });

  it("keeps a saved address's own country, selected, when the channel does not serve it", () => {
    const options = countryOptions('pl', 'DE', { channel: { countries: ['PL'], countries_block_list: false }, keep: 'DE' });
    expect(options.map((option) => [option.code, option.selected])).toEqual([
      ['DE', true],
      ['PL', false],
    ]);
  });
});

describe('the address page state', () => {
  it('shows a saved address with its country in the page’s language', () => {
    expect(addressLines(SAVED, 'pl')).toEqual(['Anna Kowalska', 'Kwiatowa 1', '00-950 Warszawa', 'Niemcy']);
    expect(addressLines(SAVED, 'en').at(-1)).toBe('Germany');
  });

  it('says what the last POST did, and nothing for an unknown ?done=', () => {
    expect(doneNotice('deleted', 'en')).toEqual({ tone: 'success', text: 'The address has been deleted.' });
    expect(doneNotice('other', 'en')).toBeUndefined();
  });

  it('keeps what was typed with each field’s first message', () => {
    const error = Object.assign(new Error('Failed to validate'), {
      type: 'AstroActionInputError',
      fields: { zip: ['Zip code is incorrect. It should have the format "XX-XXX".'] },
    });
    const failed = failedAddressForm(form({ kind: 'billing', intent: 'save', name: 'Anna', zip: '00950', country: 'pl', vat: '123' }), error, 'en');
    expect(failed).toEqual({
      form: {
        kind: 'billing',
        id: undefined,
        values: { name: 'Anna', address: '', zip: '00950', city: '', country: 'PL', phone: '', vat: '123' },
        errors: { zip: 'Zip code is incorrect. It should have the format "XX-XXX".' },
        formError: 'Please correct the marked fields.',
      },
    });
  });

  it('removing the default address is a notice with the platform’s key; a lost session goes to sign-in', () => {
    const refusal = Object.assign(new Error('This is your default address'), { code: 'CONFLICT' });
    expect(failedAddressForm(form({ kind: 'shipping', intent: 'delete', id: 'a1' }), refusal, 'pl')).toEqual({
      notice: { tone: 'error', text: 'This is your default address', key: 'CLIENT_REMOVE_DEFAULT_ADDRESS' },
    });
    expect(failedAddressForm(form({ kind: 'shipping', intent: 'delete' }), Object.assign(new Error('x'), { code: 'UNAUTHORIZED' }), 'pl')).toEqual({
      signedOut: true,
    });
    const country = failedAddressForm(
      form({ kind: 'shipping', intent: 'save', name: 'Anna', country: 'de' }),
      Object.assign(new Error('Sklep nie obsługuje tego kraju. Wybierz inny.'), { code: 'UNPROCESSABLE_CONTENT' }),
      'pl',
    );
    expect(country).toMatchObject({
      form: { kind: 'shipping', values: { name: 'Anna', country: 'DE' }, errors: { country: 'Sklep nie obsługuje tego kraju. Wybierz inny.' } },
    });
  });

  it('a platform refusal shows its message as the title and the first field error at its field, never "try again"', () => {
    const refusal = Object.assign(
      new Error(
        JSON.stringify({ platformRefusal: { title: 'The given data was invalid.', text: 'address.phone: must be a phone number', field: 'address.phone' } }),
      ),
      { code: 'UNPROCESSABLE_CONTENT' },
    );
    const failed = failedAddressForm(form({ kind: 'shipping', intent: 'save', name: 'Anna', phone: '600 700 800' }), refusal, 'en');
    expect(failed).toMatchObject({ form: { errors: { phone: 'address.phone: must be a phone number' }, formError: 'The given data was invalid.' } });
  });

  it('a refusal of a field the form does not have shows its text at the top', () => {
    const refusal = Object.assign(
      new Error(JSON.stringify({ platformRefusal: { title: 'Refused.', text: 'house number missing', field: 'address.building' } })),
      { code: 'UNPROCESSABLE_CONTENT' },
    );
    const failed = failedAddressForm(form({ kind: 'shipping', intent: 'save' }), refusal, 'en');
    expect(failed).toMatchObject({ form: { errors: {}, formError: 'Refused. house number missing' } });
  });
});
