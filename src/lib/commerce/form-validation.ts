// Form validation rules (docs/rules.md#form-validation) with their messages in the shopper's locale.
// Every rule except required (and confirmedPassword, which compares) lets an empty value pass:
// whether a field must be filled is the job of `required`.
import type { Locale } from '../../i18n/locales';
import { t, type MessageKey } from '../../i18n/messages';
import { isVatNumber, isPolishVatNumber } from './vat-number';
import { hasStreetNumber, isEmail, isFilled, isFullName, isPassword, isPhone, isPlZip } from './form-rules';

export { PASSWORD_MIN_LENGTH } from './form-rules';
export const UNKNOWN_VALIDATOR = 'No such validator exists';

export interface RuleParams {
  /** Field label for the default message '{field} is not valid.'. */
  field?: string;
  /** confirmedPassword: the value of the field it must equal. */
  target?: unknown;
  /** beforeNow: the current time (rules never read the clock). */
  now?: Date | number;
  /** max: the allowed number of characters. */
  max?: number;
  /** regex: the pattern the value must match. */
  pattern?: RegExp;
}

interface Rule {
  test: (value: unknown, params: RuleParams, locale: Locale) => boolean;
  /** The rule's own message; rules without one use '{field} is not valid.'. */
  message?: MessageKey;
  /** Run the test on empty values too (otherwise an empty value passes). */
  checksEmpty?: boolean;
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value));

const LETTERS: Record<Locale, string> = { en: 'A-Za-z', pl: 'A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż' };

/** alpha (letters of the locale) and alphaSpaces (and spaces): what the value, trimmed as every form field is, must match. */
export const alphaPattern = (locale: Locale, spaces: boolean): RegExp => new RegExp(`^[${LETTERS[locale]}${spaces ? ' ' : ''}]+$`);

const RULES = {
  required: {
    checksEmpty: true,
    message: 'validation.required',
    test: (value) => isFilled(value),
  },
  email: { message: 'validation.email', test: (value) => isEmail(text(value)) },
  password: { message: 'validation.password', test: (value) => isPassword(text(value)) },
  confirmedPassword: { checksEmpty: true, message: 'validation.confirmedPassword', test: (value, { target }) => (value ?? '') === (target ?? '') },
  alpha: { message: 'validation.alpha', test: (value, _p, locale) => alphaPattern(locale, false).test(text(value).trim()) },
  alphaSpaces: { message: 'validation.alphaSpaces', test: (value, _p, locale) => alphaPattern(locale, true).test(text(value).trim()) },
  beforeNow: {
    message: 'validation.beforeNow',
    test: (value, { now }) => {
      const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date(Number.NaN);
      if (now === undefined) throw new Error('beforeNow needs the current time');
      return !Number.isNaN(date.getTime()) && date.getTime() <= new Date(now).getTime();
    },
  },
  phone: { message: 'validation.phone', test: (value) => isPhone(text(value)) },
  vatNumber: { message: 'validation.vatNumber', test: (value) => isVatNumber(text(value)) },
  plVatNumber: { message: 'validation.vatNumber', test: (value) => isPolishVatNumber(text(value)) },
  plZip: { message: 'validation.plZip', test: (value) => isPlZip(text(value)) },
  /** Addresses: a street name and a house number. */
  streetNumber: { message: 'validation.streetNumber', test: (value) => hasStreetNumber(text(value)) },
  /** Registration and profile: a first name and a surname. */
  fullName: { message: 'account.register.fullName', test: (value) => isFullName(text(value)) },
  max: {
    message: 'validation.max',
    test: (value, { max }) => {
      if (max === undefined) throw new Error('max needs the allowed number of characters');
      return (Array.isArray(value) ? value.length : [...text(value)].length) <= max;
    },
  },
  regex: {
    test: (value, { pattern }) => {
      if (!pattern) throw new Error('regex needs a pattern');
      return new RegExp(pattern.source, pattern.flags.replace('g', '')).test(text(value));
    },
  },
} satisfies Record<string, Rule>;

export type ValidatorName = keyof typeof RULES;

export function isValidatorName(name: string): name is ValidatorName {
  return Object.hasOwn(RULES, name);
}

/** The message for a failed rule in the locale. */
export function ruleMessage(locale: Locale, name: ValidatorName, params: RuleParams = {}): string {
  const rule: Rule = RULES[name];
  if (rule.message) return t(locale, rule.message, { max: params.max ?? '', field: params.field ?? '' });
  return params.field ? t(locale, 'validation.invalid', { field: params.field }) : t(locale, 'validation.invalidUnnamed');
}

/**
 * Runs one rule: null when the value passes, else the message in the locale.
 * An unknown rule name throws 'No such validator exists'.
 */
export function validateRule(locale: Locale, name: string, value: unknown, params: RuleParams = {}): string | null {
  if (!isValidatorName(name)) throw new Error(UNKNOWN_VALIDATOR);
  const rule: Rule = RULES[name];
  if (!rule.checksEmpty && isEmpty(value)) return null;
  return rule.test(value, params, locale) ? null : ruleMessage(locale, name, params);
}

export type RuleSpec = string | readonly [string, RuleParams];

/** Runs rules in order and returns the first message, or null when the value passes them all. */
export function validateField(locale: Locale, value: unknown, rules: readonly RuleSpec[], shared: RuleParams = {}): string | null {
  for (const spec of rules) {
    const [name, params] = typeof spec === 'string' ? [spec, {}] : spec;
    const message = validateRule(locale, name, value, { ...shared, ...params });
    if (message) return message;
  }
  return null;
}
