// The new-password form after a refused or failed save (/reset-password): each message at its field,
// a platform refusal shown as the platform words it, the form-wide message above.
import { isInputError } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { RESET_REFUSALS } from '../../actions/account/password-reset';
import { readPlatformRefusal } from '../../actions/account/platform-refusal';
import { formRefusal, refusalSummary } from '../../lib/commerce/form-refusal';

export const RESET_FIELDS = ['password', 'passwordConfirmation'] as const;
export type ResetField = (typeof RESET_FIELDS)[number];

/** The platform's field names of PUT /users/save-reset-password → the form's fields. */
export const RESET_PLATFORM_FIELDS: Readonly<Record<string, ResetField>> = { password: 'password', password_confirmation: 'passwordConfirmation' };

export interface FailedResetForm {
  errors: Partial<Record<ResetField, string>>;
  formError: string;
}

export function failedResetForm(error: unknown, locale: Locale): FailedResetForm {
  const refusal = readPlatformRefusal(error);
  if (refusal) {
    const shown = formRefusal(refusal, RESET_PLATFORM_FIELDS);
    return { errors: shown.at ? { [shown.at.field]: shown.at.message } : {}, formError: refusalSummary(shown) };
  }
  const errors: FailedResetForm['errors'] = {};
  if (isInputError(error)) {
    for (const name of RESET_FIELDS) {
      const first = error.fields[name]?.[0];
      if (first) errors[name] = first;
    }
    return { errors, formError: t(locale, 'account.register.fixErrors') };
  }
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error && error.message ? error.message : t(locale, 'account.reset.failed');
  if (code === RESET_REFUSALS.compromised) return { errors: { password: message }, formError: t(locale, 'account.register.fixErrors') };
  return { errors, formError: message };
}
