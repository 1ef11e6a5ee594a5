// The question form's input (name, e-mail, optional phone, message, consent, product and kind),
// checked by the form rules with messages in the shopper's language.
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { t } from '../../i18n/messages';
import { validateField, type RuleSpec } from '../../lib/commerce/form-validation';
import { QUESTION_KINDS } from '../../lib/catalogue/product';

export const QUESTION_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

/** Field rules in the order they are checked; the first failing one gives the message. */
export const QUESTION_RULES: Record<'name' | 'email' | 'phone' | 'message' | 'consent', RuleSpec[]> = {
  name: ['required', ['max', { max: QUESTION_LIMITS.name }]],
  email: ['required', 'email', ['max', { max: QUESTION_LIMITS.email }]],
  phone: ['phone', ['max', { max: QUESTION_LIMITS.phone }]],
  message: ['required', ['max', { max: QUESTION_LIMITS.message }]],
  consent: ['required'],
};

/** A form text field: empty or missing is '' (the rules decide whether that is allowed), trimmed. */
const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

export const productQuestionInput = z
  .object({
    locale: z.enum(LOCALES).catch('pl'),
    // Filled in by the page, not typed by the shopper: a missing or wrong one (a stale or forged form)
    // is refused below with the localised "reload the page" message, not zod's English one.
    productId: z.string().trim().max(100).catch(''),
    kind: z.enum(QUESTION_KINDS).optional().catch(undefined),
    name: text,
    email: text,
    phone: text,
    message: text,
    consent: z.boolean(),
  })
  .superRefine((input, context) => {
    for (const field of ['productId', 'kind'] as const) {
      if (!input[field]) context.addIssue({ code: 'custom', path: [field], message: t(input.locale, 'errors.badRequest') });
    }
    for (const [field, rules] of Object.entries(QUESTION_RULES) as [keyof typeof QUESTION_RULES, RuleSpec[]][]) {
      const message = validateField(input.locale, input[field], rules);
      if (message) context.addIssue({ code: 'custom', path: [field], message });
    }
  })
  // Runs only when nothing was refused above, so kind is there; this tells the type so.
  .transform(({ kind, ...question }, context) => {
    if (kind) return { ...question, kind };
    context.issues.push({ code: 'custom', path: ['kind'], input: kind, message: t(question.locale, 'errors.badRequest') });
    return z.NEVER;
  });

export type ProductQuestion = z.infer<typeof productQuestionInput>;
