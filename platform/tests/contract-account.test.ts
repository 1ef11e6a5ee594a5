import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract } from './contract.ts';
import { CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let contract: Contract;
let admin: string;

beforeAll(async () => {
  [p, contract] = await Promise.all([startTestPlatform(undefined, { allowedOrigins: ['https://shop.example'] }), Contract.load()]);
  admin = await p.login();
});
afterAll(() => p?.stop());

async function expectContract(method: string, template: string, path: string, status: number, options: Parameters<TestPlatform['call']>[2] = {}) {
  const reply = await p.call(method, path, options);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body ?? null).slice(0, 400)}`).toBe(status);
  contract.check(method, template, status, reply.body);
  return reply;
}

describe('account operations match the contract', () => {
  it('provider sign-in: list, redirect, login (new account, then CLIENT_ALREADY_HAS_ACCOUNT with merge_token), merge-account', async () => {
    await expectContract('GET', '/auth/providers', '/auth/providers?active=1', 200);
    await expectContract('GET', '/auth/providers/{provider}', '/auth/providers/github', 200);
    const returnUrl = 'https://shop.example/login/provider/github';
    const signIn = async (email: string) => {
      const started = await expectContract('POST', '/auth/providers/{provider}/redirect', '/auth/providers/github/redirect', 200, {
        body: { return_url: returnUrl },
      });
      const redirect = new URL(started.body.data.redirect_url);
      const form = new URLSearchParams({ ...Object.fromEntries(redirect.searchParams), email, name: 'Nowy Klient', decision: 'allow' });
      const answer = await fetch(`${p.url}/auth-simulator/github/authorize`, { method: 'POST', body: form, redirect: 'manual' });
      return answer.headers.get('location')!;
    };
    await expectContract('POST', '/auth/providers/{provider}/login', '/auth/providers/github/login', 200, {
      body: { return_url: await signIn(`contract-${Date.now()}@example.com`) },
    });
    const refused = await expectContract('POST', '/auth/providers/{provider}/login', '/auth/providers/github/login', 422, {
      body: { return_url: await signIn(CUSTOMER.email) },
    });
    expect(refused.body.error.key).toBe('CLIENT_ALREADY_HAS_ACCOUNT');
    const token = await p.login(CUSTOMER);
    await expectContract('POST', '/auth/providers/merge-account', '/auth/providers/merge-account', 204, {
      token,
      body: { merge_token: refused.body.error.errors.merge_token },
    });
    await expectContract('POST', '/auth/providers/merge-account', '/auth/providers/merge-account', 422, { token, body: { merge_token: 'forged' } });
    await expectContract('POST', '/auth/providers/{provider}/redirect', '/auth/providers/google/redirect', 422, { body: { return_url: returnUrl } });
  });

  it('wishlist: add, check, read, remove, clear', async () => {
    const token = await p.login(CUSTOMER);
    const id = (await p.call('GET', '/products/plecak-miejski')).body.data.id;
    await expectContract('POST', '/wishlist', '/wishlist', 201, { token, body: { product_id: id } });
    await expectContract('POST', '/wishlist', '/wishlist', 422, { token, body: { product_id: id } });
    const check = await expectContract('GET', '/wishlist/check', `/wishlist/check?product_ids[]=${id}`, 200, { token });
    expect(check.body.data.products_in_wishlist).toEqual([id]);
    await expectContract('GET', '/wishlist/id:{product_id}', `/wishlist/id:${id}`, 200, { token });
    await expectContract('DELETE', '/wishlist/id:{product_id}', `/wishlist/id:${id}`, 204, { token });
    await expectContract('DELETE', '/wishlist/id:{product_id}', `/wishlist/id:${id}`, 404, { token });
    await expectContract('DELETE', '/wishlist', '/wishlist', 204, { token });
    await expectContract('GET', '/wishlist', '/wishlist', 401);
    expect((await p.call('GET', '/wishlist', { token })).body.meta.total).toBe(0);
  });

  it('profile: update, billing addresses, identity check, logout', async () => {
    const login = (await p.call('POST', '/login', { body: CUSTOMER })).body.data;
    const token = login.token;
    await expectContract('PATCH', '/auth/profile', '/auth/profile', 200, { token, body: { name: 'Anna Nowa-Kowalska', birthday_date: '1990-05-01' } });
    await expectContract('PATCH', '/auth/profile', '/auth/profile', 422, { token, body: { birthday_date: '2999-01-01' } });
    const address = {
      name: 'Biuro',
      default: true,
      address: { name: 'Anna Kowalska', address: 'ul. Biurowa 1', city: 'Kraków', zip: '31-000', country: 'PL', phone: '+48600100200', vat: '6762466223' },
    };
    const added = await expectContract('POST', '/auth/profile/billing-addresses', '/auth/profile/billing-addresses', 200, { token, body: address });
    const fresh = added.body.data.find((a: { name: string }) => a.name === 'Biuro');
    expect(fresh.default).toBe(true);
    const old = added.body.data.find((a: { name: string }) => a.name !== 'Biuro');
    await expectContract('PATCH', '/auth/profile/billing-addresses/id:{id}', `/auth/profile/billing-addresses/id:${old.id}`, 200, {
      token,
      body: { ...address, name: 'Stary', default: false },
    });
    await expectContract('DELETE', '/auth/profile/billing-addresses/id:{id}', `/auth/profile/billing-addresses/id:${old.id}`, 200, { token });
    await expectContract('DELETE', '/auth/profile/billing-addresses/id:{id}', `/auth/profile/billing-addresses/id:${fresh.id}`, 422, { token });
    await expectContract('GET', '/auth/check/{identity_token}', `/auth/check/${login.identity_token}`, 200);
    await expectContract('GET', '/auth/check/{identity_token}', '/auth/check/nonsense', 422);
    await expectContract('POST', '/auth/logout', '/auth/logout', 204, { token });
    await expectContract('POST', '/auth/logout', '/auth/logout', 401, { token });
  });

  it('passwords and two-factor', async () => {
    const consents = Object.fromEntries((await p.call('GET', '/consents')).body.data.map((c: { id: string }) => [c.id, true]));
    await expectContract('POST', '/register', '/register', 201, {
      body: { name: 'Tomasz Lis', email: 'tomasz@example.com', password: 'haslo-tomasza-1', consents },
    });
    const who = { email: 'tomasz@example.com', password: 'haslo-tomasza-1' };
    const token = await p.login(who);
    await expectContract('PUT', '/users/password', '/users/password', 422, {
      token,
      body: { password: 'zle-haslo-tomasza', password_new: 'nowe-haslo-tomasza', password_confirmation: 'nowe-haslo-tomasza' },
    });
    await expectContract('PUT', '/users/password', '/users/password', 204, {
      token,
      body: { password: who.password, password_new: 'nowe-haslo-tomasza', password_confirmation: 'nowe-haslo-tomasza' },
    });
    who.password = 'nowe-haslo-tomasza';
    const setup = await expectContract('POST', '/auth/2fa/setup', '/auth/2fa/setup', 200, { token, body: { type: 'app' } });
    await expectContract('POST', '/auth/2fa/confirm', '/auth/2fa/confirm', 200, { token, body: { code: await generate({ secret: setup.body.data.secret }) } });
    await expectContract('POST', '/login', '/login', 403, { body: who });
    await expectContract('POST', '/auth/2fa/recovery/create', '/auth/2fa/recovery/create', 200, { token, body: { password: who.password } });
    await expectContract('POST', '/auth/2fa/remove', '/auth/2fa/remove', 204, { token, body: { password: who.password } });
    await expectContract('POST', '/users/reset-password', '/users/reset-password', 204, {
      body: { email: who.email, redirect_url: 'http://127.0.0.1:4321/reset' },
    });
    const file = readdirSync(join(p.dataDir, 'outbox')).find((f) => f.includes('password-reset'))!;
    const mail = JSON.parse(readFileSync(join(p.dataDir, 'outbox', file), 'utf8'));
    await expectContract('GET', '/users/reset-password/{token}/{email}', `/users/reset-password/${mail.data.token}/${encodeURIComponent(who.email)}`, 200);
    await expectContract('PUT', '/users/save-reset-password', '/users/save-reset-password', 204, {
      body: { token: mail.data.token, email: who.email, password: 'trzecie-haslo-tomka' },
    });
    const last = await p.login({ email: who.email, password: 'trzecie-haslo-tomka' });
    await expectContract('POST', '/users/self-remove', '/users/self-remove', 204, { token: last, body: { password: 'trzecie-haslo-tomka' } });
  });
});

describe('favourite product sets match the contract', () => {
  it('adds, reads, removes and clears favourites', async () => {
    const token = await p.login(CUSTOMER);
    const set = (await p.call('GET', '/product-sets/kuchnia')).body.data.id;
    await expectContract('POST', '/product-sets/favourites', '/product-sets/favourites', 201, { token, body: { product_set_id: set } });
    const list = await expectContract('GET', '/product-sets/favourites', '/product-sets/favourites', 200, { token });
    expect(list.body.data.map((f: { product_set: { slug: string } }) => f.product_set.slug)).toEqual(['kuchnia']);
    await expectContract('GET', '/product-sets/favourites/id:{id}', `/product-sets/favourites/id:${set}`, 200, { token });
    await expectContract('DELETE', '/product-sets/favourites/id:{id}', `/product-sets/favourites/id:${set}`, 204, { token });
    const gone = await expectContract('GET', '/product-sets/favourites/id:{id}', `/product-sets/favourites/id:${set}`, 404, { token });
    expect(gone.body.error.key).toBe('PRODUCT_SET_IS_NOT_ON_FAVOURITES_LIST');
    await expectContract('DELETE', '/product-sets/favourites', '/product-sets/favourites', 204, { token });
    await expectContract('GET', '/product-sets/favourites', '/product-sets/favourites', 401);
  });
});

describe('shop and management reads match the contract', () => {
  it('reads single resources by id', async () => {
    const channel = (await p.call('GET', '/sales-channels')).body.data[0];
    await expectContract('GET', '/sales-channels/id:{id}', `/sales-channels/id:${channel.id}`, 200);
    const set = (await p.call('GET', '/product-sets/dom')).body.data;
    await expectContract('GET', '/product-sets/id:{id}', `/product-sets/id:${set.id}`, 200);
    const shipping = (await p.call('GET', '/shipping-methods')).body.data[0];
    await expectContract('GET', '/shipping-methods/id:{id}', `/shipping-methods/id:${shipping.id}`, 200);
    const payment = (await p.call('GET', '/payment-methods')).body.data[0];
    await expectContract('GET', '/payment-methods/id:{id}', `/payment-methods/id:${payment.id}`, 200);
    const page = (await p.call('GET', '/pages')).body.data[0];
    await expectContract('GET', '/pages/id:{id}', `/pages/id:${page.id}`, 200);
    await expectContract('GET', '/settings/{name}', '/settings/store_name', 200);
    const consent = (await p.call('GET', '/consents')).body.data[0];
    await expectContract('GET', '/consents/id:{id}', `/consents/id:${consent.id}`, 200);
    const language = (await p.call('GET', '/languages')).body.data[0];
    await expectContract('GET', '/languages/id:{id}', `/languages/id:${language.id}`, 200);
    const status = (await p.call('GET', '/statuses')).body.data[0];
    await expectContract('GET', '/statuses/id:{id}', `/statuses/id:${status.id}`, 200);
    const attribute = (await p.call('GET', '/attributes')).body.data[0];
    await expectContract('GET', '/attributes/id:{id}', `/attributes/id:${attribute.id}`, 200, { token: admin });
    await expectContract('GET', '/product-sets/id:{id}/products-all', `/product-sets/id:${set.id}/products-all`, 200, { token: admin });
  });

  it('lists management resources for staff', async () => {
    await expectContract('GET', '/orders', '/orders', 200, { token: admin });
    await expectContract('GET', '/users', '/users', 200, { token: admin });
    await expectContract('GET', '/roles', '/roles', 200, { token: admin });
    await expectContract('GET', '/sales', '/sales', 200, { token: admin });
    await expectContract('GET', '/coupons', '/coupons', 200, { token: admin });
    await expectContract('GET', '/statuses', '/statuses', 200);
    for (const path of [
      '/tags',
      '/items',
      '/deposits',
      '/webhooks',
      '/webhooks/events',
      '/webhooks/logs',
      '/apps',
      '/schemas',
      '/media',
      '/analytics/payments',
      '/permissions',
      '/attributes',
    ]) {
      await expectContract('GET', path, path, 200, { token: admin });
    }
    expect((await p.call('GET', '/schemas?limit=100', { token: admin })).body.data.map((s: { type: string }) => s.type)).toContain('multiply_schema');
    expect(Object.keys((await p.call('GET', '/analytics/payments', { token: admin })).body.data).length).toBeGreaterThan(0);
    const order = (await p.call('GET', '/orders', { token: admin })).body.data.find((o: { status: { cancel: boolean } }) => !o.status.cancel);
    await expectContract('GET', '/orders/id:{id}', `/orders/id:${order.id}`, 200, { token: admin });
    const status = (await p.call('GET', '/statuses')).body.data.find((s: { cancel: boolean }) => !s.cancel);
    await expectContract('PATCH', '/orders/id:{id}/status', `/orders/id:${order.id}/status`, 200, { token: admin, body: { status_id: status.id } });
  });
});
