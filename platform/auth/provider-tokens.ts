import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** What a sealed value is for: a value sealed for one purpose never opens as another. */
export type SealPurpose = 'provider-state' | 'provider-code' | 'provider-merge';
/** An expired value is still told apart from a forged one, and still readable (its signature held). */
export type Opened<T> = { ok: true; value: T; jti: string } | { ok: false; reason: 'expired'; value: T; jti: string } | { ok: false; reason: 'invalid' };

type Envelope<T> = { pur: SealPurpose; jti: string; exp: number; val: T };

/** An HMAC-signed, expiring value (the state, code and merge token of the provider sign-in). */
export function seal<T>(key: Buffer, purpose: SealPurpose, value: T, ttlSeconds: number): string {
  const envelope: Envelope<T> = { pur: purpose, jti: randomUUID(), exp: Math.floor(Date.now() / 1000) + ttlSeconds, val: value };
  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(`${purpose}.${body}`).digest('base64url')}`;
}

export function open<T>(key: Buffer, purpose: SealPurpose, token: string): Opened<T> {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = createHmac('sha256', key).update(`${purpose}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  try {
    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString()) as Envelope<T>;
    if (envelope.pur !== purpose || typeof envelope.exp !== 'number') return { ok: false, reason: 'invalid' };
    if (envelope.exp < Date.now() / 1000) return { ok: false, reason: 'expired', value: envelope.val, jti: envelope.jti };
    return { ok: true, value: envelope.val, jti: envelope.jti };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
