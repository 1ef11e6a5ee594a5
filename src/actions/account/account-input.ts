// The inputs of registration and the password reset (forgot and reset forms), checked by the form rules
// (docs/rules.md#form-validation) with their messages in the shopper's language. Passwords are never
// trimmed (their spaces are the shopper's); the length rule counts them after trimming (docs/rules.md#passwords).
import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales';
import { validateField, type RuleSpec } from '../../lib/commerce/form-validation';
import { ISO_DATE } from '../../lib/commerce/field-checks';

export const ACCOUNT_LIMITS = { email: 254, password: 255, name: 100, phone: 32, token: 200, consents: 50 } as const;

/** A form text field: missing is ''. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
export const trimmed = text.transform((value) => value.trim());
export const locale = z.enum(LOCALES).catch('pl');

export const EMAIL_RULES = ['required', 'email', ['max', { max: ACCOUNT_LIMITS.email }]] as const satisfies readonly RuleSpec[];
/** A new password (at least 12 characters after trimming). */
export const PASSWORD_RULES = ['required', 'password', ['max', { max: ACCOUNT_LIMITS.password }]] as const satisfies readonly RuleSpec[];
export const NAME_RULES = ['required', ['max', { max: ACCOUNT_LIMITS.name }]] as const satisfies readonly RuleSpec[];
export const PHONE_RULES = ['phone', ['max', { max: ACCOUNT_LIMITS.phone }]] as const satisfies readonly RuleSpec[];

export type Issue = { code: 'custom'; path: string[]; message: string };
export const check = (add: (issue: Issue) => void, field: string, message: string | null) => {
  if (message) add({ code: 'custom', path: [field], message });
};

/** A date of birth (optional): not in the future. */
export const BIRTHDAY_RULES = ['beforeNow'] as const satisfies readonly RuleSpec[];

/**
 * The beforeNow message for a date of birth, or null when it is fine. The date is typed as YYYY-MM-DD
 * (what <input type="date"> sends) and read as the start of that day; a value that is not such a date is
 * refused the same way (the field is a date picker).
 */
export function birthdayError(locale: Locale, birthday: string, now = Date.now()): string | null {
  if (!birthday) return null;
  const valid = ISO_DATE.test(birthday) && !Number.isNaN(Date.parse(`${birthday}T00:00:00Z`));
  return validateField(locale, valid ? `${birthday}T00:00:00` : 'not a date', BIRTHDAY_RULES, { now });
}

/** The messages of a new password and its confirmation (length, then "Passwords do not match."). */
export function checkNewPassword(
  add: (issue: Issue) => void,
  locale: Locale,
  password: string,
  confirmation: string,
  fields = { password: 'password', confirmation: 'passwordConfirmation' },
): void {
  check(add, fields.password, validateField(locale, password, PASSWORD_RULES));
  check(add, fields.confirmation, validateField(locale, confirmation, [['confirmedPassword', { target: password }]]));
}

export const registerInput = z
  .object({
    locale,
    email: trimmed,
    password: text,
    passwordConfirmation: text,
    firstName: trimmed,
    surname: trimmed,
    phone: trimmed,
    birthday: trimmed,
    /** The ids of the consents ticked. */
    consents: z.array(z.string().max(100)).max(ACCOUNT_LIMITS.consents).default([]),
  })
  .superRefine((input, context) => {
    const add = (issue: Issue) => context.addIssue(issue);
    const { locale } = input;
    check(add, 'email', validateField(locale, input.email, EMAIL_RULES));
    checkNewPassword(add, locale, input.password, input.passwordConfirmation);
    check(add, 'firstName', validateField(locale, input.firstName, NAME_RULES));
    check(add, 'surname', validateField(locale, input.surname, NAME_RULES));
    check(add, 'phone', validateField(locale, input.phone, PHONE_RULES));
    check(add, 'birthday', birthdayError(locale, input.birthday));
  });
export type RegisterInput = z.infer<typeof registerInput>;

export const forgotPasswordInput = z
  .object({ locale, email: trimmed })
  .superRefine((input, context) => check((issue) => context.addIssue(issue), 'email', validateField(input.locale, input.email, EMAIL_RULES)));
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .object({
    locale,
    token: z
      .string()
      .max(ACCOUNT_LIMITS.token)
      .nullish()
      .transform((value) => value ?? ''),
    email: trimmed,
    password: text,
    passwordConfirmation: text,
  })
  .superRefine((input, context) => {
    checkNewPassword((issue) => context.addIssue(issue), input.locale, input.password, input.passwordConfirmation);
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** ActionError codes of the registration's refusals, which the form shows in its own way (src/actions/account/register.ts). */
export const REGISTER_REFUSALS = {
  /** VALIDATION_UNIQUE on the e-mail: already registered. */
  alreadyRegistered: 'CONFLICT',
  /** VALIDATION_PASSWORD_COMPROMISED: the password is in a known leak. */
  compromised: 'UNPROCESSABLE_CONTENT',
  /** A required consent not ticked. */
  consents: 'PRECONDITION_FAILED',
  /** Any other refusal of the data (shown above the form). */
  invalid: 'BAD_REQUEST',
  rateLimited: 'TOO_MANY_REQUESTS',
} as const;
