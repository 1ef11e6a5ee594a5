// Attacks by staff and visitors on the admin side of the platform: a support role taking over a manager
// (e-mail, two-factor, roles, metadata, deletion), private metadata shown by the wrong user's
// permissions, an editor's SEO scan open to anyone, and coupons that are switched off read by their code.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let owner: string;
let support: string;
let manager: string;
let managerId: string;
let supportId: string;
let customerId: string;
let supportRoleId: string;
let managerRoleId: string;
const SUPPORT = { name: 'Sara Wsparcie', email: 'sara-wsparcie@example.com', password: 'haslo-wsparcia-2026' };
const MANAGER = { name: 'Michał Kierownik', email: 'michal-kierownik@example.com', password: 'haslo-kierownika-2026' };

const userIdOf = async (email: string) => (await p.call('GET', `/users?search=${encodeURIComponent(email)}`, { token: owner })).body.data[0].id as string;

beforeAll(async () => {
  p = await startTestPlatform();
  owner = await p.login();
  // Support answers customers: it reads and edits accounts and may strip a lost authenticator.
  const supportRole = await p.call('POST', '/roles', {
    token: owner,
    body: { name: 'Wsparcie', permissions: ['users.show', 'users.show_details', 'users.edit', 'users.2fa_remove', 'users.remove', 'roles.show'] },
  });
  // A manager can do all that and more: orders, products, private metadata.
  const managerRole = await p.call('POST', '/roles', {
    token: owner,
    body: {
      name: 'Kierownik',
      permissions: [...supportRole.body.data.permissions, 'users.show_metadata_private', 'orders.show', 'orders.edit', 'products.edit', 'roles.edit'],
    },
  });
  supportRoleId = supportRole.body.data.id;
  managerRoleId = managerRole.body.data.id;
  expect((await p.call('POST', '/users', { token: owner, body: { ...SUPPORT, roles: [supportRoleId] } })).status).toBe(201);
  expect((await p.call('POST', '/users', { token: owner, body: { ...MANAGER, roles: [managerRoleId] } })).status).toBe(201);
  support = await p.login(SUPPORT);
  manager = await p.login(MANAGER);
  managerId = await userIdOf(MANAGER.email);
  supportId = await userIdOf(SUPPORT.email);
  customerId = await userIdOf(CUSTOMER.email);
});
afterAll(() => p?.stop());

describe('a support role against a manager who can do more', () => {
  it("cannot change the manager's e-mail (the reset link would come to support), name, roles or metadata", async () => {
    const email = await p.call('PATCH', `/users/id:${managerId}`, { token: support, body: { email: 'sara-przejmuje@example.com' } });
    expect(email.status).toBe(422);
    expect(email.body.error.key).toBe('CLIENT_NO_ACCESS');
    expect((await p.call('PATCH', `/users/id:${managerId}`, { token: support, body: { name: 'Przejęty Kierownik' } })).body.error?.key).toBe(
      'CLIENT_NO_ACCESS',
    );
    // Support holds every permission of its own role, so giving it to the manager passes the role rule alone.
    expect((await p.call('PATCH', `/users/id:${managerId}`, { token: support, body: { roles: [managerRoleId, supportRoleId] } })).body.error?.key).toBe(
      'CLIENT_NO_ACCESS',
    );
    for (const kind of ['metadata', 'metadata-private', 'metadata-personal']) {
      const r = await p.call('PATCH', `/users/id:${managerId}/${kind}`, { token: support, body: { note: 'przejęte' } });
      expect(r.status, kind).toBe(422);
      expect(r.body.error.key, kind).toBe('CLIENT_NO_ACCESS');
    }
    const seen = (await p.call('GET', `/users/id:${managerId}`, { token: owner })).body.data;
    expect(seen).toMatchObject({ email: MANAGER.email, name: MANAGER.name, metadata: {}, metadata_personal: {} });
    expect(seen.roles.map((r: { id: string }) => r.id)).toEqual([managerRoleId]);
    // The password reset goes to the manager's own address only.
    expect((await p.call('POST', '/login', { body: MANAGER })).status).toBe(200);
  });

  it("cannot strip the manager's two-factor sign-in nor delete the manager", async () => {
    const setup = (await p.call('POST', '/auth/2fa/setup', { token: manager, body: { type: 'app' } })).body.data;
    expect((await p.call('POST', '/auth/2fa/confirm', { token: manager, body: { code: await generate({ secret: setup.secret }) } })).status).toBe(200);
    const stripped = await p.call('POST', `/users/id:${managerId}/2fa/remove`, { token: support });
    expect(stripped.status).toBe(422);
    expect(stripped.body.error.key).toBe('CLIENT_TFA_CANNOT_REMOVE');
    expect((await p.call('GET', `/users/id:${managerId}`, { token: owner })).body.data.is_tfa_active).toBe(true);
    const removed = await p.call('DELETE', `/users/id:${managerId}`, { token: support });
    expect(removed.status).toBe(422);
    expect(removed.body.error.key).toBe('CLIENT_NO_ACCESS');
    expect((await p.call('GET', `/users/id:${managerId}`, { token: owner })).status).toBe(200);
  });

  it('still serves customers, and a manager may edit support (they hold all its permissions)', async () => {
    expect((await p.call('PATCH', `/users/id:${customerId}`, { token: support, body: { name: 'Klient Poprawiony' } })).status).toBe(200);
    expect((await p.call('PATCH', `/users/id:${customerId}/metadata`, { token: support, body: { ticket: '42' } })).status).toBe(200);
    expect((await p.call('PATCH', `/users/id:${supportId}`, { token: manager, body: { name: 'Sara Wsparcie-Nowak' } })).status).toBe(200);
    // And one's own record stays editable.
    expect((await p.call('PATCH', `/users/id:${supportId}`, { token: support, body: { name: 'Sara Wsparcie' } })).status).toBe(200);
  });
});

