// The addresses the platform sends shoppers to or mails (redirect_url, return_url, continue_url) are
// accepted only on the shops' allowed origins (PLATFORM_ALLOWED_ORIGINS), plus loopback in demo mode
// (platform/http/allowed-origins.ts). An attacker who can call the API cannot make the platform mail a
// valid reset token, send a provider's code or a paid shopper to a host of theirs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

const SHOP = 'https://shop.example';

/** Other hosts, userinfo tricks, scheme tricks and strings a browser reads differently than a parser. */
const HOSTILE = [
  'https://evil.example/reset-password',
  'https://shop.example@evil.example/reset-password',
  'https://shop.example:x@evil.example/',
  'https://user:pass@shop.example/reset-password',
  'https://shop.example.evil.example/reset-password',
  'https://evil.example/https://shop.example/reset-password',
  'https://evil.example?https://shop.example',
  'https://evil.example\\@shop.example/',
  'https:\\\\evil.example/reset-password',
  'https://shop.example\t.evil.example/',
  'https://shop.example%2f@evil.example/',
  'http://shop.example/reset-password',
  'https://shop.example:8443/reset-password',
  'javascript://shop.example/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'ftp://shop.example/reset-password',
  '//evil.example/reset-password',
  '/reset-password',
];
/** Loopback: allowed only in demo mode. */
const LOOPBACK = 'http://127.0.0.1:4321/reset-password';

const refusal = (field: string) => ({ status: 422, key: 'VALIDATION_ERROR', field });
function expectRefused(reply: { status: number; body: any }, field: string, value: string) {
  expect({ status: reply.status, key: reply.body?.error?.key, field: Object.keys(reply.body?.error?.errors ?? {})[0] }, value).toEqual(refusal(field));
}

const mails = (p: TestPlatform) => {
  const dir = join(p.dataDir, 'outbox');
  return existsSync(dir)
    ? readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { kind: string; text: string; data: { url: string } })
    : [];
};
const resetMails = (p: TestPlatform) => mails(p).filter((m) => m.kind === 'password-reset');

describe('allowed origins outside demo mode (only PLATFORM_ALLOWED_ORIGINS)', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform(undefined, { demo: false, allowedOrigins: [SHOP] });
  });
  afterAll(() => p?.stop());

  it('redirect_url: mails the reset link to the shop and refuses every other address, loopback included', async () => {
    for (const value of [...HOSTILE, LOOPBACK]) {
      expectRefused(await p.call('POST', '/users/reset-password', { body: { email: CUSTOMER.email, redirect_url: value } }), 'redirect_url', value);
    }
    // Refused for an unknown address the same way: the refusal says nothing about accounts.
    expectRefused(
      await p.call('POST', '/users/reset-password', { body: { email: 'nobody@example.com', redirect_url: HOSTILE[0] } }),
      'redirect_url',
      HOSTILE[0]!,
    );
    expect(resetMails(p)).toEqual([]);

    // Outside demo mode the demo customer does not exist: the owner asks for the link.
    expect((await p.call('POST', '/users/reset-password', { body: { email: ADMIN.email, redirect_url: `${SHOP}/en/reset-password` } })).status).toBe(204);
    const sent = resetMails(p);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.data.url).origin).toBe(SHOP);
    expect(sent[0]!.text).toContain(`${SHOP}/en/reset-password?token=`);
  });

  it('return_url: refused on both provider routes before anything else', async () => {
    for (const value of [...HOSTILE, LOOPBACK]) {
      expectRefused(await p.call('POST', '/auth/providers/github/redirect', { body: { return_url: value } }), 'return_url', value);
      expectRefused(await p.call('POST', '/auth/providers/github/login', { body: { return_url: `${value}?code=x&state=y` } }), 'return_url', value);
    }
  });

  it('continue_url: refused before the order is looked at', async () => {
    for (const value of [...HOSTILE, LOOPBACK]) {
      expectRefused(
        await p.call('POST', '/orders/ABCDEF/pay/id:00000000-0000-0000-0000-000000000000', { body: { continue_url: value } }),
        'continue_url',
        value,
      );
    }
  });
});

describe('allowed origins in demo mode (the list plus loopback)', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform(undefined, { demo: true, allowedOrigins: [SHOP] });
  });
  afterAll(() => p?.stop());

  it('redirect_url: loopback and the list are accepted, the hostile values are not', async () => {
    for (const value of [...HOSTILE, 'http://127.0.0.1.evil.example/', 'http://localhost@evil.example/', 'http://[::ffff:7f00:1]:4321/']) {
      expectRefused(await p.call('POST', '/users/reset-password', { body: { email: CUSTOMER.email, redirect_url: value } }), 'redirect_url', value);
    }
    expect(resetMails(p)).toEqual([]);
    for (const value of [LOOPBACK, 'http://localhost:5000/reset-password', 'http://[::1]:4321/reset-password', `${SHOP}/reset-password`]) {
      expect((await p.call('POST', '/users/reset-password', { body: { email: CUSTOMER.email, redirect_url: value } })).status, value).toBe(204);
    }
    expect(
      resetMails(p)
        .map((m) => new URL(m.data.url).origin)
        .sort(),
    ).toEqual([SHOP, 'http://127.0.0.1:4321', 'http://[::1]:4321', 'http://localhost:5000'].sort());
  });

  it('return_url: the simulated provider is started only for an allowed return address', async () => {
    for (const value of HOSTILE) expectRefused(await p.call('POST', '/auth/providers/github/redirect', { body: { return_url: value } }), 'return_url', value);
    const started = await p.call('POST', '/auth/providers/github/redirect', { body: { return_url: LOOPBACK } });
    expect(started.status).toBe(200);
    expect(new URL(started.body.data.redirect_url).searchParams.get('redirect_uri')).toBe(LOOPBACK);
  });

  it('continue_url: a payment starts only with an allowed continue address, and the gateway sends the shopper back there', async () => {
    const pl = (await p.call('GET', '/sales-channels/pl')).body.data.id;
    const methods = (await p.call('GET', '/shipping-methods')).body.data as { id: string; name: string; payment_methods: { id: string; alias: string }[] }[];
    const courier = methods.find((m) => m.name === 'Kurier')!;
    const bag = (await p.call('GET', '/products/torba-plocienna')).body.data;
    const address = { name: 'Jan Nowak', address: 'ul. Polna 3', city: 'Gdańsk', zip: '80-001', country: 'PL', phone: '+48600100200' };
    const placed = await p.call('POST', '/orders', {
      body: {
        email: 'jan@example.com',
        items: [{ product_id: bag.id, quantity: 1 }],
        shipping_method_id: courier.id,
        shipping_place: address,
        billing_address: address,
        currency: 'PLN',
        sales_channel_id: pl,
        coupons: [],
        sale_ids: [],
      },
    });
    expect(placed.status).toBe(201);
    const pay = `/orders/${placed.body.data.code}/pay/id:${courier.payment_methods.find((m) => m.alias === 'card')!.id}`;
    for (const value of HOSTILE) expectRefused(await p.call('POST', pay, { body: { continue_url: value } }), 'continue_url', value);
    const thankYou = `${SHOP}/checkout/thank-you?code=${placed.body.data.code}`;
    const started = await p.call('POST', pay, { body: { continue_url: thankYou } });
    expect(started.status).toBe(201);
    const left = await p.call('POST', new URL(started.body.data.redirect_url).pathname, {
      raw: 'result=abandon',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(left.headers.get('location')).toBe(thankYou);
  });
});
