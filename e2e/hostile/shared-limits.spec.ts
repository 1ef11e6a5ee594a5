// Rate limits that hold behind the recipe: two storefront processes behind deploy/nginx.conf,
// their counts in one Redis (RATE_LIMIT_REDIS_URL, a fresh redis-server of Debian's package). Each
// attack here got through before: every process counted alone, a parallel burst passed the check before
// any failure was recorded, the count was per IPv6 address, and five wrong passwords from anyone locked
// the account's owner out.
//
// Client networks: the processes trust the proxy (TRUST_PROXY=1, as behind nginx) and take the shopper's
// address from the last X-Forwarded-For value, the one nginx appends. Requests sent to a process directly
// play several networks honestly that way (each test its own addresses, so no test depends on another);
// requests through nginx all come from 127.0.0.1, nginx's own view of this machine.
import { test, expect } from '@playwright/test';
import { freePort, startStack, type Stack } from '../support/stack';
import { startNginx, type Nginx } from '../support/nginx';
import { startRedis, type RedisServer } from '../support/redis';
import { registerCustomer, uniqueEmail } from '../support/shopper';
import { t } from '../../src/i18n/messages';

test.describe.configure({ mode: 'serial' });

let redis: RedisServer;
let stack: Stack;
let nginx: Nginx;
/** The two storefront processes, addressed directly. */
let processes: string[];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  redis = await startRedis();
  const port = await freePort();
  stack = await startStack({ storefronts: 2, env: { APP_HOST: `http://127.0.0.1:${port}`, TRUST_PROXY: '1', RATE_LIMIT_REDIS_URL: redis.url } });
  processes = stack.storefronts.map(({ baseURL }) => baseURL);
  nginx = await startNginx(
    processes.map((base) => new URL(base).host),
    port,
  );
});

test.afterAll(async () => {
  await nginx?.stop();
  await stack?.stop();
  await redis?.stop();
});

const TOO_MANY = t('pl', 'account.rateLimited', { minutes: 15 });

/** A sign-in posted to the action as the login form does, from `client` (X-Forwarded-For), at `base`. */
async function signIn(base: string, client: string, email: string, password: string): Promise<{ status: number; message?: string }> {
  const response = await fetch(`${base}/_actions/signIn`, {
    method: 'POST',
    headers: { origin: base, referer: `${base}/login`, 'x-forwarded-for': client, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ locale: 'pl', step: 'password', email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { status: response.status, message: body.message };
}

async function customer(tag: string): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail(tag), password: `dobre-haslo-${tag}-2026` };
  await registerCustomer(stack.platformURL, { name: 'Jan Limitowany', ...account });
  return account;
}

test('wrong passwords spread over both processes are refused after the limit: the count is shared', async () => {
  const { email } = await customer('spread');
  const attacker = '198.51.100.10';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = await signIn(processes[attempt % 2]!, attacker, email, `zle-haslo-${attempt}`);
    expect(answer.status, `attempt ${attempt + 1} is judged by the platform`).toBe(401);
  }
  // Each process has seen only two or three: alone, both would still try the platform.
  for (const base of processes) {
    const refused = await signIn(base, attacker, email, 'zle-haslo-next');
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(TOO_MANY);
  }
});

test('a parallel burst of wrong passwords at one process cannot exceed the limit', async () => {
  const { email } = await customer('burst');
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(processes[0]!, '198.51.100.20', email, `zle-haslo-${i}`)));
  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.filter((status) => status === 401),
    'attempts that reached the platform',
  ).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(25);
});

test('addresses of one IPv6 /64 are one network: rotating them does not buy new attempts', async () => {
  const { email } = await customer('ipv6');
  for (let host = 1; host <= 5; host += 1) expect((await signIn(processes[host % 2]!, `2001:db8:77:1::${host}`, email, `zle-${host}`)).status).toBe(401);
  expect((await signIn(processes[0]!, '2001:db8:77:1:abcd:ef01:2345:6789', email, 'zle-6')).status).toBe(429);
  // Twenty failures over twenty accounts from the /64, then even a new account is refused from it.
  for (let i = 0; i < 15; i += 1) expect((await signIn(processes[i % 2]!, `2001:db8:77:1::${100 + i}`, uniqueEmail('nobody'), 'zle')).status).toBe(401);
  expect((await signIn(processes[1]!, '2001:db8:77:1::ffff', uniqueEmail('nobody'), 'zle')).status).toBe(429);
  // The neighbouring /64 is another network.
  expect((await signIn(processes[1]!, '2001:db8:77:2::1', uniqueEmail('nobody'), 'zle')).status).toBe(401);
});

