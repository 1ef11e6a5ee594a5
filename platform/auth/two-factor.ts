import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

export const newTotpSecret = (): string => generateSecret();
export const totpUri = (email: string, secret: string): string => generateURI({ issuer: 'Sklep Demo', label: email, secret });

/**
 * The time step of a valid code from the authenticator app (one step of tolerance either way), else
 * undefined. A code of step `afterStep` or earlier is refused: each code is accepted once (the caller
 * records the step it got, see `acceptTotp` in auth-routes.ts).
 */
export async function totpStep(secret: string, code: string, nowMs: number, afterStep?: number): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      epoch: Math.floor(nowMs / 1000),
      ...(afterStep === undefined ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
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
