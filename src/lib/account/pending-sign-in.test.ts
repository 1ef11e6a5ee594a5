import { describe, expect, it } from 'vitest';
import { openPendingSignIn, sealPendingSignIn } from './pending-sign-in';

const pending = { email: 'klient@example.com', password: 'demo-klient-haslo-2026' };
const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('the sealed two-factor step', () => {
  it('opens what it sealed, and the password is not readable in the value', () => {
    const sealed = sealPendingSignIn(pending, 1_000, SECRET);
    expect(sealed).not.toContain('klient');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('haslo');
    expect(openPendingSignIn(sealed, 2_000, SECRET)).toEqual(pending);
  });

  it('refuses an expired, altered, foreign or missing value', () => {
    const sealed = sealPendingSignIn(pending, 0, SECRET);
    expect(openPendingSignIn(sealed, 5 * 60 * 1000 + 1, SECRET)).toBeUndefined();
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(openPendingSignIn(raw.toString('base64url'), 0, SECRET)).toBeUndefined();
    expect(openPendingSignIn(sealed, 0, 'another-secret-of-at-least-32-characters')).toBeUndefined();
    expect(openPendingSignIn(undefined)).toBeUndefined();
    expect(openPendingSignIn('not-sealed')).toBeUndefined();
  });

  it('works with the per-process key when no secret is configured', () => {
    expect(openPendingSignIn(sealPendingSignIn(pending))).toEqual(pending);
  });
});
