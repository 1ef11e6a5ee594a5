import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await startTestPlatform();
});
afterAll(() => p?.stop());

const statuteId = async () =>
  (await p.call('GET', '/auth/profile', { token: await p.login(CUSTOMER) })).body.data.consents.find((c: { required: boolean }) => c.required).id;

describe('sign-in', () => {
  it('returns the user and three tokens; a wrong password is refused with the credentials key', async () => {
    const ok = await p.call('POST', '/login', { body: CUSTOMER });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.email).toBe(CUSTOMER.email);
    expect(ok.body.data).toHaveProperty('identity_token');
    const bad = await p.call('POST', '/login', { body: { ...CUSTOMER, password: 'not-the-password' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.key).toBe('CLIENT_INVALID_CREDENTIALS');
    expect(bad.body.error.message).toBe('Incorrect login or password');
  });

  it('rotates refresh tokens: a new one each time; the replaced one, replayed at once, gets the same new tokens (sessions.test.ts: later reuse)', async () => {
    const first = (await p.call('POST', '/login', { body: CUSTOMER })).body.data;
    const second = await p.call('POST', '/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(second.status).toBe(200);
    expect(second.body.data.refresh_token).not.toBe(first.refresh_token);
    const replay = await p.call('POST', '/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(replay.status).toBe(200);
    expect(replay.body.data.refresh_token).toBe(second.body.data.refresh_token);
    expect((await p.call('GET', '/auth/profile', { token: second.body.data.token })).status).toBe(200);
  });

  it('logout makes the access token useless', async () => {
    const token = await p.login(CUSTOMER);
    expect((await p.call('GET', '/auth/profile', { token })).status).toBe(200);
    expect((await p.call('POST', '/auth/logout', { token })).status).toBe(204);
    const after = await p.call('GET', '/auth/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.key).toBe('UNAUTHORIZED');
  });

  it('never stores the password in clear', async () => {
    const row = p.db.prepare('SELECT password_hash, data FROM users WHERE email = ?').get(ADMIN.email) as { password_hash: string; data: string };
    expect(row.password_hash.startsWith('scrypt$')).toBe(true);
    expect(row.password_hash + row.data).not.toContain(ADMIN.password);
  });
});

describe('registration', () => {
  const base = { name: 'Ewa Zielińska', email: 'ewa@example.com', password: 'dlugie-haslo-ewy' };

  it('needs a 12-character password, the required consents and a unique email', async () => {
    const consents = { [await statuteId()]: true };
    const short = await p.call('POST', '/register', { body: { ...base, password: 'krotkie', consents } });
    expect(short.status).toBe(422);
    expect(short.body.error.errors.password[0].key).toBe('VALIDATION_PASSWORD_LENGTH');
    const noConsent = await p.call('POST', '/register', { body: base });
    expect(noConsent.body.error.errors.consents[0].key).toBe('VALIDATION_REQUIRED_CONSENTS');
    const ok = await p.call('POST', '/register', { body: { ...base, consents } });
    expect(ok.status).toBe(201);
    const again = await p.call('POST', '/register', { body: { ...base, email: 'EWA@example.com', consents } });
    expect(again.body.error.errors.email[0].key).toBe('VALIDATION_UNIQUE');
    expect((await p.call('POST', '/login', { body: { email: base.email, password: base.password } })).status).toBe(200);
  });

  it('refuses a role that is not a registration role', async () => {
    const token = await p.login();
    const owner = (await p.call('GET', '/roles', { token })).body.data.find((r: { name: string }) => r.name === 'Owner');
    const r = await p.call('POST', '/register', { body: { ...base, email: 'x@example.com', roles: [owner.id], consents: { [await statuteId()]: true } } });
    expect(r.body.error.key).toBe('CLIENT_REGISTER_WITH_NON_REGISTRATION_ROLE');
  });
});

describe('passwords', () => {
  it('resets a forgotten password through the outbox mail', async () => {
    await p.call('POST', '/register', {
      body: { name: 'Piotr Wiśniewski', email: 'piotr@example.com', password: 'stare-haslo-piotra', consents: { [await statuteId()]: true } },
    });
    expect((await p.call('POST', '/users/reset-password', { body: { email: 'piotr@example.com', redirect_url: 'http://127.0.0.1:4321/reset' } })).status).toBe(
      204,
    );
    const outbox = join(p.dataDir, 'outbox');
    const file = readdirSync(outbox).find((f) => f.includes('password-reset'))!;
    const mail = JSON.parse(readFileSync(join(outbox, file), 'utf8'));
    expect(mail.to).toBe('piotr@example.com');
    expect(mail.text).toContain('http://127.0.0.1:4321/reset?token=');
    expect((await p.call('GET', `/users/reset-password/${mail.data.token}/${encodeURIComponent('piotr@example.com')}`)).status).toBe(200);
    expect((await p.call('GET', `/users/reset-password/bogus/${encodeURIComponent('piotr@example.com')}`)).body.error.key).toBe('CLIENT_INVALID_TOKEN');
    expect(
      (await p.call('PUT', '/users/save-reset-password', { body: { token: mail.data.token, email: 'piotr@example.com', password: 'nowe-haslo-piotra' } }))
        .status,
    ).toBe(204);
    expect((await p.call('POST', '/login', { body: { email: 'piotr@example.com', password: 'nowe-haslo-piotra' } })).status).toBe(200);
    expect(
      (await p.call('PUT', '/users/save-reset-password', { body: { token: mail.data.token, email: 'piotr@example.com', password: 'trzecie-haslo-x' } })).status,
    ).toBe(422);
  });

  it('changes the password only with the current one, and removes the account with it', async () => {
    await p.call('POST', '/register', {
      body: { name: 'Ola Mazur', email: 'ola@example.com', password: 'haslo-oli-12345', consents: { [await statuteId()]: true } },
    });
    const token = await p.login({ email: 'ola@example.com', password: 'haslo-oli-12345' });
    const wrong = await p.call('PUT', '/users/password', {
      token,
      body: { password: 'nie-to-haslo-1', password_new: 'nowe-haslo-oli-1', password_confirmation: 'nowe-haslo-oli-1' },
    });
    expect(wrong.body.error.key).toBe('CLIENT_INVALID_PASSWORD');
    expect(
      (
        await p.call('PUT', '/users/password', {
          token,
          body: { password: 'haslo-oli-12345', password_new: 'nowe-haslo-oli-1', password_confirmation: 'nowe-haslo-oli-1' },
        })
      ).status,
    ).toBe(204);
    expect((await p.call('POST', '/login', { body: { email: 'ola@example.com', password: 'nowe-haslo-oli-1' } })).status).toBe(200);
    expect((await p.call('POST', '/users/self-remove', { token, body: { password: 'zle-haslo-12345' } })).body.error.key).toBe('CLIENT_INVALID_PASSWORD');
    expect((await p.call('POST', '/users/self-remove', { token, body: { password: 'nowe-haslo-oli-1' } })).status).toBe(204);
    expect((await p.call('POST', '/login', { body: { email: 'ola@example.com', password: 'nowe-haslo-oli-1' } })).body.error.key).toBe(
      'CLIENT_INVALID_CREDENTIALS',
    );
  });
});

describe('profile addresses', () => {
  it('refuses to remove the default address', async () => {
    const token = await p.login(CUSTOMER);
    const list = (await p.call('GET', '/auth/profile', { token })).body.data.shipping_addresses as { id: string; default: boolean }[];
    const def = list.find((a) => a.default)!;
    const other = list.find((a) => !a.default)!;
    const refused = await p.call('DELETE', `/auth/profile/shipping-addresses/id:${def.id}`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.error.key).toBe('CLIENT_REMOVE_DEFAULT_ADDRESS');
    const removed = await p.call('DELETE', `/auth/profile/shipping-addresses/id:${other.id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.map((a: { id: string }) => a.id)).toEqual([def.id]);
  });
});