test('an attacker’s failures from another network do not lock the owner out', async () => {
  const { email, password } = await customer('victim');
  const attacker = '203.0.113.66';
  for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(processes[attempt % 2]!, attacker, email, `zgadywane-${attempt}`)).status).toBe(401);
  // The attacker keeps trying: refused, and the refusals do not count against the account.
  for (let attempt = 0; attempt < 20; attempt += 1) expect((await signIn(processes[attempt % 2]!, attacker, email, `zgadywane-${attempt}`)).status).toBe(429);
  // The owner, from their own network, signs in at once with the right password.
  expect((await signIn(processes[1]!, '192.0.2.44', email, password)).status).toBe(200);
  // The attacker's network stays refused for this account, even with the right password.
  expect((await signIn(processes[0]!, attacker, email, password)).status).toBe(429);
});

test('enumerating order codes is refused with 429: by the processes (shared count) and by nginx', async () => {
  const guess = (i: number) => `Q${String(i).padStart(5, '0')}`;
  const lookup = (base: string, path: string, client: string) => fetch(`${base}${path}`, { headers: { 'x-forwarded-for': client }, redirect: 'manual' });
  const client = '198.51.100.30';
  // 30 distinct codes that match no order, over both processes and every order-code page, both languages.
  const pages = ['/status/', '/en/pay/', '/pay/', '/en/status/'];
  for (let i = 0; i < 30; i += 1) {
    const path = i % 5 === 4 ? `/checkout/thank-you?code=${guess(i)}&t=online` : `${pages[i % 4]}${guess(i)}`;
    expect((await lookup(processes[i % 2]!, path, client)).status, `guess ${i + 1}: ${path}`).toBe(404);
  }
  const refused = await lookup(processes[0]!, `/status/${guess(30)}`, client);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.text()).toContain(t('pl', 'payment.tooManyCodes', { minutes: 10 }));
  const english = await lookup(processes[1]!, `/en/status/${guess(31)}/traditional-payment`, client);
  expect(english.status).toBe(429);
  expect(await english.text()).toContain(t('en', 'payment.tooManyCodes', { minutes: 10 }));
  // The pay action the pay page posts to, called directly, is the same door.
  const action = await fetch(`${processes[0]}/_actions/payOrder`, {
    method: 'POST',
    headers: {
      origin: processes[0]!,
      referer: `${processes[0]}/pay/${guess(32)}`,
      'x-forwarded-for': client,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ locale: 'pl', code: guess(32), paymentMethodId: 'any' }),
  });
  expect(action.status).toBe(429);
  expect(((await action.json()) as { message?: string }).message).toBe(t('pl', 'payment.tooManyCodes', { minutes: 10 }));
  // Another network looks its codes up as before.
  expect((await lookup(processes[0]!, `/status/${guess(30)}`, '198.51.100.31')).status).toBe(404);

  // Through nginx: a fast run of lookups meets its limit_req zone (or the processes' count) first.
  const statuses: number[] = [];
  for (let i = 0; i < 45; i += 1) statuses.push((await fetch(`${nginx.baseURL}/status/${guess(100 + i)}`, { redirect: 'manual' })).status);
  expect(
    statuses.slice(0, 25).every((status) => status === 404),
    statuses.join(','),
  ).toBe(true);
  expect(
    statuses.slice(-10).every((status) => status === 429),
    statuses.join(','),
  ).toBe(true);
});

test('nginx refuses a burst of sign-ins with 429 before the processes see it', async () => {
  const base = nginx.baseURL;
  const answers = await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      fetch(`${base}/_actions/signIn`, {
        method: 'POST',
        headers: { origin: base, referer: `${base}/login`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ locale: 'pl', email: uniqueEmail(`nginx-${i}`), password: 'zle' }),
      }).then((response) => response.status),
    ),
  );
  expect(answers.filter((status) => status === 429).length, answers.join(',')).toBeGreaterThanOrEqual(10);
  const reached = nginx.logLines().filter((line) => line.includes('"POST /_actions/signIn ') && !line.includes('upstream=- '));
  expect(reached.length).toBeLessThanOrEqual(15);
});

test('nginx refuses a burst of order placements with 429 (unpaid orders hold stock)', async () => {
  const base = nginx.baseURL;
  // Whatever the body: the zone counts the posts before a process reads them (the processes answer 400 here).
  const answers = await Promise.all(
    Array.from({ length: 16 }, () =>
      fetch(`${base}/_actions/placeOrder`, {
        method: 'POST',
        headers: { origin: base, referer: `${base}/checkout`, 'content-type': 'application/json' },
        body: '{}',
      }).then((response) => response.status),
    ),
  );
  expect(answers.filter((status) => status === 429).length, answers.join(',')).toBeGreaterThanOrEqual(8);
  expect(
    answers.filter((status) => status !== 429).every((status) => status === 400),
    answers.join(','),
  ).toBe(true);
});
