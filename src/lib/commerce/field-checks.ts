// The form rules (docs/rules.md#form-validation) of one field as data: what a server-rendered page hands its blur script
// (src/components/forms/blur-rules.ts builds them from form-rules.ts and the catalogue), and the runner
// that script uses. The patterns and lengths are form-rules.ts's own; this module holds only how a check
// of each kind reads a value, so it carries no rule of its own and no message.

/**
 * A rule that holds only while another field has a value (the zip code's format while the country is
 * Poland), or with `not` while it has any other (an EU VAT number outside Poland).
 */
export interface CheckCondition {
  field: string;
  value: string;
  not?: boolean;
}

/** A date as a date input gives it. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** How one rule reads the value. */
export type CheckKind =
  | { check: 'required' }
  /**
   * The trimmed value matches the pattern, read with its flags (an empty value passes). `compact`: spaces,
   * dots and dashes between digit groups do not count and letters are read as capitals (VAT numbers).
   */
  | { check: 'match'; pattern: string; flags?: string; compact?: boolean }
  /** A date (YYYY-MM-DD, what a date input gives) not after the present moment (an empty value passes). */
  | { check: 'beforeNow' }
  /** At least this many characters after trimming (an empty value passes). */
  | { check: 'min'; length: number }
  /** At most this many characters (an empty value passes). */
  | { check: 'max'; length: number }
  /** Equals the value of another field (a password's confirmation). */
  | { check: 'same'; field: string };

export type FieldCheck = CheckKind & { message: string; onlyIf?: CheckCondition };

/**
 * The message of the first check the value fails, or null when it passes them all. A checkbox's value is
 * what the form would send: its value when ticked, '' when not. `otherField` reads another field by its id;
 * `now` is the present moment for a date that must not be in the future.
 */
export function fieldFailure(checks: readonly FieldCheck[], value: string, otherField: (id: string) => string | undefined, now = Date.now()): string | null {
  const trimmed = value.trim();
  for (const rule of checks) {
    if (rule.onlyIf && (otherField(rule.onlyIf.field) === rule.onlyIf.value) === Boolean(rule.onlyIf.not)) continue;
    if (rule.check === 'required' || rule.check === 'same') {
      if (rule.check === 'required' ? trimmed === '' : value !== (otherField(rule.field) ?? '')) return rule.message;
      continue;
    }
    if (value === '') continue;
    const passes =
      rule.check === 'match'
        ? new RegExp(rule.pattern, rule.flags).test(rule.compact ? trimmed.replace(/[\s.-]/g, '').toUpperCase() : trimmed)
        : rule.check === 'beforeNow'
          ? ISO_DATE.test(trimmed) && Date.parse(`${trimmed}T00:00:00`) <= now
          : rule.check === 'min'
            ? trimmed.length >= rule.length
            : [...value].length <= rule.length;
    if (!passes) return rule.message;
  }
  return null;
}
