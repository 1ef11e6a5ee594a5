// Sessions (ASVS V7): refresh rotation with a grace window, the absolute lifetime, what ends
// sessions (logout, a password change, two-factor on, a reset) and the identity token with them. The
// platform's clock is moved instead of sleeping.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_S, SESSION_MAX_AGE_S } from '../auth/tokens.ts';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let offsetMs = 0;
beforeAll(async () => {
  p = await startTestPlatform(undefined, { clock: () => Date.now() + offsetMs });
});
afterAll(() => p?.stop());

let registered = 0;
/** A new customer, so no test depends on another's sessions. */
async function newCustomer() {
  registered += 1;
  const who = { name: 'Sesja Testowa', email: `sesja-${registered}-${Date.now()}@example.com`, password: `haslo-sesji-${registered}-2026` };
  const statute = (await p.call('GET', '/consents')).body.data.find((c: { required: boolean }) => c.required).id;
  expect((await p.call('POST', '/register', { body: { ...who, consents: { [statute]: true } } })).status).toBe(201);
  return who;
}
const signIn = async (who: { email: string; password: string }) => {
  const r = await p.call('POST', '/login', { body: { email: who.email, password: who.password } });
  expect(r.status).toBe(200);
  return r.body.data as { token: string; identity_token: string; refresh_token: string };
};
const refresh = (token: string) => p.call('POST', '/auth/refresh', { body: { refresh_token: token } });
const profileStatus = async (token: string) => (await p.call('GET', '/auth/profile', { token })).status;

describe('refresh across processes', () => {
  it('two refreshes with the same token at the same moment (two storefront processes) both succeed with the same new tokens', async () => {
    const first = await signIn(await newCustomer());
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data.token).toBe(a.body.data.token);
    expect(b.body.data.refresh_token).toBe(a.body.data.refresh_token);
    expect(b.body.data.identity_token).toBe(a.body.data.identity_token);
    expect(a.body.data.refresh_token).not.toBe(first.refresh_token);
    // The shared new tokens work, and the next rotation goes on from them.
    expect(await profileStatus(a.body.data.token)).toBe(200);
    expect((await refresh(a.body.data.refresh_token)).status).toBe(200);
  });

  it('within the grace window the replaced token still answers; after it, its reuse ends the whole session', async () => {
    const first = await signIn(await newCustomer());
    const second = await refresh(first.refresh_token);
    offsetMs += (REFRESH_REUSE_GRACE_S - 5) * 1000;
    const late = await refresh(first.refresh_token);
    expect(late.status).toBe(200);
    expect(late.body.data.refresh_token).toBe(second.body.data.refresh_token);

    offsetMs += 10 * 1000;
    const theft = await refresh(first.refresh_token);
    expect(theft.status).toBe(401);
    expect(theft.body.error.key).toBe('CLIENT_TOKEN_INVALID_OR_INACTIVE');
    // Whoever holds the newest tokens is signed out too: the copy may be the thief's.
    expect(await profileStatus(second.body.data.token)).toBe(401);
    expect((await refresh(second.body.data.refresh_token)).status).toBe(401);
  });
});

describe('the absolute lifetime', () => {
  it(`refreshing cannot keep a session past ${SESSION_MAX_AGE_S / 86400} days`, async () => {
    const who = await newCustomer();
    let tokens = await signIn(who);
    // Refreshed every 10 days, the session still ends 30 days after the sign-in.
    for (let days = 10; days < 30; days += 10) {
      offsetMs += 10 * 86_400_000;
      const r = await refresh(tokens.refresh_token);
      expect(r.status, `day ${days}`).toBe(200);
      tokens = r.body.data;
      expect(await profileStatus(tokens.token)).toBe(200);
    }
    offsetMs += 10 * 86_400_000 + 1000;
    expect(await profileStatus(tokens.token)).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    expect((await p.call('GET', `/auth/check/${tokens.identity_token}`)).status).toBe(422);
    // Signing in again starts a new session.
    expect(await profileStatus((await signIn(who)).token)).toBe(200);
  });
});

