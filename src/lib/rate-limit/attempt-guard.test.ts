import { describe, expect, it } from 'vitest';
import { createAttemptGuard, delayFor, type Attempt, type GuardRules } from './attempt-guard';
import { memoryLimiters } from './limiter-store';
import { GUESSING_RULES } from './limits';

let guards = 0;
/** A fresh guard (its own key prefix) with the shop's figures or the given ones. */
const guard = (rules: GuardRules = GUESSING_RULES) => createAttemptGuard(memoryLimiters, `test-guard-${++guards}`, rules);

const wrong = async (attempt: Attempt) => {
  if (!attempt.allowed) throw new Error('refused');
  await attempt.failed();
};

describe('attempt guard', () => {
  it('a parallel burst of wrong passwords at one account: 5 are judged, the rest refused before any is checked', async () => {
    const signIn = guard();
    const attempts = await Promise.all(Array.from({ length: 40 }, () => signIn.begin({ account: 'anna@example.com', network: '203.0.113.7' })));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(5);
    await Promise.all(attempts.map((attempt) => (attempt.allowed ? attempt.failed() : undefined)));
    const next = await signIn.begin({ account: 'ANNA@example.com ', network: '203.0.113.7' });
    expect(next.allowed).toBe(false);
    // The first delay is 15 minutes.
    expect(next.allowed ? 0 : next.retryAfterMs).toBeGreaterThan(14 * 60_000);
  });

  it('a parallel burst over many accounts from one network stops at the network’s 20', async () => {
    const signIn = guard();
    const attempts = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn.begin({ account: `user${i}@example.com`, network: '198.51.100.1' })));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(20);
    // Another network is not concerned.
    expect((await signIn.begin({ account: 'user0@example.com', network: '198.51.100.2' })).allowed).toBe(true);
  });

  it('counts an IPv6 client’s whole /64 as one network (the caller passes clientNetwork’s key)', async () => {
    const { clientNetwork } = await import('./client-network');
    const signIn = guard();
    for (let i = 1; i <= 20; i += 1)
      await wrong(await signIn.begin({ account: `v6-${i}@example.com`, network: clientNetwork(`2001:db8:5:6::${i.toString(16)}`) }));
    expect((await signIn.begin({ account: 'new@example.com', network: clientNetwork('2001:db8:5:6:ffff:ffff:ffff:ffff') })).allowed).toBe(false);
    expect((await signIn.begin({ account: 'new@example.com', network: clientNetwork('2001:db8:5:7::1') })).allowed).toBe(true);
  });

  it('delays grow per account: each new delay doubles, up to the ceiling', async () => {
    expect([1, 2, 3, 5, 20].map((n) => delayFor(GUESSING_RULES.perAccountAndNetwork, n))).toEqual([900, 1800, 3600, 14_400, 86_400]);
    expect([1, 2, 5, 10].map((n) => delayFor(GUESSING_RULES.perAccount, n))).toEqual([60, 120, 900, 900]);
    // Live, with second-long figures: the second delay of the account is longer than the first.
    const rules: GuardRules = {
      perNetwork: { points: 1000, windowSec: 60 },
      perAccountAndNetwork: { free: 100, windowSec: 60, firstDelaySec: 60, maxDelaySec: 60, memorySec: 60 },
      perAccount: { free: 2, windowSec: 60, firstDelaySec: 1, maxDelaySec: 8, memorySec: 60 },
      knownNetworkSec: 60,
    };
    const signIn = guard(rules);
    const account = 'grow@example.com';
    for (const network of ['10.0.0.1', '10.0.0.2']) await wrong(await signIn.begin({ account, network }));
    const first = await signIn.begin({ account, network: '10.0.0.3' });
    expect(first.allowed).toBe(false);
    expect(first.allowed ? 0 : first.retryAfterMs).toBeLessThanOrEqual(1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const network of ['10.0.0.4', '10.0.0.5']) await wrong(await signIn.begin({ account, network }));
    const second = await signIn.begin({ account, network: '10.0.0.6' });
    expect(second.allowed ? 0 : second.retryAfterMs).toBeGreaterThan(1000);
  });

  it('the owner signs in from another network after the attacker’s delay, and a success forgets the failures', async () => {
    const rules: GuardRules = {
      perNetwork: { points: 20, windowSec: 60 },
      perAccountAndNetwork: { free: 5, windowSec: 60, firstDelaySec: 60, maxDelaySec: 600, memorySec: 600 },
      perAccount: { free: 10, windowSec: 60, firstDelaySec: 1, maxDelaySec: 2, memorySec: 600 },
      knownNetworkSec: 600,
    };
    const signIn = guard(rules);
    const victim = 'victim@example.com';
    // The attacker fails from two networks until both are refused for this account.
    for (const network of ['192.0.2.1', '192.0.2.2']) {
      for (let i = 0; i < 5; i += 1) await wrong(await signIn.begin({ account: victim, network }));
      expect((await signIn.begin({ account: victim, network })).allowed).toBe(false);
    }
    // The account as a whole now waits a short delay, for everybody…
    const owner = await signIn.begin({ account: victim, network: '2001:db8:beef:1::/64' });
    expect(owner.allowed).toBe(false);
    expect(owner.allowed ? 0 : owner.retryAfterMs).toBeLessThanOrEqual(1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // …after which the owner's right password goes through from their own network,
    const later = await signIn.begin({ account: victim, network: '2001:db8:beef:1::/64' });
    expect(later.allowed).toBe(true);
    if (later.allowed) await later.succeeded();
    // while the attacker's networks stay refused for this account.
    expect((await signIn.begin({ account: victim, network: '192.0.2.1' })).allowed).toBe(false);
  });

  it('strangers renewing the account-wide delay from fresh networks never hold back a network the owner signed in from', async () => {
    const rules: GuardRules = {
      perNetwork: { points: 20, windowSec: 60 },
      perAccountAndNetwork: { free: 5, windowSec: 60, firstDelaySec: 60, maxDelaySec: 600, memorySec: 600 },
      // A delay far longer than the test: only a network the account knows gets through it.
      perAccount: { free: 3, windowSec: 60, firstDelaySec: 600, maxDelaySec: 600, memorySec: 600 },
      knownNetworkSec: 600,
    };
    const signIn = guard(rules);
    const victim = 'renewed@example.com';
    const home = '203.0.113.80';
    const before = await signIn.begin({ account: victim, network: home });
    if (!before.allowed) throw new Error('refused');
    await before.succeeded();
    // Each stranger's network fails once: together they start the account-wide delay.
    for (const stranger of ['198.51.100.81', '198.51.100.82', '198.51.100.83']) await wrong(await signIn.begin({ account: victim, network: stranger }));
    expect((await signIn.begin({ account: victim, network: '198.51.100.84' })).allowed).toBe(false);
    expect((await signIn.begin({ account: victim, network: '192.0.2.85' })).allowed, 'a network the account never signed in from waits').toBe(false);
    // The owner's own network goes through, and its success is remembered again.
    const owner = await signIn.begin({ account: victim, network: home });
    expect(owner.allowed).toBe(true);
    if (owner.allowed) await owner.failed();
    // A known network still meets its own count (5 per account and network): guessing from it is no easier.
    for (let i = 0; i < 4; i += 1) await wrong(await signIn.begin({ account: victim, network: home }));
    expect((await signIn.begin({ account: victim, network: home })).allowed).toBe(false);
    // Knowing is per account: the same network is a stranger to another account.
    for (const stranger of ['198.51.100.91', '198.51.100.92', '198.51.100.93'])
      await wrong(await signIn.begin({ account: 'other@example.com', network: stranger }));
    expect((await signIn.begin({ account: 'other@example.com', network: home })).allowed).toBe(false);
  });

  it('gives the points back for an attempt the platform could not judge, and for a success', async () => {
    const signIn = guard();
    for (let i = 0; i < 30; i += 1) {
      const attempt = await signIn.begin({ account: 'down@example.com', network: '10.1.1.1' });
      if (!attempt.allowed) throw new Error(`refused at ${i}`);
      await (i % 2 ? attempt.cancelled() : attempt.succeeded());
    }
    expect((await signIn.begin({ account: 'down@example.com', network: '10.1.1.1' })).allowed).toBe(true);
  });
});
