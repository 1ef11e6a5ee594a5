// Forgotten password: asking for a reset link (POST /users/reset-password with this
// storefront's /reset-password address; the answer is the same whether or not the e-mail has an
// account) and saving the new password (PUT /users/save-reset-password). Both are plain form POSTs
// from their pages. Requests for a link are rate limited per address and per client.
import { ActionError, defineAction } from 'astro:actions';
import { isTemporaryFailure, refusedByPlatform } from './platform-refusal';
import { t } from '../../i18n/messages';
import { createPlatform, platformErrorFromResponse } from '../../lib/platform';
import { limits } from '../../lib/rate-limit/limits';
import { clientNetworkOf } from '../../lib/rate-limit/client-network';
import { resetPageUrl } from '../../lib/account/reset-link';
import { siteOrigin } from '../../lib/site-origin';
import { forgotPasswordInput, resetPasswordInput } from './account-input';
import { platformTooManyRequests, takeOrRefuse } from './rate-limited';

export const RESET_REFUSALS = {
  /** The link's token is unknown, used or expired (CLIENT_INVALID_TOKEN). */
  invalidLink: 'GONE',
  compromised: 'UNPROCESSABLE_CONTENT',
} as const;

export const requestPasswordReset = defineAction({
  accept: 'form',
  input: forgotPasswordInput,
  async handler(input, context): Promise<{ email: string }> {
    const { locale } = input;
    await takeOrRefuse(limits().passwordReset, { account: input.email, network: clientNetworkOf(context) }, locale);
    const platform = context.locals.platformWith({ language: locale });
    try {
      const result = await platform.client.POST('/users/reset-password', { body: { email: input.email, redirect_url: resetPageUrl(locale, siteOrigin()) } });
      if (!result.response.ok) {
        const error = platformErrorFromResponse(result.response.status, result.error, result.response.statusText, result.response.headers.get('retry-after'));
        // Whatever the platform says about the address itself stays unknown to the visitor (no account enumeration).
        if (error.status >= 500 || error.status === 429) throw error;
        console.warn('[account] reset request refused:', error.status, error.key);
      }
    } catch (error) {
      const throttled = platformTooManyRequests(error, locale);
      if (throttled) throw throttled;
      console.error('[account] reset request failed:', error instanceof Error ? error.message : error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'account.forgot.failed') });
    }
    return { email: input.email };
  },
});

export const resetPassword = defineAction({
  accept: 'form',
  input: resetPasswordInput,
  async handler(input, context): Promise<{ done: true }> {
    const { locale } = input;
    const platform = context.locals.platformWith({ language: locale });
    let result;
    try {
      result = await platform.client.PUT('/users/save-reset-password', { body: { token: input.token, email: input.email, password: input.password } });
    } catch (error) {
      console.error('[account] saving the new password failed:', error instanceof Error ? error.message : error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'account.reset.failed') });
    }
    if (!result.response.ok) {
      const error = platformErrorFromResponse(result.response.status, result.error, result.response.statusText, result.response.headers.get('retry-after'));
      const throttled = platformTooManyRequests(error, locale);
      if (throttled) throw throttled;
      if (error.errors.password?.[0]?.key === 'VALIDATION_PASSWORD_COMPROMISED')
        throw new ActionError({ code: RESET_REFUSALS.compromised, message: t(locale, 'account.register.compromised') });
      if (error.key === 'CLIENT_INVALID_TOKEN' || error.status === 404 || error.errors.token || error.errors.email) {
        throw new ActionError({ code: RESET_REFUSALS.invalidLink, message: t(locale, 'account.reset.invalidLink') });
      }
      // Any other refusal (a password rule of the platform) is shown as the platform words it.
      if (!isTemporaryFailure(error)) throw refusedByPlatform(error);
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'account.reset.failed') });
    }
    return { done: true };
  },
});

/** Whether the link's token is valid now (GET /users/reset-password/{token}/{email}); undefined when the platform cannot answer. */
export async function verifyResetLink(
  link: { token: string; email: string },
  options: { language: 'pl' | 'en'; salesChannelId?: string | undefined; clientAddress?: string | undefined },
): Promise<boolean | undefined> {
  const platform = createPlatform({ ...options, cache: false });
  try {
    const { response } = await platform.client.GET('/users/reset-password/{token}/{email}', { params: { path: { token: link.token, email: link.email } } });
    if (response.ok) return true;
    // Throttled: not an answer about the link (the form is shown; saving checks it again).
    if (response.status === 429) return undefined;
    return response.status >= 500 ? undefined : false;
  } catch {
    return undefined;
  }
}
