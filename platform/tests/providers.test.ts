import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, CUSTOMER, startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await startTestPlatform(undefined, { testHooks: true, allowedOrigins: ['https://shop.example'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await p.stop();
});

const RETURN = 'https://shop.example/en/login/provider/github?return=%2Fcart';

/** Starts a GitHub sign-in and fills the simulated authorization page; the URL the browser comes back to. */
async function authorize(identity: { email: string; name: string }, decision: 'allow' | 'cancel' = 'allow', returnUrl = RETURN): Promise<string> {
  const started = await p.call('POST', '/auth/providers/github/redirect', { body: { return_url: returnUrl }, headers: { 'accept-language': 'en' } });
  expect(started.status).toBe(200);
  const redirect = new URL(started.body.data.redirect_url);
  const page = await fetch(redirect);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<label for="sim-email">');
  const form = new URLSearchParams({ ...Object.fromEntries(redirect.searchParams), ...identity, decision });
  const answer = await fetch(`${p.url}/auth-simulator/github/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(303);
  return answer.headers.get('location')!;
}

const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 9)}@example.com`;

describe('sign-in providers (simulated GitHub)', () => {
  it('lists every provider key, GitHub active; ?active=1 keeps the active ones', async () => {
    const all = await p.call('GET', '/auth/providers');
    expect(all.body.data.map((x: { key: string }) => x.key)).toEqual(['google', 'apple', 'facebook', 'github', 'gitlab', 'bitbucket', 'linkedin']);
    expect(all.body.data.find((x: { key: string }) => x.key === 'github')).toMatchObject({ active: true, client_id: null });
    const active = await p.call('GET', '/auth/providers?active=1');
    expect(active.body.data).toEqual([{ id: 'github', key: 'github', active: true, client_id: null }]);
  });

  it('signs a new person in, creating the account linked to the provider; the same identity signs in again', async () => {
    const email = uniqueEmail('gh-new');
    const back = await authorize({ email, name: 'Ada Lovelace' });
    const url = new URL(back);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/en/login/provider/github');
    expect(url.searchParams.get('return')).toBe('/cart');
    expect(url.searchParams.get('code')).toBeTruthy();
    const login = await p.call('POST', '/auth/providers/github/login', { body: { return_url: back } });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ user: { email, name: 'Ada Lovelace' } });
    expect(login.body.data.token && login.body.data.refresh_token && login.body.data.identity_token).toBeTruthy();
    const profile = await p.call('GET', '/auth/profile', { token: login.body.data.token });
    expect(profile.body.data.email).toBe(email);
    // The code works once.
    expect((await p.call('POST', '/auth/providers/github/login', { body: { return_url: back } })).body.error.key).toBe('CLIENT_INVALID_TOKEN');
    const again = await p.call('POST', '/auth/providers/github/login', { body: { return_url: await authorize({ email, name: 'Ada L.' }) } });
    expect(again.body.data.user.id).toBe(login.body.data.user.id);
  });

  it('an account with two-factor sign-in on never signs in with the provider alone: CLIENT_TFA_REQUIRED, no tokens', async () => {
    const email = uniqueEmail('gh-2fa');
    const first = await p.call('POST', '/auth/providers/github/login', { body: { return_url: await authorize({ email, name: 'Grace Hopper' }) } });
    const token = first.body.data.token as string;
    const setup = (await p.call('POST', '/auth/2fa/setup', { token, body: { type: 'app' } })).body.data;
    expect((await p.call('POST', '/auth/2fa/confirm', { token, body: { code: await generate({ secret: setup.secret }) } })).status).toBe(200);
    const again = await p.call('POST', '/auth/providers/github/login', { body: { return_url: await authorize({ email, name: 'Grace Hopper' }) } });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatchObject({ key: 'CLIENT_TFA_REQUIRED', errors: { type: 'app' } });
    expect(JSON.stringify(again.body)).not.toContain('token":"');
  });

  it('an existing account with that e-mail: CLIENT_ALREADY_HAS_ACCOUNT with a merge token, which links it for that account only', async () => {
    const back = await authorize({ email: CUSTOMER.email, name: 'Klient' });
    const refused = await p.call('POST', '/auth/providers/github/login', { body: { return_url: back } });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ key: 'CLIENT_ALREADY_HAS_ACCOUNT', message: 'User with given email already exist.' });
    const mergeToken = refused.body.error.errors.merge_token as string;
    expect(typeof mergeToken).toBe('string');

    expect((await p.call('POST', '/auth/providers/merge-account', { body: { merge_token: mergeToken } })).status).toBe(401);
    const admin = await p.login(ADMIN);
    expect((await p.call('POST', '/auth/providers/merge-account', { body: { merge_token: mergeToken }, token: admin })).body.error.key).toBe(
      'CLIENT_PROVIDER_MERGE_TOKEN_MISMATCH',
    );
    expect((await p.call('POST', '/auth/providers/merge-account', { body: { merge_token: `${mergeToken}x` }, token: admin })).body.error.key).toBe(
      'CLIENT_PROVIDER_MERGE_TOKEN_INVALID',
    );
    const customer = await p.login(CUSTOMER);
    expect((await p.call('POST', '/auth/providers/merge-account', { body: { merge_token: mergeToken }, token: customer })).status).toBe(204);

    const linked = await p.call('POST', '/auth/providers/github/login', { body: { return_url: await authorize({ email: CUSTOMER.email, name: 'Klient' }) } });
    expect(linked.status).toBe(200);
    expect(linked.body.data.user.email).toBe(CUSTOMER.email);
  });

  it('a cancelled authorization comes back with error=access_denied and cannot sign in', async () => {
    const back = await authorize({ email: '', name: '' }, 'cancel');
    const url = new URL(back);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('code')).toBeNull();
    expect((await p.call('POST', '/auth/providers/github/login', { body: { return_url: back } })).body.error.key).toBe('CLIENT_INVALID_TOKEN');
  });

  it('refuses forged states, another return URL, a page not started by the platform, and bad identities', async () => {
    const back = await authorize({ email: uniqueEmail('gh'), name: 'Jan Kowalski' });
    const other = back.replace('https://shop.example/en/', 'https://shop.example/');
    expect((await p.call('POST', '/auth/providers/github/login', { body: { return_url: other } })).body.error.key).toBe('CLIENT_INVALID_TOKEN');
    // Another origin is not even considered (platform/http/allowed-origins.ts).
    const elsewhere = back.replace('https://shop.example/', 'https://evil.example/');
    expect((await p.call('POST', '/auth/providers/github/login', { body: { return_url: elsewhere } })).body.error).toMatchObject({
      key: 'VALIDATION_ERROR',
      errors: { return_url: [{ key: 'VALIDATION_URL' }] },
    });
    const forged = new URL(back);
    forged.searchParams.set('state', `${forged.searchParams.get('state')}x`);
    expect((await p.call('POST', '/auth/providers/github/login', { body: { return_url: forged.toString() } })).body.error.key).toBe('CLIENT_INVALID_TOKEN');
    const page = await fetch(`${p.url}/auth-simulator/github/authorize?redirect_uri=${encodeURIComponent('https://evil.example/')}&state=abc`);
    expect(page.status).toBe(400);

    const started = await p.call('POST', '/auth/providers/github/redirect', { body: { return_url: RETURN } });
    const fields = Object.fromEntries(new URL(started.body.data.redirect_url).searchParams);
    const bad = await fetch(`${p.url}/auth-simulator/github/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, email: 'nope', name: '', decision: 'allow' }),
      redirect: 'manual',
    });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('aria-describedby="sim-email-error"');
    expect((await p.call('POST', '/auth/providers/github/redirect', { body: { return_url: 'javascript:alert(1)' } })).status).toBe(422);
  });

  it('an inactive or unknown provider is refused; activating needs a client id and secret', async () => {
    expect((await p.call('POST', '/auth/providers/google/redirect', { body: { return_url: RETURN } })).body.error.key).toBe('CLIENT_PROVIDER_IS_NOT_ACTIVE');
    expect((await p.call('POST', '/auth/providers/myspace/redirect', { body: { return_url: RETURN } })).body.error.key).toBe('CLIENT_PROVIDER_NOT_FOUND');
    const admin = await p.login(ADMIN);
    expect((await p.call('PATCH', '/auth/providers/google', { body: { active: true } })).status).toBe(401);
    expect((await p.call('PATCH', '/auth/providers/google', { body: { active: true }, token: admin })).body.error.key).toBe('CLIENT_PROVIDER_HAS_NO_CONFIG');
    const back = await authorize({ email: uniqueEmail('gh-off'), name: 'Off Line' });
    expect((await p.call('PATCH', '/auth/providers/github', { body: { active: false }, token: admin })).body.data.active).toBe(false);
    expect((await p.call('POST', '/auth/providers/github/login', { body: { return_url: back } })).body.error.key).toBe('CLIENT_PROVIDER_IS_NOT_ACTIVE');
    expect((await p.call('PATCH', '/auth/providers/github', { body: { active: true }, token: admin })).body.data).toMatchObject({
      active: true,
      client_id: 'demo-github-client',
    });
  });

  it('a sign-in finished too late is CLIENT_TOKEN_INVALID_OR_INACTIVE; an old merge token is CLIENT_PROVIDER_MERGE_TOKEN_EXPIRED', async () => {
    const back = await authorize({ email: uniqueEmail('gh-late'), name: 'Late Comer' });
    const refused = await p.call('POST', '/auth/providers/github/login', { body: { return_url: await authorize({ email: ADMIN.email, name: 'Admin' }) } });
    const mergeToken = refused.body.error.errors.merge_token as string;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    try {
      expect((await p.call('POST', '/auth/providers/github/login', { body: { return_url: back } })).body.error.key).toBe('CLIENT_TOKEN_INVALID_OR_INACTIVE');
      const admin = await p.login(ADMIN);
      expect((await p.call('POST', '/auth/providers/merge-account', { body: { merge_token: mergeToken }, token: admin })).body.error.key).toBe(
        'CLIENT_PROVIDER_MERGE_TOKEN_EXPIRED',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('test hooks (PLATFORM_TEST_HOOKS=1)', () => {
  it('expire the access tokens a customer holds; the refresh token still works and is counted', async () => {
    const login = await p.call('POST', '/login', { body: CUSTOMER });
    const { token, refresh_token: refreshToken } = login.body.data;
    const before = (await p.call('GET', `/__test/refreshes?email=${encodeURIComponent(CUSTOMER.email)}`)).body.data.refreshes as number;
    const expired = await p.call('POST', '/__test/expire-access-tokens', { body: { email: CUSTOMER.email, after_requests: 1 } });
    expect(expired.body.data.sessions).toBeGreaterThan(0);
    expect((await p.call('GET', '/auth/profile', { token })).status).toBe(200);
    expect((await p.call('GET', '/auth/profile', { token })).status).toBe(401);
    const refreshed = await p.call('POST', '/auth/refresh', { body: { refresh_token: refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await p.call('GET', '/auth/profile', { token: refreshed.body.data.token })).status).toBe(200);
    expect((await p.call('GET', `/__test/refreshes?email=${encodeURIComponent(CUSTOMER.email)}`)).body.data).toMatchObject({
      refreshes: before + 1,
      refused: 1,
    });
  });

  it('are not there unless enabled', async () => {
    const plain = await startTestPlatform();
    try {
      expect((await plain.call('POST', '/__test/expire-access-tokens', { body: { email: CUSTOMER.email } })).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
