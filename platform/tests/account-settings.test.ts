// The calls behind the storefront's /account/settings: the profile's data (the field rules on the server too, docs/rules.md#server-field-rules),
// the password change's refusals, the personal metadata, the two-factor setup's edges, and a removed
// account whose tokens stop working at once.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await startTestPlatform();
});
afterAll(() => p?.stop());

/** A new customer with the required consents given; its token. */
async function customer(email: string, password = 'ustawienia-haslo-2026') {
  const consents = ((await p.call('GET', '/consents')).body.data as { id: string; required: boolean }[]).filter((c) => c.required);
  const registered = await p.call('POST', '/register', {
    body: { name: 'Iga Ustawna', email, password, consents: Object.fromEntries(consents.map((c) => [c.id, true])) },
  });
  expect(registered.status).toBe(201);
  return { email, password, token: await p.login({ email, password }) };
}

describe('the account settings on the platform', () => {
  it('changes the profile by the field rules: a full name, a date of birth not in the future', async () => {
    const { token } = await customer('profil@example.com');
    const oneName = await p.call('PATCH', '/auth/profile', { token, body: { name: 'Iga' } });
    expect(oneName.status).toBe(422);
    expect(oneName.body.error.errors.name[0].key).toBe('VALIDATION_FULL_NAME');
    const future = await p.call('PATCH', '/auth/profile', { token, body: { birthday_date: '2999-01-01' } });
    expect(future.body.error.errors.birthday_date[0].key).toBe('VALIDATION_BEFORE_OR_EQUAL');
    const saved = await p.call('PATCH', '/auth/profile', { token, body: { name: 'Iga Nowa-Ustawna', phone: '+48600700800', birthday_date: '1990-05-17' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Iga Nowa-Ustawna', phone: '+48600700800', birthday_date: '1990-05-17' });
    const cleared = await p.call('PATCH', '/auth/profile', { token, body: { phone: null, birthday_date: null } });
    expect(cleared.body.data).toMatchObject({ name: 'Iga Nowa-Ustawna', phone: null, birthday_date: null });
  });

  it('refuses a compromised or short new password, and a wrong current one first', async () => {
    const { token, password } = await customer('haslo@example.com');
    const wrong = await p.call('PUT', '/users/password', {
      token,
      body: { password: 'nie-to-haslo-2026', password_new: '123456789012', password_confirmation: '123456789012' },
    });
    expect(wrong.body.error.key).toBe('CLIENT_INVALID_PASSWORD');
    const leaked = await p.call('PUT', '/users/password', { token, body: { password, password_new: '123456789012', password_confirmation: '123456789012' } });
    expect(leaked.body.error.errors.password_new[0].key).toBe('VALIDATION_PASSWORD_COMPROMISED');
    expect((await p.call('PUT', '/users/password', { token, body: { password, password_new: 'krotkie', password_confirmation: 'krotkie' } })).status).toBe(422);
    // The session that changed the password goes on.
    expect(
      (await p.call('PUT', '/users/password', { token, body: { password, password_new: 'zupelnie-nowe-haslo', password_confirmation: 'zupelnie-nowe-haslo' } }))
        .status,
    ).toBe(204);
    expect((await p.call('GET', '/auth/profile', { token })).status).toBe(200);
  });

  it('keeps the newsletter preference in the personal metadata; null removes it', async () => {
    const { token } = await customer('newsletter@example.com');
    expect((await p.call('PATCH', '/auth/profile/metadata-personal', { token, body: { newsletter: true } })).body.data).toEqual({ newsletter: true });
    expect((await p.call('GET', '/auth/profile', { token })).body.data.metadata_personal).toEqual({ newsletter: true });
    expect((await p.call('PATCH', '/auth/profile/metadata-personal', { token, body: { newsletter: null } })).body.data).toEqual({});
  });

  it('a second setup replaces the secret not yet confirmed; removing needs two-factor on', async () => {
    const { token, password } = await customer('dwa-kroki@example.com');
    expect((await p.call('POST', '/auth/2fa/remove', { token, body: { password } })).body.error.key).toBe('CLIENT_TFA_NOT_SET_UP');
    expect((await p.call('POST', '/auth/2fa/recovery/create', { token, body: { password } })).body.error.key).toBe('CLIENT_TFA_NOT_SET_UP');
    const first = (await p.call('POST', '/auth/2fa/setup', { token, body: { type: 'app' } })).body.data;
    const second = (await p.call('POST', '/auth/2fa/setup', { token, body: { type: 'app' } })).body.data;
    expect(second.secret).not.toBe(first.secret);
    expect(second.qr_code_url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    // Not yet confirmed: signing in needs no code.
    expect((await p.call('POST', '/login', { body: { email: 'dwa-kroki@example.com', password } })).status).toBe(200);
    expect((await p.call('POST', '/auth/2fa/confirm', { token, body: { code: await generate({ secret: first.secret }) } })).body.error.key).toBe(
      'CLIENT_TFA_INVALID_TOKEN',
    );
    expect((await p.call('POST', '/auth/2fa/confirm', { token, body: { code: await generate({ secret: second.secret }) } })).status).toBe(200);
    expect((await p.call('POST', '/auth/2fa/recovery/create', { token, body: { password: 'nie-to-haslo-2026' } })).body.error.key).toBe(
      'CLIENT_INVALID_PASSWORD',
    );
  });

  it('a removed account is gone: its tokens stop working and its e-mail can register again', async () => {
    const { token, password, email } = await customer('usun@example.com');
    expect((await p.call('POST', '/users/self-remove', { token, body: { password: 'nie-to-haslo-2026' } })).body.error.key).toBe('CLIENT_INVALID_PASSWORD');
    expect((await p.call('GET', '/auth/profile', { token })).status).toBe(200);
    expect((await p.call('POST', '/users/self-remove', { token, body: { password } })).status).toBe(204);
    expect((await p.call('GET', '/auth/profile', { token })).status).toBe(401);
    expect((await p.call('POST', '/login', { body: { email, password } })).body.error.key).toBe('CLIENT_INVALID_CREDENTIALS');
    await customer(email);
  });
});
