import { describe, expect, it } from 'vitest';
import { amountsView, canPay, deliveryView, orderLines, orderRow, requestedPage, statusView } from './orders-view';

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const status = { id: 'st', name: 'Nowe', color: '3d405b', cancel: false };
const summary = {
  id: 'o1',
  code: 'ABC234',
  email: 'a@example.com',
  currency: 'PLN',
  status,
  paid: false,
  payable: true,
  summary: '312.99',
  shipping_price: '14.99',
  cart_total: '298.00',
  created_at: '2026-09-14T22:30:00.000Z',
};

describe('the orders list', () => {
  it('reads ?page= as a whole number from 1 and refuses anything else', () => {
    expect(requestedPage(null)).toBe(1);
    expect(requestedPage('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '1e9', '99999999999']) expect(requestedPage(bad)).toBeNull();
  });

  it('shows number, date in the shop time zone (dd.MM.yyyy), status, total by the money formatter and paid or unpaid', () => {
    const row = orderRow(summary, 'pl');
    expect(row).toMatchObject({ code: 'ABC234', href: '/account/orders/ABC234', date: '15.09.2026', paid: false, status: { name: 'Nowe', color: '#3d405b' } });
    expect(nbsp(row.total)).toBe('312,99 zł');
    expect(orderRow(summary, 'en').href).toBe('/en/account/orders/ABC234');
  });

  it('keeps a status colour only when it is a hex colour, and names a missing status', () => {
    expect(statusView({ ...status, color: '#ABC' }, 'en').color).toBe('#abc');
    expect(statusView({ ...status, color: 'red;background:url(x)' }, 'en').color).toBeNull();
    expect(statusView(null, 'en')).toEqual({ name: 'No status', color: null });
  });
});

describe('the order details', () => {
  it('shows delivery to an address with the country named, or to a pick-up point', () => {
    const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'DE', phone: '+48600100200' };
    expect(
      deliveryView({ shipping_method: { id: 'm', name: 'Kurier', shipping_type: 'address' }, digital_shipping_method: null, shipping_place: address }, 'en'),
    ).toEqual({
      method: 'Kurier',
      digitalMethod: null,
      place: { kind: 'address', lines: ['Jan Nowak', 'ul. Polna 3', '80-001 Gdańsk', 'Germany'], phone: '+48600100200' },
    });
    expect(
      deliveryView(
        {
          shipping_method: { id: 'm', name: 'Paczkomat', shipping_type: 'point' },
          digital_shipping_method: null,
          shipping_place: 'KRA01M | tel.: +48600100200',
        },
        'pl',
      ).place,
    ).toEqual({ kind: 'point', text: 'KRA01M | tel.: +48600100200' });
    expect(
      deliveryView({ shipping_method: null, digital_shipping_method: { id: 'd', name: 'E-mail', shipping_type: 'digital' }, shipping_place: null }, 'pl'),
    ).toEqual({ method: null, digitalMethod: 'E-mail', place: null });
  });

  it('lists products with options, quantity, unit and line prices, linked while the product exists', () => {
    const lines = orderLines(
      {
        currency: 'PLN',
        products: [
          {
            id: 'l1',
            name: 'Koszulka',
            quantity: 2,
            price: '44.00',
            price_initial: '49.00',
            schemas: [{ name: 'Rozmiar', value: 'M' }],
            product: { id: 'p', slug: 'koszulka-gory', name: 'Koszulka', cover: null, sets: [] },
          },
          { id: 'l2', name: 'Usunięty', quantity: 1, price: '10.00', price_initial: '10.00', product: null },
        ],
      },
      'en',
    );
    expect(lines[0]).toMatchObject({ href: '/en/product/koszulka-gory', options: [{ name: 'Rozmiar', value: 'M' }], quantity: 2 });
    expect([lines[0]!.unitPrice, lines[0]!.unitPriceInitial, lines[0]!.total].map(nbsp)).toEqual(['PLN 44.00', 'PLN 49.00', 'PLN 88.00']);
    expect(lines[1]).toMatchObject({ href: null, unitPriceInitial: null, options: [] });
  });

  it('sums up products and delivery before discounts, each discount, and the total', () => {
    const amounts = amountsView(
      {
        currency: 'PLN',
        cart_total_initial: '100.00',
        cart_total: '90.00',
        shipping_price_initial: '14.99',
        shipping_price: '0.00',
        summary: '90.00',
        discounts: [
          { name: 'WITAJ10', target_type: 'order-value', applied_discount: '10.00' },
          { name: '', target_type: 'shipping-price', applied_discount: '14.99' },
        ],
      },
      'pl',
    );
    expect(nbsp(amounts.productsPrice)).toBe('100,00 zł');
    expect(nbsp(amounts.shippingPrice)).toBe('14,99 zł');
    expect(amounts.discounts.map((d) => [d.label, nbsp(d.amount)])).toEqual([
      ['Rabat: WITAJ10', '-10,00 zł'],
      ['Rabat', '-14,99 zł'],
    ]);
    expect(nbsp(amounts.total)).toBe('90,00 zł');
    const unlisted = amountsView({ currency: 'PLN', cart_total_initial: '100.00', cart_total: '80.00', shipping_price: '10.00', summary: '90.00' }, 'pl');
    expect(unlisted.discounts.map((d) => nbsp(d.amount))).toEqual(['-20,00 zł']);
  });

  it('offers the pay link only for an unpaid order the platform calls payable', () => {
    expect(canPay({ payable: true, paid: false })).toBe(true);
    expect(canPay({ payable: false, paid: false })).toBe(false);
    expect(canPay({ payable: true, paid: true })).toBe(false);
  });
});
