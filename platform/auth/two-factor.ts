import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

export const newTotpSecret = (): string => generateSecret();
export const totpUri = (email: string, secret: string): string => generateURI({ issuer: 'Sklep Demo', label: email, secret });

export async function totpValid(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}

const hashCode = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/** Ten single-use recovery codes; only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: 10 }, () => randomBytes(5).toString('hex').toUpperCase());
  return { codes, hashes: codes.map(hashCode) };
}

export function matchRecoveryCode(hashes: string[], code: string): number {
  return hashes.indexOf(hashCode(code));
}