describe('what ends sessions', () => {
  it('logout: the access, refresh and identity tokens of that session stop working', async () => {
    const tokens = await signIn(await newCustomer());
    const check = await p.call('GET', `/auth/check/${tokens.identity_token}`);
    expect(check.status).toBe(200);
    expect((await p.call('POST', '/auth/logout', { token: tokens.token })).status).toBe(204);
    const after = await p.call('GET', `/auth/check/${tokens.identity_token}`);
    expect(after.status).toBe(422);
    expect(after.body.error.key).toBe('CLIENT_INVALID_IDENTITY_TOKEN');
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('a password change ends every other session; the one that changed it stays signed in', async () => {
    const who = await newCustomer();
    const here = await signIn(who);
    const elsewhere = await signIn(who);
    const changed = await p.call('PUT', '/users/password', {
      token: here.token,
      body: { password: who.password, password_new: 'zupelnie-nowe-haslo-1', password_confirmation: 'zupelnie-nowe-haslo-1' },
    });
    expect(changed.status).toBe(204);
    expect(await profileStatus(here.token)).toBe(200);
    expect(await profileStatus(elsewhere.token)).toBe(401);
    expect((await refresh(elsewhere.refresh_token)).status).toBe(401);
    expect((await p.call('GET', `/auth/check/${elsewhere.identity_token}`)).status).toBe(422);
    expect((await refresh(here.refresh_token)).status).toBe(200);
  });

  it('turning two-factor sign-in on ends every other session (opened with the password alone); this one stays', async () => {
    const who = await newCustomer();
    const here = await signIn(who);
    const elsewhere = await signIn(who);
    const { secret } = (await p.call('POST', '/auth/2fa/setup', { token: here.token, body: { type: 'app' } })).body.data;
    expect(
      (
        await p.call('POST', '/auth/2fa/confirm', {
          token: here.token,
          body: { code: await generate({ secret, epoch: Math.floor((Date.now() + offsetMs) / 1000) }) },
        })
      ).status,
    ).toBe(200);
    expect(await profileStatus(here.token)).toBe(200);
    expect(await profileStatus(elsewhere.token)).toBe(401);
    expect((await refresh(elsewhere.refresh_token)).status).toBe(401);
  });

  it('new recovery codes and turning two-factor off end every other session too (ASVS 7.4.3); this one stays', async () => {
    const who = await newCustomer();
    const here = await signIn(who);
    const { secret } = (await p.call('POST', '/auth/2fa/setup', { token: here.token, body: { type: 'app' } })).body.data;
    expect(
      (
        await p.call('POST', '/auth/2fa/confirm', {
          token: here.token,
          body: { code: await generate({ secret, epoch: Math.floor((Date.now() + offsetMs) / 1000) }) },
        })
      ).status,
    ).toBe(200);
    const withCode = async () =>
      (
        await p.call('POST', '/login', {
          body: {
            ...who,
            code: (await p.call('POST', '/auth/2fa/recovery/create', { token: here.token, body: { password: who.password } })).body.data.recovery_codes[0],
          },
        })
      ).body.data as { token: string };
    const elsewhere = await withCode(); // another session, signed in with a recovery code
    expect(await profileStatus(elsewhere.token)).toBe(200);
    expect((await p.call('POST', '/auth/2fa/recovery/create', { token: here.token, body: { password: who.password } })).status).toBe(200);
    expect(await profileStatus(elsewhere.token)).toBe(401);
    const third = await withCode();
    expect((await p.call('POST', '/auth/2fa/remove', { token: here.token, body: { password: who.password } })).status).toBe(204);
    expect(await profileStatus(third.token)).toBe(401);
    expect(await profileStatus(here.token)).toBe(200);
  });

  it('a password reset ends every session of the account', async () => {
    const who = await newCustomer();
    const one = await signIn(who);
    const two = await signIn(who);
    expect((await p.call('POST', '/users/reset-password', { body: { email: who.email, redirect_url: 'http://127.0.0.1:4321/reset-password' } })).status).toBe(
      204,
    );
    const outbox = join(p.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')))
      .find((m) => m.to === who.email);
    expect(
      (await p.call('PUT', '/users/save-reset-password', { body: { token: mail.data.token, email: who.email, password: 'haslo-po-resecie-2026' } })).status,
    ).toBe(204);
    for (const tokens of [one, two]) {
      expect(await profileStatus(tokens.token)).toBe(401);
      expect((await refresh(tokens.refresh_token)).status).toBe(401);
    }
    expect(await profileStatus((await signIn({ email: who.email, password: 'haslo-po-resecie-2026' })).token)).toBe(200);
  });
});
