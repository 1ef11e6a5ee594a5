// Server side of the forms' blur validation (spec §5): the attributes that hand one field's rules, and
// their messages already in the page's locale, to blur-validation.ts, so the script runs the rules the
// server runs without loading the message catalogue.
import type { Locale } from '../../i18n/locales';
import { ruleMessage, type RuleSpec, isValidatorName } from '../../lib/commerce/form-validation';

/** The rules the script knows; the others (beforeNow, regex, alpha...) stay with the server. */
export const BLUR_RULES = ['required', 'email', 'password', 'phone', 'plZip', 'max', 'confirmedPassword'] as const;
export type BlurRuleName = (typeof BLUR_RULES)[number];
/**
 * [name, message] or, for max, [name, message, allowed characters]; for confirmedPassword, [name, message,
 * id of the field it must equal]; for a plZip that holds only for Poland, [name, message, id of the country field].
 */
export type BlurRule = readonly [BlurRuleName, string] | readonly [BlurRuleName, string, number | string];

const isBlurRule = (name: string): name is BlurRuleName => (BLUR_RULES as readonly string[]).includes(name);

/**
 * data-rules for one field: its server rules that the script can run, with their messages.
 * `other` is the id of the field a confirmation must equal, or of the country field a zip code's format depends on.
 */
export function blurRules(locale: Locale, rules: readonly RuleSpec[], other?: string): { 'data-rules': string } {
  const out: BlurRule[] = [];
  for (const spec of rules) {
    const [name, params] = typeof spec === 'string' ? [spec, {}] : spec;
    if (!isValidatorName(name) || !isBlurRule(name)) continue;
    const message = ruleMessage(locale, name, params);
    if (name === 'max' && params.max !== undefined) out.push([name, message, params.max]);
    else if (name === 'confirmedPassword') { if (other) out.push([name, message, other]); }
    else if (name === 'plZip' && other) out.push([name, message, other]);
    else out.push([name, message]);
  }
  return { 'data-rules': JSON.stringify(out) };
}
