// Staff cannot take over the owner (ASVS V8): an administrator without the owner role, holding
// users.edit, users.2fa_remove and roles.edit, tries to change the owner's e-mail and password, strip the
// owner's two-factor sign-in, and hand staff permissions to every visitor or customer through the
// built-in roles or a role people give themselves.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../users/permissions.ts';
import { ADMIN, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let owner: string;
let ownerId: string;
let staff: string;
const STAFF = { name: 'Adam Administrator', email: 'adam-admin@example.com', password: 'haslo-administratora-1' };

beforeAll(async () => {
  p = await startTestPlatform();
  owner = await p.login();
  ownerId = (await p.call('GET', '/auth/profile', { token: owner })).body.data.id;
  // Every permission there is, but not the owner role.
  const everything = (await p.call('POST', '/roles', { token: owner, body: { name: 'Administrator', permissions: [...PERMISSIONS] } })).body.data;
  expect((await p.call('POST', '/users', { token: owner, body: { ...STAFF, roles: [everything.id] } })).status).toBe(201);
  staff = await p.login(STAFF);
});
afterAll(() => p?.stop());

describe("the owner's account", () => {
  it("staff cannot change the owner's e-mail (a reset link would then come to them) nor password", async () => {
    const email = await p.call('PATCH', `/users/id:${ownerId}`, { token: staff, body: { email: 'adam-przejmuje@example.com' } });
    expect(email.status).toBe(422);
    expect(email.body.error.key).toBe('CLIENT_NO_ACCESS');
    const password = await p.call('PATCH', `/users/id:${ownerId}`, { token: staff, body: { password: 'haslo-przejete-2026' } });
    expect(password.status).toBeLessThan(500);
    expect((await p.call('POST', '/login', { body: { email: ADMIN.email, password: 'haslo-przejete-2026' } })).status).toBe(422);
    expect((await p.call('POST', '/login', { body: ADMIN })).status).toBe(200);
    expect((await p.call('GET', `/users/id:${ownerId}`, { token: owner })).body.data.email).toBe(ADMIN.email);
    // The rest of the owner's details and other users' e-mails stay editable by staff.
    expect((await p.call('PATCH', `/users/id:${ownerId}`, { token: staff, body: { name: 'Właściciel Sklepu Demo' } })).status).toBe(200);
    const customerId = (await p.call('GET', '/users?search=klient', { token: staff })).body.data[0].id;
    expect((await p.call('PATCH', `/users/id:${customerId}`, { token: staff, body: { email: 'klient-nowy@example.com' } })).status).toBe(200);
    // An owner can change an owner's address.
    const changed = await p.call('PATCH', `/users/id:${ownerId}`, { token: owner, body: { email: 'wlasciciel@example.com' } });
    expect(changed.body.data.email).toBe('wlasciciel@example.com');
  });

  it("staff cannot strip the owner's two-factor sign-in; an owner can", async () => {
    const setup = (await p.call('POST', '/auth/2fa/setup', { token: owner, body: { type: 'app' } })).body.data;
    expect((await p.call('POST', '/auth/2fa/confirm', { token: owner, body: { code: await generate({ secret: setup.secret }) } })).status).toBe(200);
    const stripped = await p.call('POST', `/users/id:${ownerId}/2fa/remove`, { token: staff });
    expect(stripped.status).toBe(422);
    expect(stripped.body.error.key).toBe('CLIENT_TFA_CANNOT_REMOVE');
    expect((await p.call('GET', `/users/id:${ownerId}`, { token: staff })).body.data.is_tfa_active).toBe(true);
    // Nor the owner on their own account without the password (as Heseya: that is POST /auth/2fa/remove).
    expect((await p.call('POST', `/users/id:${ownerId}/2fa/remove`, { token: owner })).body.error.key).toBe('CLIENT_TFA_CANNOT_REMOVE');
    // A second owner may.
    const ownerRole = (await p.call('GET', '/roles', { token: owner })).body.data.find((r: { name: string }) => r.name === 'Owner');
    await p.call('POST', '/users', {
      token: owner,
      body: { name: 'Druga Właścicielka', email: 'druga@example.com', password: 'haslo-drugiej-wlascicielki', roles: [ownerRole.id] },
    });
    const second = await p.login({ email: 'druga@example.com', password: 'haslo-drugiej-wlascicielki' });
    expect((await p.call('POST', `/users/id:${ownerId}/2fa/remove`, { token: second })).status).toBe(204);
    expect((await p.call('GET', `/users/id:${ownerId}`, { token: staff })).body.data.is_tfa_active).toBe(false);
  });
});

describe('the built-in roles and the roles people give themselves', () => {
  const roleByName = async (name: string) =>
    (await p.call('GET', '/roles', { token: owner })).body.data.find((r: { name: string }) => r.name === name) as { id: string; permissions: string[] };

  it('a role editor cannot give the guest or customer role permissions beyond their defaults', async () => {
    for (const name of ['Unauthenticated', 'Authenticated']) {
      const role = await roleByName(name);
      const widened = await p.call('PATCH', `/roles/id:${role.id}`, {
        token: staff,
        body: { permissions: [...role.permissions, 'orders.show', 'users.show'] },
      });
      expect(widened.status, name).toBe(422);
      expect(widened.body.error.key).toBe('CLIENT_UPDATE_ROLE_WITHOUT_PERMISSION');
      expect((await roleByName(name)).permissions).toEqual(role.permissions);
      // Narrowing stays possible.
      expect(
        (await p.call('PATCH', `/roles/id:${role.id}`, { token: staff, body: { permissions: role.permissions.filter((x) => x !== 'tags.show') } })).status,
      ).toBe(200);
      expect((await p.call('PATCH', `/roles/id:${role.id}`, { token: staff, body: { permissions: role.permissions } })).status).toBe(200);
    }
    // A change of the permissions leaves the rest of the role as it was.
    expect((await p.call('GET', '/roles', { token: owner })).body.data.find((r: { name: string }) => r.name === 'Authenticated').is_registration_role).toBe(
      true,
    );
    // Visitors still cannot list the orders.
    expect((await p.call('GET', '/orders')).status).toBe(401);
  });

  it('a registration or joinable role cannot carry staff permissions', async () => {
    for (const flag of ['is_registration_role', 'is_joinable'] as const) {
      const created = await p.call('POST', '/roles', { token: staff, body: { name: `Klub ${flag}`, permissions: ['orders.show'], [flag]: true } });
      expect(created.status, flag).toBe(422);
      expect(created.body.error.key).toBe('CLIENT_UPDATE_ROLE_WITHOUT_PERMISSION');
    }
    const club = (await p.call('POST', '/roles', { token: staff, body: { name: 'Klub stałych klientów', permissions: ['orders.show'] } })).body.data;
    expect((await p.call('PATCH', `/roles/id:${club.id}`, { token: staff, body: { is_joinable: true } })).body.error.key).toBe(
      'CLIENT_UPDATE_ROLE_WITHOUT_PERMISSION',
    );
    const open = await p.call('POST', '/roles', { token: staff, body: { name: 'Newsletter', permissions: [], is_joinable: true } });
    expect(open.status).toBe(201);
  });
});
