// The account settings (my data, settings, delete account: the profile calls), each a plain
// form POST from /account/settings (the page passes the form to the action) with the shopper's tokens
// (src/lib/account/session.ts): the shopper's data (PATCH /auth/profile), the password (PUT
// /users/password), two-factor sign-in (POST /auth/2fa/*), the newsletter preference kept in the
// personal metadata (PATCH /auth/profile/metadata-personal) and deleting the account (POST
// /users/self-remove, then the session ends as a sign-out ends it). Profile actions answer failure
// with the error (docs/rules.md#quiet-failures); refusals tied to a field carry an ActionError code of SETTINGS_REFUSALS.
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { endSession, hasTokens, type Profile, type SessionPlatform } from '../../lib/account/session';
import { sessionIn } from '../../lib/request/request-context';
import { PlatformError } from '../../lib/platform';
import { DEFAULT_COUNTRY } from '../../lib/commerce/address';
import { internationalPhone } from '../../lib/commerce/phone';
import { isTemporaryFailure, refusedByPlatform } from './platform-refusal';
import { NEWSLETTER_KEY, USER_NOT_DEFINED, updatePersonalMetadata } from '../../lib/account/personal-metadata';
import { limits } from '../../lib/rate-limit/limits';
import { clientNetworkOf } from '../../lib/rate-limit/client-network';
import { tooManyRequests, platformTooManyRequests } from './rate-limited';
import {
  SETTINGS_REFUSALS,
  deleteAccountInput,
  passwordChangeInput,
  preferencesInput,
  profileInput,
  twoFactorInput,
  type TwoFactorIntent,
} from './settings-input';

export { SETTINGS_REFUSALS };

/** The platform client with the shopper's tokens; without a token cookie the action answers 401 at once. */
function session(context: ActionAPIContext, locale: Locale): SessionPlatform {
  if (!hasTokens(context.cookies)) throw new ActionError({ code: SETTINGS_REFUSALS.signedOut, message: t(locale, 'settings.failed') });
  return sessionIn(context.locals, locale);
}

const fieldKey = (error: PlatformError, field: string): string | undefined => error.errors[field]?.[0]?.key;

/** The refusals every settings action shares: signed out, too many requests, the platform down. */
function commonFailure(error: unknown, current: SessionPlatform, locale: Locale, what: string): never {
  if (error instanceof ActionError) throw error;
  if (current.authFailed || (error instanceof PlatformError && error.status === 401)) {
    throw new ActionError({ code: SETTINGS_REFUSALS.signedOut, message: t(locale, 'settings.failed') });
  }
  const throttled = platformTooManyRequests(error, locale);
  if (throttled) throw throttled;
  // The form rules catch most first; a refusal is shown as the platform words it, at its field.
  if (error instanceof PlatformError && !isTemporaryFailure(error)) {
    console.warn(`[account] ${what} refused:`, error.status, error.key, error.message);
    throw refusedByPlatform(error);
  }
  console.error(`[account] ${what} failed:`, error instanceof Error ? error.message : error);
  throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: t(locale, 'settings.failed') });
}

const wrongPassword = (error: unknown) => error instanceof PlatformError && error.key === 'CLIENT_INVALID_PASSWORD';

/**
 * The signed-in shopper's profile: the one the settings page read for this request, or, for a direct
 * call to /_actions/<name> (no page, so no profile read), read now with the session's tokens.
 */
async function currentProfile(context: ActionAPIContext, current: SessionPlatform): Promise<Profile> {
  const account = context.locals.account;
  if (account?.signedIn) return account.profile;
  const { platform } = current;
  return platform.unwrap(await platform.client.GET('/auth/profile')).data;
}

/**
 * Wrong passwords count against the sign-in's counts (limits().signIn: per network, per account from
 * this network, per account), whichever door they come through, the settings page or a direct action
 * call: someone holding a shopper's session (a shared computer) cannot try passwords at will here, nor
 * add to them what the sign-in form allows. The attempt is counted before `work` sends the password; a
 * wrong one stays counted. Throws the localised 429 when over the limit.
 */
