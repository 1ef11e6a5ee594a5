// Password storage (ASVS V6): scrypt at OWASP's cost, off the event loop, old hashes still
// accepted and upgraded at the next sign-in, and an unknown e-mail answered as slowly as a known one.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHasher, PRODUCTION_SCRYPT } from '../auth/passwords.ts';
import { CUSTOMER, startTestPlatform, TEST_SCRYPT, type TestPlatform } from './harness.ts';

/** The first format: `scrypt$<N>$salt$hash` with Node's defaults r=8, p=1. */
const legacyHash = (password: string, N: number) => {
  const salt = randomBytes(16);
  return `scrypt$${N}$${salt.toString('base64')}$${scryptSync(password, salt, 64, { N }).toString('base64')}`;
};

describe('the production hasher', () => {
  const hasher = passwordHasher();

  it("hashes at OWASP's cost (N=2^17, r=8, p=1), the cost written in the hash, without blocking the event loop", async () => {
    expect(PRODUCTION_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const started = performance.now();
    const hash = await hasher.hash('haslo-testowe-2026');
    const took = performance.now() - started;
    clearInterval(timer);
    expect(hash).toMatch(/^scrypt\$n=131072,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    // The event loop kept running while scrypt worked on the thread pool.
    expect(ticks).toBeGreaterThan(Math.floor(took / 5 / 4));
    expect(await hasher.verify('haslo-testowe-2026', hash)).toEqual({ ok: true, rehash: false });
    expect(await hasher.verify('inne-haslo-2026', hash)).toEqual({ ok: false, rehash: false });
  });

  it('accepts a hash of the first format and asks for it to be re-hashed; refuses an absurd stored cost without computing it', async () => {
    const old = legacyHash('stare-haslo-2026', 16384);
    expect(await hasher.verify('stare-haslo-2026', old)).toEqual({ ok: true, rehash: true });
    expect(await hasher.verify('zle-haslo-2026', old)).toEqual({ ok: false, rehash: false });
    const absurd = old.replace('$16384$', '$1073741824$');
    expect(await hasher.verify('stare-haslo-2026', absurd)).toEqual({ ok: false, rehash: false });
  });

  it('takes as long for an account that does not exist as for one that does', async () => {
    const hash = await hasher.hash('haslo-testowe-2026');
    const time = async (stored: string | undefined) => {
      const started = performance.now();
      await hasher.verify('zgadywane-haslo-1', stored);
      return performance.now() - started;
    };
    await time(undefined); // the dummy hash is computed on first use
    // Taken in turns, so a busy moment of the machine falls on both.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(hash));
      unknown.push(await time(undefined));
    }
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });
});

describe('on the platform', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p?.stop());

  it('a password stored in the first format signs in and is stored again at the current cost', async () => {
    const weaker = legacyHash(CUSTOMER.password, TEST_SCRYPT.N / 2);
    p.db.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(weaker, CUSTOMER.email);
    expect((await p.call('POST', '/login', { body: { ...CUSTOMER, password: 'nie-to-haslo-2026' } })).status).toBe(422);
    expect((p.db.prepare('SELECT password_hash FROM users WHERE email = ?').get(CUSTOMER.email) as { password_hash: string }).password_hash).toBe(weaker);
    expect((await p.call('POST', '/login', { body: CUSTOMER })).status).toBe(200);
    const stored = (p.db.prepare('SELECT password_hash FROM users WHERE email = ?').get(CUSTOMER.email) as { password_hash: string }).password_hash;
    expect(stored).toMatch(new RegExp(`^scrypt\\$n=${TEST_SCRYPT.N},r=8,p=1\\$`));
    expect((await p.call('POST', '/login', { body: CUSTOMER })).status).toBe(200);
  });

  it('an account created through a sign-in provider has no password anyone can type', async () => {
    p.db.prepare("UPDATE users SET password_hash = '!' WHERE email = ?").run(CUSTOMER.email);
    for (const password of ['!', '', CUSTOMER.password]) {
      expect((await p.call('POST', '/login', { body: { ...CUSTOMER, password } })).status).toBe(422);
    }
  });
});

describe('sign-in timing', () => {
  let p: TestPlatform;
  // A cost high enough that one scrypt stands out from the rest of the request.
  beforeAll(async () => {
    p = await startTestPlatform(undefined, { passwordCost: { N: 2 ** 15, r: 8, p: 1 } });
  });
  afterAll(() => p?.stop());

  it('a wrong password for an unknown e-mail takes as long as for a known one', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      expect((await p.call('POST', '/login', { body: { email, password: 'zgadywane-haslo-1' } })).body.error.key).toBe('CLIENT_INVALID_CREDENTIALS');
      return performance.now() - started;
    };
    await time('rozgrzewka@example.com');
    // Taken in turns, so a busy moment of the machine falls on both.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(CUSTOMER.email));
      unknown.push(await time(`nikt-${i}@example.com`));
    }
    // Without the dummy hash an unknown address answers in a few milliseconds, a known one after a whole scrypt.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });
});
