// The contact form's input (name, e-mail, optional phone, message, consent, plus the form stamp and the
// honeypot of src/lib/contact/spam-check.ts), checked by the form rules with messages in the
// shopper's language.
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { validateField, type RuleSpec } from '../../lib/commerce/form-validation';

/** Character limits; the message's is what a long letter needs and keeps the form body far under the action guard's FORM_BODY_LIMIT. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/** Field rules in the order they are checked; the first failing one gives the message. */
export const CONTACT_RULES: Record<'name' | 'email' | 'phone' | 'message' | 'consent', RuleSpec[]> = {
  name: ['required', ['max', { max: CONTACT_LIMITS.name }]],
  email: ['required', 'email', ['max', { max: CONTACT_LIMITS.email }]],
  phone: ['phone', ['max', { max: CONTACT_LIMITS.phone }]],
  message: ['required', ['max', { max: CONTACT_LIMITS.message }]],
  consent: ['required'],
};

// Line breaks and other control characters never belong in a one-line field: whatever the browser
// would send, a crafted post could carry them, and the name goes into the mail's subject.
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
// In the message, line breaks and tabs stay; other control characters (NUL, escape, …) go.
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/g;

/** One line of text: missing is '', control characters become spaces, trimmed. */
export const singleLine = (value: string): string => value.replace(LINE_BREAKING, ' ').trim();

const line = z
  .string()
  .nullish()
  .transform((value) => singleLine(value ?? ''));
const multiLine = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_LINES, '').trim());

export const contactInput = z
  .object({
    locale: z.enum(LOCALES).catch('pl'),
    name: line,
    email: line,
    phone: line,
    message: multiLine,
    consent: z.boolean(),
    // Filled in by the page (stamp) or by nobody (honeypot); judged by the action, never shown as a field error.
    stamp: z.string().max(4096).catch(''),
    website: z
      .string()
      .max(4096)
      .nullish()
      .catch('x')
      .transform((value) => value ?? ''),
  })
  .superRefine((input, context) => {
    for (const [field, rules] of Object.entries(CONTACT_RULES) as [keyof typeof CONTACT_RULES, RuleSpec[]][]) {
      const message = validateField(input.locale, input[field], rules);
      if (message) context.addIssue({ code: 'custom', path: [field], message });
    }
  });

export type ContactInput = z.infer<typeof contactInput>;
