// The field rules on the server (docs/rules.md#server-field-rules): a phone number must be valid and include its country code (VALIDATION_PHONE), an
// address needs a street name and a house number (VALIDATION_STREET_NUMBER). Registration, the profile,
// saved addresses and orders (billing address and delivery address) alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasStreetNumber, isInternationalPhone } from '../http/field-rules.ts';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let pl: string;
let consents: Record<string, boolean>;
const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };

beforeAll(async () => {
  p = await startTestPlatform();
  pl = (await p.call('GET', '/sales-channels/pl')).body.data.id;
  consents = Object.fromEntries(
    ((await p.call('GET', '/consents')).body.data as { id: string; required: boolean }[]).filter((c) => c.required).map((c) => [c.id, true]),
  );
});
afterAll(() => p?.stop());

const register = (email: string, phone?: string) =>
  p.call('POST', '/register', {
    body: { name: 'Iga Telefoniczna', email, password: 'telefon-haslo-2026', consents, ...(phone === undefined ? {} : { phone }) },
  });

describe('the phone rule', () => {
  it('takes numbers with a country code and refuses those without', () => {
    for (const phone of ['+48600700800', '+48 600 700 800', '+48-600-700-800', '+49 30 1234567', '+1 (555) 123-4567', '+44 7911 123456', '+39 06 1234 5678'])
      expect(isInternationalPhone(phone), phone).toBe(true);
    for (const phone of [
      '600700800',
      '600 700 800',
      '0048600700800',
      '48600700800',
      '+4860070080',
      '+486007008001',
      '+999 123 456 789',
      '+1234567890123456',
      '+48 600 700 80x',
      '+',
      '',
    ])
      expect(isInternationalPhone(phone), phone).toBe(false);
  });

  it('refuses a registration phone without the country code (VALIDATION_PHONE) and takes one with it', async () => {
    const bare = await register('bez-kodu@example.com', '600700800');
    expect(bare.status).toBe(422);
    expect(bare.body.error.errors.phone[0].key).toBe('VALIDATION_PHONE');
    const international = await register('z-kodem@example.com', '+48600700800');
    expect(international.status).toBe(201);
  });

  it('refuses a profile phone without the country code', async () => {
    expect((await register('profil-telefon@example.com')).status).toBe(201);
    const token = await p.login({ email: 'profil-telefon@example.com', password: 'telefon-haslo-2026' });
    const bare = await p.call('PATCH', '/auth/profile', { token, body: { phone: '600 700 800' } });
    expect(bare.status).toBe(422);
    expect(bare.body.error.errors.phone[0].key).toBe('VALIDATION_PHONE');
    const saved = await p.call('PATCH', '/auth/profile', { token, body: { phone: '+48 600 700 800' } });
    expect(saved.status).toBe(200);
  });

  it('refuses a saved address without the country code or without a house number', async () => {
    expect((await register('adresy-reguly@example.com')).status).toBe(201);
    const token = await p.login({ email: 'adresy-reguly@example.com', password: 'telefon-haslo-2026' });
    const bare = await p.call('POST', '/auth/profile/shipping-addresses', { token, body: { name: 'Dom', address: { ...address, phone: '600100200' } } });
    expect(bare.status).toBe(422);
    expect(bare.body.error.errors['address.phone'][0].key).toBe('VALIDATION_PHONE');
    const noNumber = await p.call('POST', '/auth/profile/billing-addresses', { token, body: { name: 'Firma', address: { ...address, address: 'ul. Polna' } } });
    expect(noNumber.status).toBe(422);
    expect(noNumber.body.error.errors['address.address'][0].key).toBe('VALIDATION_STREET_NUMBER');
    const saved = await p.call('POST', '/auth/profile/shipping-addresses', { token, body: { name: 'Dom', address } });
    expect(saved.status).toBeLessThan(300);
  });
});

describe('orders', () => {
  const order = async (extra: Record<string, unknown>) => {
    const stool = (await p.call('GET', '/products/taboret-sosnowy')).body.data;
    const courier = ((await p.call('GET', '/shipping-methods')).body.data as { id: string; name: string }[]).find((m) => m.name === 'Kurier')!;
    return p.call('POST', '/orders', {
      body: {
        email: 'jan@example.com',
        items: [{ product_id: stool.id, quantity: 1 }],
        shipping_method_id: courier.id,
        shipping_place: address,
        billing_address: address,
        currency: 'PLN',
        sales_channel_id: pl,
        ...extra,
      },
    });
  };

  it('refuses a billing or delivery phone without the country code', async () => {
    const billing = await order({ billing_address: { ...address, phone: '600100200' } });
    expect(billing.status).toBe(422);
    expect(billing.body.error.errors['billing_address.phone'][0].key).toBe('VALIDATION_PHONE');
    const delivery = await order({ shipping_place: { ...address, phone: '600 100 200' } });
    expect(delivery.status).toBe(422);
    expect(delivery.body.error.errors['shipping_place.phone'][0].key).toBe('VALIDATION_PHONE');
  });

  it('refuses a billing or delivery address without a house number, and places one with both', async () => {
    const billing = await order({ billing_address: { ...address, address: 'Polna' } });
    expect(billing.body.error.errors['billing_address.address'][0].key).toBe('VALIDATION_STREET_NUMBER');
    const delivery = await order({ shipping_place: { ...address, address: '12' } });
    expect(delivery.body.error.errors['shipping_place.address'][0].key).toBe('VALIDATION_STREET_NUMBER');
    expect(hasStreetNumber('Wólka 7')).toBe(true);
    const placed = await order({});
    expect(placed.status).toBe(201);
  });
});
