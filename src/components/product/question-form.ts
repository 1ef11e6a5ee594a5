// The question form's state on the server: what the shopper typed, the errors per field, a form-wide
// message, or the confirmation after a successful send (the POST redirects to ?question=sent).
import { isInputError } from 'astro:actions';
import type { Locale } from '../../i18n/locales';
import { t } from '../../i18n/messages';

export const QUESTION_SENT_PARAM = 'question';
export const QUESTION_ANCHOR = 'question';

export interface QuestionFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError?: string | undefined;
  sent: boolean;
}

/** Fields the page fills in: an error on one means a stale form, and its message says to reload the page. */
const HIDDEN_FIELDS = ['locale', 'productId', 'kind'];

export const emptyQuestionForm = (sent: boolean): QuestionFormState => ({ values: {}, errors: {}, sent });

/** The form state after a failed action: the values typed back into the fields, the first error of each field. */
export function failedQuestionForm(form: FormData, error: unknown, locale: Locale): QuestionFormState {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  const errors: Record<string, string> = {};
  if (isInputError(error)) {
    for (const [field, messages] of Object.entries(error.fields)) if (messages?.[0]) errors[field] = messages[0];
  }
  const message = error instanceof Error ? error.message : '';
  const hiddenFieldError = HIDDEN_FIELDS.map((field) => errors[field]).find(Boolean);
  return {
    values,
    errors,
    formError: hiddenFieldError ?? (isInputError(error) ? t(locale, 'product.question.fixErrors') : message || t(locale, 'product.question.failed')),
    sent: false,
  };
}
