// The inputs of the account settings (/account/settings), checked by the rules with their
// messages in the shopper's language; the password rules are the registration's (./account-input.ts).
import { z } from 'zod';
import { t } from '../../i18n/messages';
import { validateField, type RuleSpec } from '../../lib/commerce/form-validation';
import { ACCOUNT_LIMITS, NAME_RULES, PHONE_RULES, birthdayError, check, checkNewPassword, locale, text, trimmed, type Issue } from './account-input';

/** A checkbox: ticked when sent (as 'on' or its value), unticked when missing. */
const checkbox = z
  .string()
  .max(10)
  .nullish()
  .transform((value) => value !== null && value !== undefined && value !== '');

/** A full name has a first name and a surname. */
export const FULL_NAME_RULES = [...NAME_RULES, 'fullName'] as const satisfies readonly RuleSpec[];
/** The password the shopper has now (to change it, to turn two-step sign-in on or off, to see recovery codes, to delete the account). */
export const CURRENT_PASSWORD_RULES = ['required', ['max', { max: ACCOUNT_LIMITS.password }]] as const satisfies readonly RuleSpec[];

export const profileInput = z.object({ locale, name: trimmed, phone: trimmed, birthday: trimmed }).superRefine((input, context) => {
  const add = (issue: Issue) => context.addIssue(issue);
  check(add, 'name', validateField(input.locale, input.name, FULL_NAME_RULES));
  check(add, 'phone', validateField(input.locale, input.phone, PHONE_RULES));
  check(add, 'birthday', birthdayError(input.locale, input.birthday));
});
export type ProfileInput = z.infer<typeof profileInput>;

export const passwordChangeInput = z.object({ locale, currentPassword: text, password: text, passwordConfirmation: text }).superRefine((input, context) => {
  const add = (issue: Issue) => context.addIssue(issue);
  check(add, 'currentPassword', validateField(input.locale, input.currentPassword, CURRENT_PASSWORD_RULES));
  checkNewPassword(add, input.locale, input.password, input.passwordConfirmation);
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

export const TWO_FACTOR_INTENTS = ['setup', 'confirm', 'recovery', 'remove'] as const;
export type TwoFactorIntent = (typeof TWO_FACTOR_INTENTS)[number];

/** A code of an authenticator app: six digits (spaces typed between them are dropped). */
const APP_CODE = /^\d{6}$/;

export const twoFactorInput = z
  .object({ locale, intent: z.enum(TWO_FACTOR_INTENTS), code: trimmed.transform((value) => value.replace(/\s+/g, '')), password: text })
  .superRefine((input, context) => {
    const add = (issue: Issue) => context.addIssue(issue);
    if (input.intent === 'confirm') {
      check(
        add,
        'code',
        validateField(input.locale, input.code, ['required']) ?? (APP_CODE.test(input.code) ? null : t(input.locale, 'settings.twoFactor.codeFormat')),
      );
    }
    // Every change of two-factor sign-in but the code of a setup asks for the current password.
    if (input.intent !== 'confirm') {
      check(add, 'password', validateField(input.locale, input.password, CURRENT_PASSWORD_RULES));
    }
  });
export type TwoFactorInput = z.infer<typeof twoFactorInput>;

export const preferencesInput = z.object({ locale, newsletter: checkbox });
export type PreferencesInput = z.infer<typeof preferencesInput>;

export const deleteAccountInput = z.object({ locale, password: text, confirm: checkbox }).superRefine((input, context) => {
  const add = (issue: Issue) => context.addIssue(issue);
  check(add, 'password', validateField(input.locale, input.password, CURRENT_PASSWORD_RULES));
  if (!input.confirm) check(add, 'confirm', t(input.locale, 'settings.delete.confirmRequired'));
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** ActionError codes of the refusals the page shows at a field. */
export const SETTINGS_REFUSALS = {
  /** CLIENT_INVALID_PASSWORD: the current password is wrong. */
  wrongPassword: 'FORBIDDEN',
  /** VALIDATION_PASSWORD_COMPROMISED: the new password is in a known leak. */
  compromised: 'PRECONDITION_FAILED',
  /** CLIENT_TFA_INVALID_TOKEN: the code from the app is wrong. */
  wrongCode: 'BAD_REQUEST',
  /** The platform refused the data for a reason the form rules did not catch (shown above the form). */
  invalid: 'UNPROCESSABLE_CONTENT',
  /** Two-factor sign-in was turned on or off meanwhile (another tab), or the shop's last owner. */
  stateChanged: 'CONFLICT',
  signedOut: 'UNAUTHORIZED',
} as const;
