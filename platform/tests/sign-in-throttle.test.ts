// The embedded platform's own sign-in, two-factor and reset throttles: atomic (a parallel
// burst is counted one by one), per client network (an IPv6 /64 counts as one) and per account with a
// delay that grows, never a lockout: the owner's right password works once the delay has passed. The
// platform is told it sits behind a proxy so each test can speak from an address of its own.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLES } from '../auth/throttle.ts';
import { clientNetwork } from '../http/client-network.ts';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let offsetMs = 0;
beforeAll(async () => {
  p = await startTestPlatform(undefined, { trustProxy: true, clock: () => Date.now() + offsetMs });
});
afterAll(() => p?.stop());

let registered = 0;
async function newCustomer() {
  registered += 1;
  const who = { name: 'Ola Limitowa', email: `limit-${registered}-${Date.now()}@example.com`, password: `dobre-haslo-${registered}-2026` };
  const statute = (await p.call('GET', '/consents')).body.data.find((c: { required: boolean }) => c.required).id;
  expect((await p.call('POST', '/register', { body: { ...who, consents: { [statute]: true } } })).status).toBe(201);
  return who;
}
const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (body: Record<string, unknown>, address: string) => p.call('POST', '/login', { body, headers: from(address) });

describe('client networks', () => {
  it('counts an IPv6 address by its /64, an IPv4 address by itself, a mapped IPv4 as IPv4', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe(clientNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(clientNetwork('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:3::5')).not.toBe(clientNetwork('2001:db8:1:2::5'));
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('192.0.2.7')).not.toBe(clientNetwork('192.0.2.8'));
    expect(clientNetwork('not an address')).toBe('unknown');
  });
});

describe('a brute force from one network', () => {
  it(`a parallel burst of wrong passwords over many accounts passes at most ${THROTTLES.signInNetwork.limit}; then 429 with Retry-After in Heseya's error shape`, async () => {
    const burst = THROTTLES.signInNetwork.limit + 30;
    // Many different addresses (no account's own delay applies), all from one network.
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => login({ email: `kto-${i}@example.com`, password: 'zgadywane-haslo-1' }, '198.51.100.20')),
    );
    const refused = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(THROTTLES.signInNetwork.limit);
    expect(refused).toHaveLength(burst - THROTTLES.signInNetwork.limit);
    expect(refused[0]!.body).toEqual({ error: { code: 429, key: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/Try again in \d+ s/), errors: {} } });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same network cannot go on, even with the right password of a real account …
    const victim = await newCustomer();
    expect((await login(victim, '198.51.100.20')).status).toBe(429);
    // … while another network signs in as usual.
    expect((await login(victim, '198.51.100.21')).status).toBe(200);
  });

  it('rotating through the addresses of one IPv6 /64 does not escape the limit', async () => {
    const limit = THROTTLES.signInNetwork.limit;
    for (let i = 0; i < limit; i++) {
      expect((await login({ email: `v6-${i}@example.com`, password: 'zgadywane-haslo-1' }, `2001:db8:77:1::${(i + 1).toString(16)}`)).status).toBe(422);
    }
    expect((await login({ email: 'v6-next@example.com', password: 'zgadywane-haslo-1' }, '2001:db8:77:1:dead:beef:1:2')).status).toBe(429);
    expect((await login({ email: 'v6-next@example.com', password: 'zgadywane-haslo-1' }, '2001:db8:77:2::1')).status).toBe(422);
  });

  it('the socket address counts when the platform is not told it sits behind a proxy (X-Forwarded-For is not believed)', async () => {
    const direct = await startTestPlatform();
    try {
      const limit = THROTTLES.signInNetwork.limit;
      const answers = await Promise.all(
        Array.from({ length: limit + 5 }, (_, i) =>
          direct.call('POST', '/login', { body: { email: `xff-${i}@example.com`, password: 'zgadywane-haslo-1' }, headers: from(`203.0.113.${i}`) }),
        ),
      );
      expect(answers.filter((r) => r.status === 429)).toHaveLength(5);
    } finally {
      await direct.stop();
    }
  });
});

describe('one account', () => {
  it('wrong passwords slow the account down, never lock its owner out: the right password works once the delay has passed', async () => {
    const owner = await newCustomer();
    const { free, firstDelayMs } = THROTTLES.signInAccount;
    // The attacker fails from many networks (the per-network limit does not stop them).
    for (let i = 0; i < free + 1; i++) expect((await login({ email: owner.email, password: `zle-haslo-${i}-2026` }, `192.0.2.${i + 1}`)).status).toBe(422);
    // Now every attempt on the account waits, the right password too.
    const waiting = await login(owner, '203.0.113.200');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBe(Math.ceil(firstDelayMs / 1000));
    // Once the delay has passed, the owner signs in, and that clears the count.
    offsetMs += firstDelayMs;
    expect((await login(owner, '203.0.113.200')).status).toBe(200);
    expect((await login({ email: owner.email, password: 'znowu-zle-2026' }, '192.0.2.50')).status).toBe(422);
  });

  it('the delay doubles with each failure past the free ones', async () => {
    const owner = await newCustomer();
    const { free, firstDelayMs } = THROTTLES.signInAccount;
    for (let i = 0; i < free; i++) await login({ email: owner.email, password: `zle-haslo-${i}-2026` }, `192.0.2.${100 + i}`);
    const waits: number[] = [];
    for (let n = 0; n < 3; n++) {
      expect((await login({ email: owner.email, password: 'zle-haslo-x-2026' }, '192.0.2.150')).status).toBe(422);
      const refused = await login(owner, '192.0.2.151');
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers.get('retry-after')));
      offsetMs += Number(refused.headers.get('retry-after')) * 1000;
    }
    expect(waits).toEqual([1, 2, 4].map((k) => Math.ceil((k * firstDelayMs) / 1000)));
  });

  it('an unknown address is slowed down the same way (the answers do not tell which addresses exist)', async () => {
    const { free } = THROTTLES.signInAccount;
    for (let i = 0; i <= free; i++)
      expect((await login({ email: 'nikt-taki@example.com', password: `zle-haslo-${i}-2026` }, `192.0.2.${200 + i}`)).status).toBe(422);
    expect((await login({ email: 'nikt-taki@example.com', password: 'zle-haslo-x-2026' }, '192.0.2.230')).status).toBe(429);
  });
});

