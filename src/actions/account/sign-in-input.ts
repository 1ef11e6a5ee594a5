// The sign-in form's input: the e-mail and password, or in the two-factor step the e-mail and a code
// (from the authenticator app or a recovery code). Checked by the rules, messages in the
// shopper's language.
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { validateField, type RuleSpec } from '../../lib/commerce/form-validation';

export const SIGN_IN_LIMITS = { email: 254, password: 255, code: 64 } as const;
export const SIGN_IN_STEPS = ['password', 'code'] as const;

export const SIGN_IN_RULES = {
  email: ['required', 'email', ['max', { max: SIGN_IN_LIMITS.email }]],
  password: ['required', ['max', { max: SIGN_IN_LIMITS.password }]],
  code: ['required', ['max', { max: SIGN_IN_LIMITS.code }]],
} as const satisfies Record<string, readonly RuleSpec[]>;

/** A form text field: missing is ''. The password is not trimmed (its spaces are the shopper's). */
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const signInInput = z
  .object({
    locale: z.enum(LOCALES).catch('pl'),
    step: z.enum(SIGN_IN_STEPS).catch('password'),
    email: text.transform((value) => value.trim()),
    password: text,
    code: text.transform((value) => value.replace(/\s+/g, '')),
  })
  .superRefine((input, context) => {
    const fields = input.step === 'code' ? (['email', 'code'] as const) : (['email', 'password'] as const);
    for (const field of fields) {
      const message = validateField(input.locale, input[field], SIGN_IN_RULES[field]);
      if (message) context.addIssue({ code: 'custom', path: [field], message });
    }
  });

export type SignInInput = z.infer<typeof signInInput>;
