// The embedded platform's own sign-in throttles behind the storefront. The storefront calls
// the platform from its own address; before it passed each shopper's address on (X-Forwarded-For, which
// the platform believes with PLATFORM_TRUST_PROXY=1), every shopper was one network to the platform:
// 50 wrong sign-ins from anyone locked every shopper out for 15 minutes. And the platform's 429 reached
// the shopper as "sign-in failed" instead of when to try again.
//
// The storefront trusts its proxy (TRUST_PROXY=1, as behind nginx), so requests sent with distinct
// X-Forwarded-For values play distinct client networks honestly.
import { test, expect } from '@playwright/test';
import { startStack, type Stack } from '../support/stack';
import { registerCustomer, uniqueEmail } from '../support/shopper';
import { t } from '../../src/i18n/messages';

test.describe.configure({ mode: 'serial' });

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

/** A sign-in posted to the action as the login form does, from `client` (X-Forwarded-For). */
async function signIn(client: string, email: string, password: string): Promise<{ status: number; message?: string }> {
  const response = await fetch(`${base}/_actions/signIn`, {
    method: 'POST',
    headers: { origin: base, referer: `${base}/login`, 'x-forwarded-for': client, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ locale: 'en', step: 'password', email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { status: response.status, message: body.message };
}

async function customer(tag: string): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail(tag), password: `good-password-${tag}-2026` };
  await registerCustomer(stack.platformURL, { name: 'Jan Throttled', ...account });
  return account;
}

test("an attacker's wrong sign-ins count against their networks at the platform, not against every shopper", async () => {
  test.setTimeout(120_000);
  // 60 wrong passwords, 20 from each of three networks: each network stays within the storefront's own
  // limit (20 per 15 min), together past the platform's 50 per network and 15 minutes.
  for (const attacker of ['198.51.100.61', '198.51.100.62', '198.51.100.63']) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await signIn(attacker, uniqueEmail('nobody'), `wrong-password-${attempt}`);
      expect(answer.status, `${attacker}, attempt ${attempt + 1}: the platform judges it`).toBe(401);
    }
  }
  const shopper = await customer('bystander');
  const answer = await signIn('203.0.113.64', shopper.email, shopper.password);
  expect(answer.status, 'a shopper from another network still signs in').toBe(200);
});

test("the platform's own throttle reaches the shopper as when to try again, not as a failure", async () => {
  const victim = await customer('backoff');
  // Five wrong passwords from five networks: the storefront's per-account limits let each through, the
  // platform counts them against the account (5 free, then a wait).
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await signIn(`198.51.100.${70 + attempt}`, victim.email, `wrong-password-${attempt}`)).status).toBe(401);
  }
  // The next ones together, from four more networks: the platform lets at most one try before its wait.
  const answers = await Promise.all([76, 77, 78, 79].map((host) => signIn(`198.51.100.${host}`, victim.email, 'wrong-password-again')));
  const throttled = answers.filter((answer) => answer.status === 429);
  expect(throttled.length, JSON.stringify(answers)).toBeGreaterThanOrEqual(3);
  for (const answer of throttled) expect(answer.message).toBe(t('en', 'account.rateLimited', { minutes: 1 }));
});
