// The two-factor step of signing in ("login may need a second step with a two-factor code").
// The platform needs the e-mail and password again with the code, but the password must never be
// written into the page. It is kept in a short-lived HttpOnly cookie, sealed (./sealed-cookie.ts), so
// the shopper's browser holds it for a few minutes without being able to read or change it.
import { PENDING_SIGN_IN_MAX_AGE_S } from './auth-cookies';
import { openValue, sealValue } from './sealed-cookie';

export interface PendingSignIn {
  email: string;
  password: string;
}

const PURPOSE = 'pending-sign-in';

/** The sealed cookie value of {email, password}, valid for PENDING_SIGN_IN_MAX_AGE_S. */
export function sealPendingSignIn(pending: PendingSignIn, now = Date.now(), secret?: string): string {
  return sealValue(PURPOSE, { e: pending.email, p: pending.password }, PENDING_SIGN_IN_MAX_AGE_S, now, secret);
}

/** The pending sign-in, or undefined when the value is missing, altered, sealed by another key or expired. */
export function openPendingSignIn(value: string | undefined, now = Date.now(), secret?: string): PendingSignIn | undefined {
  const data = openValue(PURPOSE, value, now, secret) as { e?: unknown; p?: unknown } | undefined;
  if (!data || typeof data.e !== 'string' || typeof data.p !== 'string') return undefined;
  return { email: data.e, password: data.p };
}
