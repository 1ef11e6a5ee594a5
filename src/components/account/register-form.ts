// The registration form's state on the server: what was typed (never the passwords: they are not
// written back into the page), the first error of each field (a consent's under `consent:<id>`), a
// form-wide message, and whether the e-mail is already registered (the field then links to sign-in
// and to the password reset).
import { isInputError } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { REGISTER_REFUSALS } from '../../actions/account/account-input';
import { missingRequiredConsents, type RegistrationConsent } from '../../lib/account/consents';
import { readPlatformRefusal } from '../../actions/account/platform-refusal';
import { formRefusal, refusalSummary } from '../../lib/commerce/form-refusal';

export const REGISTER_FIELDS = ['email', 'password', 'passwordConfirmation', 'firstName', 'surname', 'phone', 'birthday'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegisterFormState {
  values: { email: string; firstName: string; surname: string; phone: string; birthday: string; consents: string[] };
  errors: Partial<Record<RegisterField | `consent:${string}`, string>>;
  formError?: string | undefined;
  alreadyRegistered?: boolean;
}

export const emptyRegisterForm = (): RegisterFormState => ({
  values: { email: '', firstName: '', surname: '', phone: '', birthday: '', consents: [] },
  errors: {},
});

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** What the shopper typed, for the form shown again (the passwords left out). */
export function typedValues(form: FormData): RegisterFormState['values'] {
  return {
    email: field(form, 'email'),
    firstName: field(form, 'firstName'),
    surname: field(form, 'surname'),
    phone: field(form, 'phone'),
    birthday: field(form, 'birthday'),
    consents: form.getAll('consents').filter((value): value is string => typeof value === 'string'),
  };
}

/** The platform's field names of POST /register → the form's fields (the full name is typed as first name and surname). */
export const REGISTER_PLATFORM_FIELDS: Readonly<Record<string, RegisterField>> = {
  email: 'email',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
  name: 'firstName',
  phone: 'phone',
  birthday_date: 'birthday',
};

/** The form after a refused or failed registration: everything typed kept, each message where it belongs. */
export function failedRegisterForm(form: FormData, error: unknown, locale: Locale, consents: readonly RegistrationConsent[]): RegisterFormState {
  const values = typedValues(form);
  const message = error instanceof Error && error.message ? error.message : t(locale, 'account.register.failed');
  const consentErrors = () =>
    Object.fromEntries(
      missingRequiredConsents(consents, values.consents).map((consent) => [`consent:${consent.id}`, t(locale, 'account.register.consentRequired')]),
    );
  if (isInputError(error)) {
    const errors: RegisterFormState['errors'] = {};
    for (const name of REGISTER_FIELDS) {
      const first = error.fields[name]?.[0];
      if (first) errors[name] = first;
    }
    return { values, errors: { ...errors, ...consentErrors() }, formError: t(locale, 'account.register.fixErrors') };
  }
  const refusal = readPlatformRefusal(error);
  if (refusal) {
    const shown = formRefusal(refusal, REGISTER_PLATFORM_FIELDS);
    return { values, errors: shown.at ? { [shown.at.field]: shown.at.message } : {}, formError: refusalSummary(shown) };
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === REGISTER_REFUSALS.alreadyRegistered)
    return { values, errors: { email: message }, alreadyRegistered: true, formError: t(locale, 'account.register.fixErrors') };
  if (code === REGISTER_REFUSALS.compromised) return { values, errors: { password: message }, formError: t(locale, 'account.register.fixErrors') };
  if (code === REGISTER_REFUSALS.consents) return { values, errors: consentErrors(), formError: t(locale, 'account.register.fixErrors') };
  return { values, errors: {}, formError: message };
}
