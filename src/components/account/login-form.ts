// The sign-in form's state on the server: which step (password, or the two-factor code), the e-mail
// typed (never the password: it is not written back into the page), the first error of each field
// and a form-wide message.
import { isInputError } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { SIGN_IN_REFUSALS } from '../../actions/account/sign-in';
import { readPlatformRefusal } from '../../actions/account/platform-refusal';
import { formRefusal, refusalSummary } from '../../lib/commerce/form-refusal';

/** The platform's field names of POST /login → the form's fields. */
export const LOGIN_PLATFORM_FIELDS = { email: 'email', password: 'password', code: 'code' } as const;

export type LoginStep = 'password' | 'code';

export interface LoginFormState {
  step: LoginStep;
  email: string;
  errors: Partial<Record<'email' | 'password' | 'code', string>>;
  formError?: string | undefined;
}

export const emptyLoginForm = (): LoginFormState => ({ step: 'password', email: '', errors: {} });

export const codeStep = (email: string): LoginFormState => ({ step: 'code', email, errors: {} });

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form after a refused or failed sign-in: the e-mail kept, the message where it belongs. */
export function failedLoginForm(form: FormData, error: unknown, locale: Locale): LoginFormState {
  const step: LoginStep = field(form, 'step') === 'code' ? 'code' : 'password';
  const email = field(form, 'email').trim();
  const message = error instanceof Error && error.message ? error.message : t(locale, 'account.login.failed');
  if (isInputError(error)) {
    const errors: LoginFormState['errors'] = {};
    for (const name of ['email', 'password', 'code'] as const) {
      const first = error.fields[name]?.[0];
      if (first) errors[name] = first;
    }
    return { step, email, errors, formError: t(locale, 'account.login.fixErrors') };
  }
  const refusal = readPlatformRefusal(error);
  if (refusal) {
    const shown = formRefusal(refusal, LOGIN_PLATFORM_FIELDS);
    return { step, email, errors: shown.at ? { [shown.at.field]: shown.at.message } : {}, formError: refusalSummary(shown) };
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === SIGN_IN_REFUSALS.invalidCode) return { step: 'code', email, errors: { code: message } };
  // Too late for the code step: back to the password, with the e-mail kept.
  if (code === SIGN_IN_REFUSALS.stepExpired) return { step: 'password', email, errors: {}, formError: message };
  return { step, email, errors: {}, formError: message };
}