describe('two-factor codes', () => {
  async function withTwoFactor() {
    const who = await newCustomer();
    const token = (await login(who, '198.18.0.1')).body.data.token as string;
    const { secret } = (await p.call('POST', '/auth/2fa/setup', { token, body: { type: 'app' } })).body.data;
    const epoch = () => Math.floor((Date.now() + offsetMs) / 1000);
    return { who, token, secret, epoch };
  }

  it('a code confirming two-factor sign-in cannot sign in again; a code that signed in is refused the second time', async () => {
    const { who, token, secret, epoch } = await withTwoFactor();
    const confirmCode = await generate({ secret, epoch: epoch() });
    expect((await p.call('POST', '/auth/2fa/confirm', { token, body: { code: confirmCode } })).status).toBe(200);
    const replayed = await login({ ...who, code: confirmCode }, '198.18.0.2');
    expect(replayed.status).toBe(422);
    expect(replayed.body.error.key).toBe('CLIENT_TFA_INVALID_TOKEN');

    offsetMs += 30_000;
    const next = await generate({ secret, epoch: epoch() });
    // Two sign-ins with one code at the same moment: one gets in.
    const both = await Promise.all([login({ ...who, code: next }, '198.18.0.3'), login({ ...who, code: next }, '198.18.0.4')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await login({ ...who, code: next }, '198.18.0.5')).status).toBe(422);
    // The code of the following step works.
    offsetMs += 30_000;
    expect((await login({ ...who, code: await generate({ secret, epoch: epoch() }) }, '198.18.0.6')).status).toBe(200);
  });

  it('wrong codes slow the account down like wrong passwords', async () => {
    const { who, token, secret, epoch } = await withTwoFactor();
    expect((await p.call('POST', '/auth/2fa/confirm', { token, body: { code: await generate({ secret, epoch: epoch() }) } })).status).toBe(200);
    const { free, firstDelayMs } = THROTTLES.twoFactorAccount;
    for (let i = 0; i <= free; i++)
      expect((await login({ ...who, code: String(100000 + i) }, `198.18.1.${i + 1}`)).body.error.key).toBe('CLIENT_TFA_INVALID_TOKEN');
    offsetMs += 30_000 - firstDelayMs;
    const right = async () => login({ ...who, code: await generate({ secret, epoch: epoch() }) }, '198.18.1.100');
    // The delay after these failures is long past by now; with one more failure the next code waits.
    expect((await login({ ...who, code: '999999' }, '198.18.1.99')).status).toBe(422);
    expect((await right()).status).toBe(429);
    offsetMs += 2 * firstDelayMs;
    expect((await right()).status).toBe(200);
  });
});

describe('password reset', () => {
  it('reset e-mails for one address slow down after a few; other addresses are not affected', async () => {
    const who = await newCustomer();
    const ask = (email: string, address: string) =>
      p.call('POST', '/users/reset-password', { body: { email, redirect_url: 'http://127.0.0.1:4321/reset-password' }, headers: from(address) });
    const { free, firstDelayMs } = THROTTLES.resetAccount;
    for (let i = 0; i < free + 1; i++) expect((await ask(who.email, `192.0.2.${i + 1}`)).status).toBe(204);
    const refused = await ask(who.email, '192.0.2.99');
    expect(refused.status).toBe(429);
    expect(refused.body.error.key).toBe('TOO_MANY_REQUESTS');
    expect((await ask('ktos-inny@example.com', '192.0.2.99')).status).toBe(204);
    offsetMs += firstDelayMs;
    expect((await ask(who.email, '192.0.2.99')).status).toBe(204);
  });

  it('reset links that match nothing are limited per network', async () => {
    const { limit } = THROTTLES.resetTokenNetwork;
    const answers = await Promise.all(
      Array.from({ length: limit + 3 }, (_, i) =>
        p.call('GET', `/users/reset-password/zgadywany-token-${i}/${encodeURIComponent('ktos@example.com')}`, { headers: from('2001:db8:99:1::1') }),
      ),
    );
    expect(answers.filter((r) => r.status === 422)).toHaveLength(limit);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(3);
  });
});