async function withPasswordGuard<T>(context: ActionAPIContext, locale: Locale, current: SessionPlatform, work: (profile: Profile) => Promise<T>): Promise<T> {
  const profile = await currentProfile(context, current);
  const attempt = await limits().signIn.begin({ account: profile.email, network: clientNetworkOf(context) });
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterMs, locale);
  try {
    const value = await work(profile);
    await attempt.succeeded();
    return value;
  } catch (error) {
    await (wrongPassword(error) ? attempt.failed() : attempt.cancelled());
    throw error;
  }
}

export const updateProfileAction = defineAction({
  accept: 'form',
  input: profileInput,
  async handler(input, context): Promise<{ outcome: 'profile' }> {
    const { locale } = input;
    const current = session(context, locale);
    const { platform } = current;
    try {
      platform.unwrap(
        await platform.client.PATCH('/auth/profile', {
          body: { name: input.name, phone: input.phone ? internationalPhone(input.phone, DEFAULT_COUNTRY) : null, birthday_date: input.birthday || null },
        }),
      );
      return { outcome: 'profile' };
    } catch (error) {
      commonFailure(error, current, locale, 'saving the profile');
    }
  },
});

export const changePasswordAction = defineAction({
  accept: 'form',
  input: passwordChangeInput,
  async handler(input, context): Promise<{ outcome: 'password' }> {
    const { locale } = input;
    const current = session(context, locale);
    const { platform } = current;
    try {
      return await withPasswordGuard(context, locale, current, async () => {
        // The new password and its confirmation are sent as the same value (checked equal above).
        const result = await platform.client.PUT('/users/password', {
          body: { password: input.currentPassword, password_new: input.password, password_confirmation: input.password },
        });
        if (!result.response.ok) platform.unwrap(result);
        return { outcome: 'password' as const };
      });
    } catch (error) {
      if (wrongPassword(error)) {
        throw new ActionError({ code: SETTINGS_REFUSALS.wrongPassword, message: t(locale, 'settings.password.wrongCurrent') });
      }
      if (error instanceof PlatformError && fieldKey(error, 'password_new') === 'VALIDATION_PASSWORD_COMPROMISED') {
        throw new ActionError({ code: SETTINGS_REFUSALS.compromised, message: t(locale, 'account.register.compromised') });
      }
      commonFailure(error, current, locale, 'changing the password');
    }
  },
});

export type TwoFactorResult =
  | { intent: 'setup'; secret: string; qrCodeUrl: string | null }
  | { intent: 'confirm' | 'recovery'; recoveryCodes: string[] }
  | { intent: 'remove' };

export const manageTwoFactorAction = defineAction({
  accept: 'form',
  input: twoFactorInput,
  async handler(input, context): Promise<TwoFactorResult> {
    const { locale, intent } = input;
    const current = session(context, locale);
    try {
      return await (intent === 'confirm'
        ? twoFactorCall(current, intent, input)
        : withPasswordGuard(context, locale, current, (profile) => twoFactorCall(current, intent, input, profile)));
    } catch (error) {
      if (wrongPassword(error)) {
        throw new ActionError({ code: SETTINGS_REFUSALS.wrongPassword, message: t(locale, 'settings.wrongPassword') });
      }
      if (error instanceof PlatformError && error.key === 'CLIENT_TFA_INVALID_TOKEN')
        throw new ActionError({ code: SETTINGS_REFUSALS.wrongCode, message: t(locale, 'settings.twoFactor.wrongCode') });
      if (error instanceof PlatformError && error.key === 'CLIENT_TFA_ALREADY_SET_UP')
        throw new ActionError({ code: SETTINGS_REFUSALS.stateChanged, message: t(locale, 'settings.twoFactor.alreadyOn') });
      if (error instanceof PlatformError && error.key === 'CLIENT_TFA_NOT_SET_UP')
        throw new ActionError({
          code: SETTINGS_REFUSALS.stateChanged,
          message: t(locale, intent === 'confirm' ? 'settings.twoFactor.setupExpired' : 'settings.twoFactor.alreadyOff'),
        });
      commonFailure(error, current, locale, `two-factor ${intent}`);
    }
  },
});

/**
 * Heseya's POST /auth/2fa/setup asks for no password, so the storefront checks it first, with a call that
 * checks the password before anything else and changes nothing on an account without two-factor sign-in:
 * POST /auth/2fa/recovery/create answers CLIENT_INVALID_PASSWORD for a wrong password and
 * CLIENT_TFA_NOT_SET_UP for the right one. Two-factor sign-in already on (the profile says so) is refused
 * before that call, which would then make new recovery codes.
 */
