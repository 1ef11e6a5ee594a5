// Short-lived secrets the shopper's browser carries between two requests without being able to read
// or change them: sealed with AES-256-GCM under a key derived from AUTH_SECRET (a random key per
// process when unset) and the value's purpose, so a value sealed for one purpose never opens as another.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { env } from '../env';

const processKeys = new Map<string, Buffer>();

function sealingKey(purpose: string, secret: string | undefined = env().AUTH_SECRET): Buffer {
  if (secret) return createHash('sha256').update(`${purpose}:${secret}`).digest();
  let key = processKeys.get(purpose);
  if (!key) {
    key = randomBytes(32);
    processKeys.set(purpose, key);
  }
  return key;
}

/** The sealed value: iv, tag and ciphertext of {data, expiry}, base64url. */
export function sealValue(purpose: string, data: unknown, maxAgeS: number, now = Date.now(), secret?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(purpose, secret), iv);
  const plain = JSON.stringify({ d: data, x: now + maxAgeS * 1000 });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** What was sealed, or undefined when the value is missing, altered, sealed by another key or purpose, or expired. */
export function openValue(purpose: string, value: string | undefined, now = Date.now(), secret?: string): unknown {
  if (!value || value.length > 4096) return undefined;
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length < 29) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(purpose, secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const sealed = JSON.parse(plain) as { d?: unknown; x?: unknown };
    if (typeof sealed.x !== 'number' || sealed.x < now) return undefined;
    return sealed.d;
  } catch {
    return undefined;
  }
}
