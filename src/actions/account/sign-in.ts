// Signing in: POST /login on the server; the tokens go into HttpOnly cookies set here
// (src/lib/account/session.ts), never to the browser's scripts. Works as a plain HTML form POST to
// /login (the page passes the form to this action) and as an RPC call. The outcome is data
// ('signed-in', or 'two-factor' when the platform asks for a code); refusals are ActionErrors whose
// code tells the page which message to show where (see SIGN_IN_REFUSALS).
import { ActionError, defineAction } from 'astro:actions';
import { t } from '../../i18n/messages';
import { signIn } from '../../lib/account/session';
import { limits } from '../../lib/rate-limit/limits';
import { clientNetworkOf } from '../../lib/rate-limit/client-network';
import { signInInput } from './sign-in-input';
import { platformTooManyRequests, tooManyRequests } from './rate-limited';
import { isTemporaryFailure, refusedByPlatform } from './platform-refusal';
import { PlatformError } from '../../lib/platform';

export { signInInput, SIGN_IN_LIMITS, type SignInInput } from './sign-in-input';

/** ActionError codes of the refusals the form shows in its own way. */
export const SIGN_IN_REFUSALS = {
  invalidCredentials: 'UNAUTHORIZED',
  invalidCode: 'UNPROCESSABLE_CONTENT',
  stepExpired: 'GONE',
  /** Too many failed attempts for this address or from this network (src/lib/rate-limit/attempt-guard.ts). */
  rateLimited: 'TOO_MANY_REQUESTS',
} as const;

export const signInAction = defineAction({
  accept: 'form',
  input: signInInput,
  async handler(input, context): Promise<{ outcome: 'signed-in' } | { outcome: 'two-factor'; email: string }> {
    const { locale } = input;
    // The attempt is counted before the platform checks it (per network, per account from this network,
    // per account); a success forgets the account's failures. The code step has its own counts.
    const guard = input.step === 'code' ? limits().twoFactor : limits().signIn;
    const attempt = await guard.begin({ account: input.email, network: clientNetworkOf(context) });
    if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterMs, locale);
    let result;
    try {
      result = await signIn(
        context,
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
      console.error('[account] sign-in failed:', error instanceof Error ? error.message : error);
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
  },
});