async function checkPasswordBeforeSetup(current: SessionPlatform, profile: Profile, password: string): Promise<void> {
  const alreadyOn = () => new PlatformError({ status: 422, key: 'CLIENT_TFA_ALREADY_SET_UP', message: 'Two-factor sign-in is already on' });
  if (profile.is_tfa_active) throw alreadyOn();
  const { platform } = current;
  const result = await platform.client.POST('/auth/2fa/recovery/create', { body: { password } });
  if (result.response.ok) throw alreadyOn();
  try {
    platform.unwrap(result);
  } catch (error) {
    if (error instanceof PlatformError && error.key === 'CLIENT_TFA_NOT_SET_UP') return;
    throw error;
  }
}

async function twoFactorCall(
  current: SessionPlatform,
  intent: TwoFactorIntent,
  input: { code: string; password: string },
  profile?: Profile,
): Promise<TwoFactorResult> {
  const { platform } = current;
  switch (intent) {
    case 'setup': {
      if (!profile) throw new Error('the two-factor setup needs the profile');
      await checkPasswordBeforeSetup(current, profile, input.password);
      const { data } = platform.unwrap(await platform.client.POST('/auth/2fa/setup', { body: { type: 'app' } }));
      if (!data.secret) throw new PlatformError({ status: 502, key: 'BAD_GATEWAY', message: 'The two-factor setup answered no secret' });
      return { intent, secret: data.secret, qrCodeUrl: data.qr_code_url ?? null };
    }
    case 'confirm': {
      const { data } = platform.unwrap(await platform.client.POST('/auth/2fa/confirm', { body: { code: input.code } }));
      return { intent, recoveryCodes: data.recovery_codes };
    }
    case 'recovery': {
      const { data } = platform.unwrap(await platform.client.POST('/auth/2fa/recovery/create', { body: { password: input.password } }));
      return { intent, recoveryCodes: data.recovery_codes };
    }
    case 'remove': {
      const result = await platform.client.POST('/auth/2fa/remove', { body: { password: input.password } });
      if (!result.response.ok) platform.unwrap(result);
      return { intent };
    }
  }
}

export const updatePreferencesAction = defineAction({
  accept: 'form',
  input: preferencesInput,
  async handler(input, context): Promise<{ outcome: 'preferences' }> {
    const { locale } = input;
    const current = session(context, locale);
    const { platform } = current;
    try {
      // The settings page has the profile (Astro.locals.account); a direct /_actions/ call has none.
      const account = context.locals.account;
      await updatePersonalMetadata(platform, account?.signedIn ? account.profile : null, { [NEWSLETTER_KEY]: input.newsletter });
      return { outcome: 'preferences' };
    } catch (error) {
      if (error instanceof Error && error.message === USER_NOT_DEFINED)
        throw new ActionError({ code: SETTINGS_REFUSALS.signedOut, message: t(locale, 'settings.failed') });
      commonFailure(error, current, locale, 'saving the preferences');
    }
  },
});

export const deleteAccountAction = defineAction({
  accept: 'form',
  input: deleteAccountInput,
  async handler(input, context): Promise<{ outcome: 'deleted' }> {
    const { locale } = input;
    const current = session(context, locale);
    const { platform } = current;
    try {
      await withPasswordGuard(context, locale, current, async () => {
        const result = await platform.client.POST('/users/self-remove', { body: { password: input.password } });
        if (!result.response.ok) platform.unwrap(result);
      });
    } catch (error) {
      if (wrongPassword(error)) {
        throw new ActionError({ code: SETTINGS_REFUSALS.wrongPassword, message: t(locale, 'settings.wrongPassword') });
      }
      if (error instanceof PlatformError && error.key === 'CLIENT_ONE_OWNER_REMAINS')
        throw new ActionError({ code: SETTINGS_REFUSALS.stateChanged, message: t(locale, 'settings.delete.lastOwner') });
      commonFailure(error, current, locale, 'deleting the account');
    }
    // The account is gone: its tokens are worthless; the session ends as a sign-out ends it (no platform call left to make).
    endSession(context);
    return { outcome: 'deleted' };
  },
});