describe('private metadata of a user', () => {
  it("is shown by the viewer's users.show_metadata_private, not the shown user's", async () => {
    expect((await p.call('PATCH', `/users/id:${managerId}/metadata-private`, { token: owner, body: { salary_band: 'B2' } })).status).toBe(200);
    expect((await p.call('PATCH', `/users/id:${customerId}/metadata-private`, { token: owner, body: { risk: 'low' } })).status).toBe(200);
    // Support lacks the permission; the manager it looks at holds it.
    const bySupport = (await p.call('GET', `/users/id:${managerId}`, { token: support })).body.data;
    expect(bySupport).not.toHaveProperty('metadata_private');
    const listed = (await p.call('GET', `/users?search=${encodeURIComponent(MANAGER.email)}`, { token: support })).body.data[0];
    expect(listed).not.toHaveProperty('metadata_private');
    // The manager holds it; the customer looked at does not.
    expect((await p.call('GET', `/users/id:${customerId}`, { token: manager })).body.data.metadata_private).toEqual({ risk: 'low' });
    // Customers never see their own private metadata.
    expect((await p.call('GET', '/auth/profile', { token: await p.login(CUSTOMER) })).body.data).not.toHaveProperty('metadata_private');
  });
});

describe('POST /seo/check', () => {
  it('answers only those who edit SEO, pages, products or product sets', async () => {
    const hidden = await p.call('POST', '/products', {
      token: owner,
      body: {
        name: 'Prototyp tajny',
        slug: 'prototyp-tajny',
        public: false,
        shipping_digital: false,
        prices_base: [
          { value: '10.00', currency: 'PLN' },
          { value: '3.00', currency: 'EUR' },
        ],
        seo: { title: 'Prototyp', keywords: ['tajny-prototyp-2027'] },
      },
    });
    expect(hidden.status).toBe(201);
    const ask = { keywords: ['tajny-prototyp-2027'] };
    const guest = await p.call('POST', '/seo/check', { body: ask });
    expect(guest.status).toBe(401);
    expect(JSON.stringify(guest.body)).not.toContain(hidden.body.data.id);
    const customer = await p.call('POST', '/seo/check', { body: ask, token: await p.login(CUSTOMER) });
    expect(customer.status).toBe(403);
    expect(JSON.stringify(customer.body)).not.toContain(hidden.body.data.id);
    // An editor of products gets the answer, hidden products included, as in Heseya.
    const editor = await p.call('POST', '/seo/check', { body: ask, token: manager });
    expect(editor.status).toBe(200);
    expect(editor.body.data).toEqual({ duplicated: true, duplicates: [{ id: hidden.body.data.id, model_type: 'Product' }] });
  });
});

describe('a coupon read by its code', () => {
  it('exists for a guest only while it is active, as in Heseya', async () => {
    const made = await p.call('POST', '/coupons', {
      token: owner,
      body: { name: 'Dla pracowników', code: 'PRACOWNICY50', percentage: '50', target_type: 'order-value', active: false },
    });
    expect(made.status).toBe(201);
    const guest = await p.call('GET', '/coupons/PRACOWNICY50');
    expect(guest.status).toBe(404);
    expect(JSON.stringify(guest.body)).not.toContain('50');
    expect((await p.call('GET', '/coupons/PRACOWNICY50', { token: await p.login(CUSTOMER) })).status).toBe(404);
    expect((await p.call('GET', '/coupons/WITAJ10')).status).toBe(200);
    // Staff still read it by its id.
    expect((await p.call('GET', `/coupons/id:${made.body.data.id}`, { token: owner })).body.data.code).toBe('PRACOWNICY50');
    expect((await p.call('PATCH', `/coupons/id:${made.body.data.id}`, { token: owner, body: { active: true } })).status).toBe(200);
    expect((await p.call('GET', '/coupons/PRACOWNICY50')).body.data.code).toBe('PRACOWNICY50');
  });
});
