import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export type ScryptCost = { N: number; r: number; p: number };

/** OWASP's Password Storage Cheat Sheet: scrypt with N=2^17 (128 MiB), r=8, p=1. */
export const PRODUCTION_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** The tests' cost (demo mode only: the test harness, and PLATFORM_TEST_PASSWORD_COST=1 for the e2e stack). */
export const TEST_SCRYPT: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 64;
/** A stored hash naming a cost above these is refused rather than computed (a corrupted row must not stall the platform). */
const CEILING: ScryptCost = { N: 2 ** 20, r: 32, p: 16 };

/** scrypt needs 128·N·r bytes; Node refuses above `maxmem` (32 MiB by default), so allow twice that. */
const maxmemFor = (cost: ScryptCost) => 2 * 128 * cost.N * cost.r * cost.p + 1024 * 1024;

export type PasswordCheck = { ok: boolean; rehash: boolean };

export interface PasswordHasher {
  readonly cost: ScryptCost;
  /** `scrypt$n=<N>,r=<r>,p=<p>$<salt>$<hash>` (base64), computed on libuv's thread pool, off the event loop. */
  hash(password: string): Promise<string>;
  /**
   * Whether the password matches `stored`; `rehash` when it matched a hash weaker than this hasher's cost.
   * With no usable hash (unknown e-mail, an account without a password) it still runs one scrypt of this
   * cost, so the answer takes as long as for a real account.
   */
  verify(password: string, stored: string | undefined): Promise<PasswordCheck>;
}

type Parsed = { cost: ScryptCost; salt: Buffer; hash: Buffer };

/** Reads both formats: today's `scrypt$n=…,r=…,p=…$salt$hash` and the first one, `scrypt$<N>$salt$hash` (r=8, p=1). */
function parse(stored: string): Parsed | undefined {
  const [scheme, params, salt, hash, extra] = stored.split('$');
  if (scheme !== 'scrypt' || !params || !salt || !hash || extra !== undefined) return undefined;
  let cost: ScryptCost;
  if (/^\d+$/.test(params)) cost = { N: Number(params), r: 8, p: 1 };
  else {
    const fields = Object.fromEntries(params.split(',').map((pair) => pair.split('=')));
    cost = { N: Number(fields.n), r: Number(fields.r), p: Number(fields.p) };
  }
  const sane = (Object.keys(cost) as (keyof ScryptCost)[]).every((k) => Number.isSafeInteger(cost[k]) && cost[k] >= 1 && cost[k] <= CEILING[k]);
  if (!sane || (cost.N & (cost.N - 1)) !== 0 || cost.N < 2) return undefined;
  const parsed = { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
  return parsed.salt.length >= 8 && parsed.hash.length >= 16 ? parsed : undefined;
}

const weaker = (a: ScryptCost, b: ScryptCost) => a.N < b.N || a.r < b.r || a.p < b.p;

/**
 * The platform's password hasher. Production uses PRODUCTION_SCRYPT; the only other cost comes from
 * `startPlatform({ passwordCost })`, an option the environment cannot set (the test harness uses it to
 * keep the suite fast).
 */
export function passwordHasher(cost: ScryptCost = PRODUCTION_SCRYPT): PasswordHasher {
  const derive = (password: string, salt: Buffer, c: ScryptCost, length: number) => scryptAsync(password, salt, length, { ...c, maxmem: maxmemFor(c) });
  const encode = (salt: Buffer, hash: Buffer) => `scrypt$n=${cost.N},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
  let dummy: Promise<Parsed> | undefined;
  const dummyHash = () =>
    (dummy ??= (async () => {
      const salt = randomBytes(16);
      return { cost, salt, hash: await derive(randomBytes(16).toString('hex'), salt, cost, KEY_LENGTH) };
    })());

  return {
    cost,
    async hash(password) {
      const salt = randomBytes(16);
      return encode(salt, await derive(password, salt, cost, KEY_LENGTH));
    },
    async verify(password, stored) {
      const parsed = stored ? parse(stored) : undefined;
      if (!parsed) {
        const fake = await dummyHash();
        await derive(password, fake.salt, fake.cost, fake.hash.length);
        return { ok: false, rehash: false };
      }
      const actual = await derive(password, parsed.salt, parsed.cost, parsed.hash.length);
      const ok = timingSafeEqual(actual, parsed.hash);
      return { ok, rehash: ok && weaker(parsed.cost, cost) };
    },
  };
}

/** A password nobody can type: accounts created through a sign-in provider have no password of their own. */
export const NO_PASSWORD = '!';

/** A tiny stand-in for a leaked-password list: the most common passwords people pick. */
const COMMON_PASSWORDS = new Set(['123456789012', 'password1234', 'qwertyuiopas', '111111111111', 'passwordpassword', 'aaaaaaaaaaaa']);
export function isCompromised(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
