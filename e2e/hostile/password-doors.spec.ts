// Someone holding a shopper's session (a shared computer, a stolen cookie) guesses the account's
// password through the settings' password checks, calling the actions directly (POST /_actions/<name>,
// not the settings page): before, such a call carried no account (the page's profile read was skipped),
// so only the per-network count applied, apart from the sign-in's; and turning two-step verification on
// asked for no password at all, so the session alone could bind the account to the attacker's app.
//
// The storefront trusts its proxy (TRUST_PROXY=1, as behind nginx), so distinct X-Forwarded-For values
// play distinct client networks.
import { test, expect } from '@playwright/test';
import { startStack, type Stack } from '../support/stack';
import { platformApi, registerCustomer, uniqueEmail } from '../support/shopper';

let stack: Stack;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
  base = stack.baseURL;
});

test.afterAll(async () => {
  await stack?.stop();
});

type Answer = { status: number; message?: string; data?: unknown; cookies: string[] };

/** A direct call of an action as a script would make it: form fields, from `network`, with `cookie`. */
async function action(name: string, fields: Record<string, string>, network: string, cookie = ''): Promise<Answer> {
  const response = await fetch(`${base}/_actions/${name}`, {
    method: 'POST',
    headers: { origin: base, 'x-forwarded-for': network, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  let body: { message?: string } | undefined;
  try {
    body = JSON.parse(text) as { message?: string };
  } catch {
    body = undefined;
  }
  return { status: response.status, message: body?.message, data: body, cookies: response.headers.getSetCookie() };
}

/** Signs in through the sign-in action; the session's cookies as a Cookie header. */
async function session(email: string, password: string, network: string): Promise<string> {
  const answer = await action('signIn', { locale: 'en', step: 'password', email, password }, network);
  expect(answer.status, 'signed in').toBe(200);
  return answer.cookies
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => /^(access_token|identity_token|refresh_token)=./.test(pair))
    .join('; ');
}

async function customer(tag: string): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail(tag), password: `good-password-${tag}-2026` };
  await registerCustomer(stack.platformURL, { name: 'Jan Drzwi', ...account });
  return account;
}

test('every door that checks the password counts against the one per-account limit, direct action calls too', async () => {
  const victim = await customer('doors');
  const attacker = '198.51.100.71';
  const cookie = await session(victim.email, victim.password, attacker);
  // Five wrong passwords through three settings doors, called directly (no settings page): each judged.
  const wrong = (n: number) => `wrong-password-${n}-2026`;
  const doors: [string, Record<string, string>][] = [
    ['changePassword', { locale: 'en', currentPassword: wrong(1), password: 'new-password-doors-2026', passwordConfirmation: 'new-password-doors-2026' }],
    ['deleteAccount', { locale: 'en', password: wrong(2), confirm: 'on' }],
    ['manageTwoFactor', { locale: 'en', intent: 'remove', password: wrong(3) }],
    ['changePassword', { locale: 'en', currentPassword: wrong(4), password: 'new-password-doors-2026', passwordConfirmation: 'new-password-doors-2026' }],
    ['deleteAccount', { locale: 'en', password: wrong(5), confirm: 'on' }],
  ];
  for (const [name, fields] of doors) {
    const answer = await action(name, fields, attacker, cookie);
    expect(answer.status, `${name}: a wrong password`).toBe(403);
  }
  // The account's count from this network is spent: the next guess is refused before it is checked,
  // through a settings door and through the sign-in form alike.
  const sixth = await action(
    'changePassword',
    { locale: 'en', currentPassword: victim.password, password: 'new-password-doors-2026', passwordConfirmation: 'new-password-doors-2026' },
    attacker,
    cookie,
  );
  expect(sixth.status).toBe(429);
  expect(sixth.message).toMatch(/^Too many attempts\. Please try again in \d+ min\.$/);
  const signIn = await action('signIn', { locale: 'en', step: 'password', email: victim.email, password: victim.password }, attacker);
  expect(signIn.status).toBe(429);
  // The password was never changed, and the owner from their own network signs in as usual.
  await session(victim.email, victim.password, '203.0.113.72');
});

test('turning two-step verification on asks for the current password, also in a direct call', async () => {
  const victim = await customer('tfa-on');
  const network = '198.51.100.73';
  const cookie = await session(victim.email, victim.password, network);
  const none = await action('manageTwoFactor', { locale: 'en', intent: 'setup' }, network, cookie);
  expect(none.status).toBe(400);
  expect(JSON.stringify(none.data)).not.toMatch(/"secret"/);
  const wrong = await action('manageTwoFactor', { locale: 'en', intent: 'setup', password: 'not-the-password-2026' }, network, cookie);
  expect(wrong.status).toBe(403);
  expect(wrong.message).toBe('The password is incorrect.');
  expect(JSON.stringify(wrong.data)).not.toMatch(/"secret"/);
  // Nothing was started on the platform: no pending secret, two-factor sign-in off.
  const api = platformApi(stack.platformURL);
  const { token } = await api<{ token: string }>('POST', '/login', victim);
  expect((await api<{ is_tfa_active: boolean }>('GET', '/auth/profile', undefined, token)).is_tfa_active).toBe(false);
  const confirm = await fetch(`${stack.platformURL}/auth/2fa/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ code: '000000' }),
  });
  expect(((await confirm.json()) as { error: { key: string } }).error.key, 'no setup was started').toBe('CLIENT_TFA_NOT_SET_UP');
  const right = await action('manageTwoFactor', { locale: 'en', intent: 'setup', password: victim.password }, network, cookie);
  expect(right.status).toBe(200);
  expect(JSON.stringify(right.data)).toMatch(/secret/);
});
