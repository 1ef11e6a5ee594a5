// One sign-in attempt through the guessing guards, for every door that checks a password and a
// two-factor code against the platform's POST /login (the shop's sign-in and the staff preview's). The
// attempt is counted before the platform checks it (per network, per account from this network, per
// account); a success forgets the account's failures; the code step has its own counts. The platform's
// refusals and the outcomes become the same ActionErrors (codes in SIGN_IN_REFUSALS) and messages at
// every door, so one count and one wording serve both.
import { ActionError, type ActionAPIContext } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t, type MessageKey } from '../../i18n/messages';
import { PlatformError } from '../../lib/platform';
import { limits } from '../../lib/rate-limit/limits';
import { clientNetworkOf } from '../../lib/rate-limit/client-network';
import type { SignInInput } from './sign-in-input';
import { platformTooManyRequests, tooManyRequests } from './rate-limited';
import { isTemporaryFailure, refusedByPlatform } from './platform-refusal';

/** ActionError codes of the refusals the form shows in its own way. */
export const SIGN_IN_REFUSALS = {
  invalidCredentials: 'UNAUTHORIZED',
  invalidCode: 'UNPROCESSABLE_CONTENT',
  stepExpired: 'GONE',
  /** Too many failed attempts for this address or from this network (src/lib/rate-limit/attempt-guard.ts). */
  rateLimited: 'TOO_MANY_REQUESTS',
  /** The password was right, but this door does not admit the account. */
  notAdmitted: 'FORBIDDEN',
} as const;

/** What a door's check of the credentials can answer (the platform's other failures are thrown). */
export type DoorOutcome =
  | { outcome: 'signed-in' }
  | { outcome: 'two-factor'; email: string }
  | { outcome: 'invalid-credentials' }
  | { outcome: 'invalid-code' }
  /** The two-factor step came too late (or from another browser): start again with the password. */
  | { outcome: 'step-expired' }
  /** The password was right, but the door refuses the account; `message` says why. */
  | { outcome: 'not-admitted'; message: MessageKey };

export interface DoorCredentials {
  email: string;
  /** Absent in the two-factor step: the door keeps it sealed from the first step. */
  password: string | undefined;
  code: string | undefined;
}

export interface DoorOptions {
  language: Locale;
  salesChannelId: string | undefined;
}

export interface SignInDoor {
  /** Names the door in the server's log of unexpected failures ('[account]', '[preview]'). */
  log: string;
  /** Checks the credentials with the platform and keeps the door's tokens on success. */
  check(credentials: DoorCredentials, options: DoorOptions): Promise<DoorOutcome>;
}

export type GuardedSignInResult = { outcome: 'signed-in' } | { outcome: 'two-factor'; email: string };

/**
 * The sign-in form's input checked at `door` under the guessing guards. Returns 'signed-in' or
 * 'two-factor' (the password was right, the code step follows); throws the localised ActionError of every
 * refusal: too many attempts (429, also the platform's own throttle), wrong password or code, an expired
 * code step, an account the door does not admit, a refusal the platform words itself, or 503 when the
 * platform could not answer.
 */
export async function guardedSignIn(input: SignInInput, context: ActionAPIContext, door: SignInDoor): Promise<GuardedSignInResult> {
  const { locale } = input;
  const guard = input.step === 'code' ? limits().twoFactor : limits().signIn;
  const attempt = await guard.begin({ account: input.email, network: clientNetworkOf(context) });
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterMs, locale);
  let result: DoorOutcome;
  try {
    result = await door.check(
      { email: input.email, password: input.step === 'code' ? undefined : input.password, code: input.step === 'code' ? input.code : undefined },
      { language: locale, salesChannelId: context.locals.shop?.channel?.id },
    );
  } catch (error) {
    await attempt.cancelled();
    // The platform's own throttle (per client network) refuses like the storefront's.
    const throttled = platformTooManyRequests(error, locale);
    if (throttled) throw throttled;
    // Any other refusal (a blocked account, a field the platform checks) is shown as the platform words it.
    if (error instanceof PlatformError && !isTemporaryFailure(error)) throw refusedByPlatform(error);
    console.error(`${door.log} sign-in failed:`, error instanceof Error ? error.message : error);
    throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'account.login.failed') });
  }
  switch (result.outcome) {
    case 'signed-in':
      await attempt.succeeded();
      return { outcome: 'signed-in' };
    case 'two-factor':
      // The password was right; the code is counted by the two-factor guard.
      await attempt.succeeded();
      return { outcome: 'two-factor', email: result.email };
    case 'not-admitted':
      // The password was right: not a guess.
      await attempt.succeeded();
      throw new ActionError({ code: SIGN_IN_REFUSALS.notAdmitted, message: t(locale, result.message) });
    case 'invalid-credentials':
      await attempt.failed();
      throw new ActionError({ code: SIGN_IN_REFUSALS.invalidCredentials, message: t(locale, 'account.login.invalidCredentials') });
    case 'invalid-code':
      await attempt.failed();
      throw new ActionError({ code: SIGN_IN_REFUSALS.invalidCode, message: t(locale, 'account.login.twoFactor.codeInvalid') });
    case 'step-expired':
      await attempt.cancelled();
      throw new ActionError({ code: SIGN_IN_REFUSALS.stepExpired, message: t(locale, 'account.login.twoFactor.stepExpired') });
  }
}
