// Signing in to the preview area (/preview, /en/preview) with a member of staff's platform account: the
// same form, checks and guessing limits as the shop's sign-in (one count per account and network for both
// doors), but the tokens go into the preview cookie (src/lib/preview/preview-cookie.ts), never into the
// shopper's session, and only an account allowed to preview something keeps them.
import { ActionError, defineAction } from 'astro:actions';
import { t } from '../../i18n/messages';
import { previewSignIn } from '../../lib/preview/staff';
import { limits } from '../../lib/rate-limit/limits';
import { clientNetworkOf } from '../../lib/rate-limit/client-network';
import { signInInput } from '../account/sign-in-input';
import { SIGN_IN_REFUSALS } from '../account/sign-in';
import { platformTooManyRequests, tooManyRequests } from '../account/rate-limited';
import { isTemporaryFailure, refusedByPlatform } from '../account/platform-refusal';
import { PlatformError } from '../../lib/platform';

export const previewSignInAction = defineAction({
  accept: 'form',
  input: signInInput,
  async handler(input, context): Promise<{ outcome: 'signed-in' } | { outcome: 'two-factor'; email: string }> {
    const { locale } = input;
    const guard = input.step === 'code' ? limits().twoFactor : limits().signIn;
    const attempt = await guard.begin({ account: input.email, network: clientNetworkOf(context) });
    if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterMs, locale);
    let result;
    try {
      result = await previewSignIn(
        context,
        { email: input.email, password: input.step === 'code' ? undefined : input.password, code: input.step === 'code' ? input.code : undefined },
        { language: locale, salesChannelId: context.locals.shop?.channel?.id },
      );
    } catch (error) {
      await attempt.cancelled();
      const throttled = platformTooManyRequests(error, locale);
      if (throttled) throw throttled;
      if (error instanceof PlatformError && !isTemporaryFailure(error)) throw refusedByPlatform(error);
      console.error('[preview] sign-in failed:', error instanceof Error ? error.message : error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'account.login.failed') });
    }
    switch (result.outcome) {
      case 'signed-in':
        await attempt.succeeded();
        return { outcome: 'signed-in' };
      case 'two-factor':
        await attempt.succeeded();
        return { outcome: 'two-factor', email: result.email };
      case 'not-permitted':
        // The password was right: not a guess.
        await attempt.succeeded();
        throw new ActionError({ code: 'FORBIDDEN', message: t(locale, 'preview.signIn.notPermitted') });
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
