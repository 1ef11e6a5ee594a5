import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = 16384;

/** scrypt with a random salt; stored as `scrypt$N$salt$hash`. The clear password is never kept. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST });
  return `scrypt$${COST}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(cost) });
  return timingSafeEqual(expected, actual);
}

/** A tiny stand-in for a leaked-password list: the most common passwords people pick. */
const COMMON_PASSWORDS = new Set(['123456789012', 'password1234', 'qwertyuiopas', '111111111111', 'passwordpassword', 'aaaaaaaaaaaa']);
export function isCompromised(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
