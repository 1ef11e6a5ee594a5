// The contact form's state on the server: what the shopper typed, the errors per field, a form-wide
// message, or the confirmation after a successful send (the POST redirects to ?sent=1), and the fresh
// form stamp of the spam check (src/lib/contact/spam-check.ts) every rendering carries.
import { isInputError } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';

export const CONTACT_SENT_PARAM = 'sent';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactFormState {
  values: Partial<Record<ContactField, string>>;
  errors: Partial<Record<ContactField, string>>;
  formError?: string | undefined;
  sent: boolean;
  stamp: string;
}

export const emptyContactForm = (stamp: string, sent = false): ContactFormState => ({ values: {}, errors: {}, sent, stamp });

/** The form state after a refused send: the shopper's values back in their fields (only the shopper's fields: never the honeypot or the old stamp), the first error of each field. */
export function failedContactForm(form: FormData, error: unknown, locale: Locale, stamp: string): ContactFormState {
  const values: ContactFormState['values'] = {};
  const errors: ContactFormState['errors'] = {};
  for (const field of CONTACT_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
    const message = isInputError(error) ? error.fields[field]?.[0] : undefined;
    if (message) errors[field] = message;
  }
  const message = error instanceof Error ? error.message : '';
  return {
    values,
    errors,
    formError: isInputError(error) ? t(locale, 'contact.fixErrors') : message || t(locale, 'contact.failed'),
    sent: false,
    stamp,
  };
}
