import { describe, expect, it } from 'vitest';
import { productCardOfList, productCardPrices, productCardView, type ProductListItem } from './product-card';

const product = (over: Partial<ProductListItem> = {}): ProductListItem => ({
  id: 'p1',
  slug: 'kubek-las',
  name: 'Kubek „Las”',
  public: true,
  visible: true,
  available: true,
  quantity_step: 1,
  shipping_digital: false,
  prices_base: [{ gross: '49.00', currency: 'PLN' }],
  prices_min: [
    { gross: '39.20', currency: 'PLN' },
    { gross: '8.79', currency: 'EUR' },
  ],
  prices_max: [
    { gross: '39.20', currency: 'PLN' },
    { gross: '12.00', currency: 'EUR' },
  ],
  prices_min_initial: [
    { gross: '49.00', currency: 'PLN' },
    { gross: '8.79', currency: 'EUR' },
  ],
  prices_max_initial: [{ gross: '49.00', currency: 'PLN' }],
  cover: { id: 'm1', type: 'photo', source: 'silverbox', url: 'http://cdn.test/media/kubek.svg', alt: '' },
  tags: [],
  metadata: {},
  attributes: [{ id: 'a1', name: 'Marka', slug: 'marka', type: 'single-option', selected_options: [{ id: 'o1', name: 'Leśna Pracownia', index: 0 }] }],
  ...over,
});

describe('productCardView', () => {
  it('shows the sale price with the price before it, in the current currency', () => {
    const view = productCardView(product(), 'PLN', 'pl', 'marka');
    expect(view).toMatchObject({
      name: 'Kubek „Las”',
      href: '/product/kubek-las',
      price: 39.2,
      priceBefore: 49,
      priceVaries: false,
      subtext: 'Leśna Pracownia',
    });
    expect(view.image?.alt).toBe('Kubek „Las”');
    expect(view.image?.src).toBe('http://cdn.test/media/kubek.svg?w=480&format=auto');
    expect(view.image?.srcset).toContain('http://cdn.test/media/kubek.svg?w=240&format=auto 240w');
  });
  it('marks a price that options can raise as "from", links English cards under /en', () => {
    const view = productCardView(product(), 'EUR', 'en');
    expect(view).toMatchObject({ href: '/en/product/kubek-las', price: 8.79, priceBefore: undefined, priceVaries: true, subtext: undefined });
  });
  it('has no price in a currency the product is not sold in, and no picture without a cover', () => {
    const view = productCardView(product({ cover: null }), 'USD', 'en');
    expect(view.price).toBeUndefined();
    expect(view.image).toBeUndefined();
  });
});

describe('productCardPrices', () => {
  it('writes the sale price with the price before it, and "from" when options change the price', () => {
    expect(productCardPrices(productCardView(product(), 'PLN', 'pl'), 'PLN', 'pl')).toEqual({
      now: '39,20\u00a0zł',
      before: { text: '49,00\u00a0zł', label: 'Wcześniej 49,00\u00a0zł' },
    });
    const varies = productCardPrices(productCardView(product(), 'EUR', 'en'), 'EUR', 'en');
    expect(varies?.now).toBe('from €8.79');
    expect(varies?.before).toBeUndefined();
  });

  it('writes nothing for a product without a price in the currency', () => {
    expect(productCardPrices(productCardView(product(), 'USD', 'en'), 'USD', 'en')).toBeUndefined();
  });
});

describe('productCardOfList', () => {
  it('works a card out once per product of an answer and request facts', () => {
    const item = product();
    const card = productCardOfList(item, 'PLN', 'pl', 'marka');
    expect(card.view).toEqual(productCardView(item, 'PLN', 'pl', 'marka'));
    expect(card.prices).toEqual(productCardPrices(card.view, 'PLN', 'pl'));
    expect(productCardOfList(item, 'PLN', 'pl', 'marka')).toBe(card);
    expect(productCardOfList(item, 'PLN', 'en', 'marka').view.href).toBe('/en/product/kubek-las');
    expect(productCardOfList(item, 'EUR', 'pl', 'marka').view.price).toBe(8.79);
    expect(productCardOfList(item, 'PLN', 'pl').view.subtext).toBeUndefined();
    // Another answer for the same product (the cache read it again) is worked out anew.
    expect(productCardOfList(product({ name: 'Kubek „Las” II' }), 'PLN', 'pl', 'marka').view.name).toBe('Kubek „Las” II');
  });
});
