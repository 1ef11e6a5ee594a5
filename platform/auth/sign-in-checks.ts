import { getConnInfo } from '@hono/node-server/conninfo';
import type { C, Deps } from '../http/context.ts';
import { nowOf, passwordsOf } from '../http/context.ts';
import { run, transaction } from '../db/database.ts';
import { clientAddress, clientNetwork } from '../http/client-network.ts';
import { loadUser, saveUser, type StoredUser } from '../users/user-store.ts';
import { accountKey, networkKey, refund, take, THROTTLES, type Charge } from './throttle.ts';
import { matchRecoveryCode, totpStep } from './two-factor.ts';

/** The client's network as the throttles count it (platform/http/client-network.ts). */
export function networkOf(c: C, deps: Deps): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return clientNetwork(clientAddress(socket, c.req.header('x-forwarded-for'), deps.trustProxy ?? false));
}

/** Per network and per e-mail address: what wrong passwords are counted against. */
export const signInCharges = (c: C, deps: Deps, email: string): Charge[] => [
  { key: networkKey('sign-in', networkOf(c, deps)), rule: THROTTLES.signInNetwork },
  { key: accountKey('sign-in', email), rule: THROTTLES.signInAccount },
];

/**
 * Whether `given` is the account's password, throttled: the attempt is recorded before the (slow,
 * asynchronous) scrypt and forgiven when it matched; over a limit it throws TooManyAttempts (429) before
 * any hashing. `stored` undefined (no such account) costs the same time as a real one. A match against a
 * hash weaker than today's cost is re-hashed.
 */
export async function passwordMatches(c: C, deps: Deps, email: string, account: { id: string; hash: string } | undefined, given: string): Promise<boolean> {
  const charges = signInCharges(c, deps, email);
  take(deps.db, nowOf(deps), charges);
  const hasher = passwordsOf(deps);
  const check = await hasher.verify(given, account?.hash);
  if (!check.ok || !account) return false;
  refund(deps.db, charges);
  if (check.rehash) {
    const fresh = await hasher.hash(given);
    // Only if the password was not changed meanwhile.
    run(deps.db, 'UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?', fresh, account.id, account.hash);
  }
  return true;
}

/**
 * Checks a two-factor code of the user, throttled per network and per account like passwords. A code
 * from the app is accepted once: its time step must be later than the last one accepted, which is
 * recorded in the same synchronous transaction that re-reads the user (two requests with one code cannot
 * both pass). With `recovery`, an unused recovery code is accepted (and used up) too. `commit` runs in that
 * transaction with the user as saved, for what the caller changes together with the acceptance.
 */
export async function acceptSecondFactor(
  c: C,
  deps: Deps,
  userId: string,
  code: string,
  options: { recovery: boolean; commit?: (user: StoredUser & { tfa: NonNullable<StoredUser['tfa']> }) => void },
): Promise<boolean> {
  const charges: Charge[] = [
    { key: networkKey('two-factor', networkOf(c, deps)), rule: THROTTLES.twoFactorNetwork },
    { key: accountKey('two-factor', userId), rule: THROTTLES.twoFactorAccount },
  ];
  const now = nowOf(deps);
  take(deps.db, now, charges);
  const before = loadUser(deps.db, userId);
  if (!before?.tfa) return false;
  const step = await totpStep(before.tfa.secret, code, now, before.tfa.last_step);
  const accepted = transaction(deps.db, () => {
    const user = loadUser(deps.db, userId);
    if (!user?.tfa || user.tfa.secret !== before.tfa!.secret) return false;
    let tfa = user.tfa;
    if (step !== undefined && (tfa.last_step === undefined || step > tfa.last_step)) {
      tfa = { ...tfa, last_step: step };
    } else if (step === undefined && options.recovery) {
      const index = matchRecoveryCode(tfa.recovery_codes, code);
      if (index < 0) return false;
      tfa = { ...tfa, recovery_codes: tfa.recovery_codes.filter((_, i) => i !== index) };
    } else {
      return false;
    }
    const saved = { ...user, tfa };
    saveUser(deps.db, saved);
    options.commit?.(saved);
    return true;
  });
  if (accepted) refund(deps.db, charges);
  return accepted;
}
