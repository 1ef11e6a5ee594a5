// Registration: POST /register on the server with the platform's consents, then the
// new customer is signed in with the same credentials (the platform's POST /register answers the user
// only, no tokens) and the tokens go into their HttpOnly cookies (src/lib/account/session.ts). Works as
// a plain HTML form POST to /register (the page passes the form to this action). Refusals are
// ActionErrors whose code tells the page which message goes where (REGISTER_REFUSALS).
import { ActionError, defineAction } from 'astro:actions';
import { t } from '../../i18n/messages';
import { type PlatformError, platformErrorFromResponse } from '../../lib/platform';
import { DEFAULT_COUNTRY } from '../../lib/commerce/address';
import { internationalPhone } from '../../lib/commerce/phone';
import { signIn, type SessionContext } from '../../lib/account/session';
import { flagAuthEvent } from '../../lib/account/auth-cookies';
import { limits } from '../../lib/rate-limit/limits';
import { clientNetworkOf } from '../../lib/rate-limit/client-network';
import { loadConsents, missingRequiredConsents } from '../../lib/account/consents';
import { REGISTER_REFUSALS, registerInput, type RegisterInput } from './account-input';
import { platformTooManyRequests, takeOrRefuse } from './rate-limited';
import { isTemporaryFailure, refusedByPlatform } from './platform-refusal';

export { REGISTER_REFUSALS };

const fieldKey = (error: PlatformError, field: string): string | undefined => error.errors[field]?.[0]?.key;

type RegisterContext = SessionContext & { clientAddress: string; locals: App.Locals };

/**
 * Registers the shopper and signs them in (the /register form and an account created with an order,
 * src/actions/checkout/place-order.ts). Refusals are ActionErrors with a REGISTER_REFUSALS code.
 */
export async function registerAndSignIn(input: RegisterInput, context: RegisterContext): Promise<{ outcome: 'signed-in' | 'registered' }> {
  const { locale } = input;
  // Counted before anything is asked of the platform, so parallel requests cannot all pass.
  const keys = { account: input.email, network: clientNetworkOf(context) };
  await takeOrRefuse(limits().register, keys, locale);
  const options = { language: locale, salesChannelId: context.locals.shop?.channel?.id };
  let result;
  try {
    const consents = await loadConsents(options);
    if (missingRequiredConsents(consents, input.consents).length) {
      // Not a registration: the form goes back to the shopper without asking the platform.
      await limits().register.giveBack(keys);
      throw new ActionError({ code: REGISTER_REFUSALS.consents, message: t(locale, 'account.register.consentRequired') });
    }
    const platform = context.locals.platformWith({ language: locale });
    result = await platform.client.POST('/register', {
      body: {
        name: `${input.firstName} ${input.surname}`,
        email: input.email,
        password: input.password,
        // The account's phone has no country of its own: one typed without a code is the shop's country's.
        ...(input.phone ? { phone: internationalPhone(input.phone, DEFAULT_COUNTRY) } : {}),
        ...(input.birthday ? { birthday_date: input.birthday } : {}),
        consents: Object.fromEntries(consents.map((consent) => [consent.id, input.consents.includes(consent.id)])),
      },
    });
  } catch (error) {
    if (error instanceof ActionError) throw error;
    console.error('[account] registration failed:', error instanceof Error ? error.message : error);
    throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'account.register.failed') });
  }
  if (!result.response.ok) {
    const error = platformErrorFromResponse(result.response.status, result.error, result.response.statusText, result.response.headers.get('retry-after'));
    if (fieldKey(error, 'email') === 'VALIDATION_UNIQUE')
      throw new ActionError({ code: REGISTER_REFUSALS.alreadyRegistered, message: t(locale, 'account.register.alreadyRegistered') });
    if (fieldKey(error, 'password') === 'VALIDATION_PASSWORD_COMPROMISED')
      throw new ActionError({ code: REGISTER_REFUSALS.compromised, message: t(locale, 'account.register.compromised') });
    if (fieldKey(error, 'name') === 'VALIDATION_FULL_NAME')
      throw new ActionError({ code: REGISTER_REFUSALS.invalid, message: t(locale, 'account.register.fullName') });
    if (fieldKey(error, 'consents') === 'VALIDATION_REQUIRED_CONSENTS')
      throw new ActionError({ code: REGISTER_REFUSALS.consents, message: t(locale, 'account.register.consentRequired') });
    const throttled = platformTooManyRequests(error, locale);
    if (throttled) throw throttled;
    // Any other refusal is shown as the platform words it, at its field.
    if (!isTemporaryFailure(error)) throw refusedByPlatform(error);
    console.error('[account] registration failed:', error.status, error.key, error.message);
    throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'account.register.failed') });
  }
  try {
    const signedIn = await signIn(context, { email: input.email, password: input.password }, options);
    flagAuthEvent(context.cookies, context.url, 'register');
    return { outcome: signedIn.outcome === 'signed-in' ? 'signed-in' : 'registered' };
  } catch (error) {
    console.warn('[account] sign-in after registration failed:', error instanceof Error ? error.message : error);
    return { outcome: 'registered' };
  }
}

export const registerAction = defineAction({
  accept: 'form',
  input: registerInput,
  handler: (input, context) => registerAndSignIn(input, context),
});
