// Server side of the forms' blur validation (spec §5): the attribute that hands one field's rules to
// blur-validation.ts as data (src/lib/commerce/field-checks.ts), with the patterns and lengths of
// form-rules.ts and the messages already in the page's locale. The script thus runs the rules the server
// runs without the message catalogue and without importing form-rules.ts, which stays in the checkout's
// own chunk (a file shared with it would count against the checkout's 80 KB).
import type { Locale } from '../../i18n/locales';
import { ruleMessage, type RuleSpec, type ValidatorName, isValidatorName } from '../../lib/commerce/form-validation';
import { EMAIL_PATTERN, FULL_NAME_PATTERN, PASSWORD_MIN_LENGTH, PHONE_PATTERN, PL_ZIP_PATTERN } from '../../lib/commerce/form-rules';
import type { CheckCondition, CheckKind, FieldCheck } from '../../lib/commerce/field-checks';

const PATTERNS = { email: EMAIL_PATTERN, phone: PHONE_PATTERN, plZip: PL_ZIP_PATTERN, fullName: FULL_NAME_PATTERN } as const;

export interface BlurOptions {
  /** confirmedPassword: the id of the field it must equal (without it the rule stays with the server). */
  same?: string | undefined;
  /** Rules that hold only while another field has a value (plZip while the country field is PL). */
  onlyIf?: Partial<Record<ValidatorName, CheckCondition>> | undefined;
  /** A rule's own wording where the server gives one (the box that confirms deleting the account). */
  messages?: Partial<Record<ValidatorName, string>> | undefined;
}

/** How the script checks one rule; null for the rules it leaves to the server (beforeNow, alpha, VAT numbers, regex). */
function check(name: ValidatorName, max: number | undefined, same: string | undefined): CheckKind | null {
  if (name === 'required') return { check: 'required' };
  if (name === 'password') return { check: 'min', length: PASSWORD_MIN_LENGTH };
  if (name === 'max') return max === undefined ? null : { check: 'max', length: max };
  if (name === 'confirmedPassword') return same ? { check: 'same', field: same } : null;
  if (name in PATTERNS) return { check: 'match', pattern: PATTERNS[name as keyof typeof PATTERNS].source };
  return null;
}

/** The checks of one field, in the order the server runs its rules. */
export function fieldChecks(locale: Locale, rules: readonly RuleSpec[], options: BlurOptions = {}): FieldCheck[] {
  const out: FieldCheck[] = [];
  for (const spec of rules) {
    const [name, params] = typeof spec === 'string' ? [spec, {}] : spec;
    if (!isValidatorName(name)) continue;
    const how = check(name, params.max, options.same);
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
