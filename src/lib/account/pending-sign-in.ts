// The two-factor step of signing in (spec §4: "login may need a second step with a two-factor code").
// The platform needs the e-mail and password again with the code, but the password must never be
// written into the page. It is kept in a short-lived HttpOnly cookie, sealed with AES-256-GCM, so
// the shopper's browser holds it for a few minutes without being able to read or change it.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { env } from '../env';
import { PENDING_SIGN_IN_MAX_AGE_S } from './auth-cookies';

export interface PendingSignIn {
  email: string;
  password: string;
}

let processKey: Buffer | undefined;

function sealingKey(secret: string | undefined = env().AUTH_SECRET): Buffer {
  if (secret) return createHash('sha256').update(`pending-sign-in:${secret}`).digest();
  processKey ??= randomBytes(32);
  return processKey;
}

/** The sealed cookie value: iv, tag and ciphertext of {email, password, expiry}, base64url. */
export function sealPendingSignIn(pending: PendingSignIn, now = Date.now(), secret?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const plain = JSON.stringify({ e: pending.email, p: pending.password, x: now + PENDING_SIGN_IN_MAX_AGE_S * 1000 });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The pending sign-in, or undefined when the value is missing, altered, sealed by another key or expired. */
export function openPendingSignIn(value: string | undefined, now = Date.now(), secret?: string): PendingSignIn | undefined {
  if (!value || value.length > 4096) return undefined;
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length < 29) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const data = JSON.parse(plain) as { e?: unknown; p?: unknown; x?: unknown };
    if (typeof data.e !== 'string' || typeof data.p !== 'string' || typeof data.x !== 'number' || data.x < now) return undefined;
    return { email: data.e, password: data.p };
  } catch {
    return undefined;
  }
}
