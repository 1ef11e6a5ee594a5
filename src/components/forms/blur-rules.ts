// Server side of the forms' blur validation: the attribute that hands one field's rules to
// blur-validation.ts as data (src/lib/commerce/field-checks.ts), with the patterns and lengths of
// form-rules.ts (and vat-number.ts, form-validation.ts's letters) and the messages already in the page's locale. The script thus runs the rules the server
// runs without the message catalogue and without importing form-rules.ts, which stays in the checkout's
// own chunk (a file shared with it would count against the checkout's JavaScript budget).
import type { Locale } from '../../i18n/locales';
import { alphaPattern, ruleMessage, type RuleSpec, type ValidatorName, isValidatorName } from '../../lib/commerce/form-validation';
import { EMAIL_PATTERN, FULL_NAME_PATTERN, PASSWORD_MIN_LENGTH, PHONE_PATTERN, PL_ZIP_PATTERN, STREET_NUMBER_PATTERN } from '../../lib/commerce/form-rules';
import { PL_VAT_NUMBER_PATTERN, VAT_NUMBER_PATTERN } from '../../lib/commerce/vat-number';
import type { CheckCondition, CheckKind, FieldCheck } from '../../lib/commerce/field-checks';

const PATTERNS = {
  email: EMAIL_PATTERN,
  phone: PHONE_PATTERN,
  plZip: PL_ZIP_PATTERN,
  fullName: FULL_NAME_PATTERN,
  streetNumber: STREET_NUMBER_PATTERN,
} as const;
/** VAT numbers are read compacted: spaces, dots and dashes between the digit groups do not count. */
const VAT_PATTERNS = { vatNumber: VAT_NUMBER_PATTERN, plVatNumber: PL_VAT_NUMBER_PATTERN } as const;

const match = (pattern: RegExp, extra: { compact?: boolean } = {}): CheckKind => ({
  check: 'match',
  pattern: pattern.source,
  ...(pattern.flags ? { flags: pattern.flags } : {}),
  ...extra,
});

export interface BlurOptions {
  /** confirmedPassword: the id of the field it must equal (without it the rule stays with the server). */
  same?: string | undefined;
  /** Rules that hold only while another field has (or has not) a value (plZip while the country field is PL). */
  onlyIf?: Partial<Record<ValidatorName, CheckCondition>> | undefined;
  /** A rule's own wording where the server gives one (the box that confirms deleting the account). */
  messages?: Partial<Record<ValidatorName, string>> | undefined;
}

/** How the script checks one rule; null for the rules it leaves to the server (a confirmation without its field, regex). */
function check(locale: Locale, name: ValidatorName, max: number | undefined, same: string | undefined): CheckKind | null {
  if (name === 'required') return { check: 'required' };
  if (name === 'beforeNow') return { check: 'beforeNow' };
  if (name === 'alpha' || name === 'alphaSpaces') return match(alphaPattern(locale, name === 'alphaSpaces'));
  if (name in VAT_PATTERNS) return match(VAT_PATTERNS[name as keyof typeof VAT_PATTERNS], { compact: true });
  if (name === 'password') return { check: 'min', length: PASSWORD_MIN_LENGTH };
  if (name === 'max') return max === undefined ? null : { check: 'max', length: max };
  if (name === 'confirmedPassword') return same ? { check: 'same', field: same } : null;
  if (name in PATTERNS) return match(PATTERNS[name as keyof typeof PATTERNS]);
  return null;
}

/** The checks of one field, in the order the server runs its rules. */
export function fieldChecks(locale: Locale, rules: readonly RuleSpec[], options: BlurOptions = {}): FieldCheck[] {
  const out: FieldCheck[] = [];
  for (const spec of rules) {
    const [name, params] = typeof spec === 'string' ? [spec, {}] : spec;
    if (!isValidatorName(name)) continue;
    const how = check(locale, name, params.max, options.same);
    if (!how) continue;
    const onlyIf = options.onlyIf?.[name];
    out.push({ ...how, message: options.messages?.[name] ?? ruleMessage(locale, name, params), ...(onlyIf ? { onlyIf } : {}) });
  }
  return out;
}

/** data-rules for one field: its checks as JSON. */
export function blurRules(locale: Locale, rules: readonly RuleSpec[], options: BlurOptions = {}): { 'data-rules': string } {
  return { 'data-rules': JSON.stringify(fieldChecks(locale, rules, options)) };
}
