// The spec §5 rules of one field as data: what a server-rendered page hands its blur script
// (src/components/forms/blur-rules.ts builds them from form-rules.ts and the catalogue), and the runner
// that script uses. The patterns and lengths are form-rules.ts's own; this module holds only how a check
// of each kind reads a value, so it carries no rule of its own and no message.

/** A rule that holds only while another field has a value (the zip code's format while the country is Poland). */
export interface CheckCondition {
  field: string;
  value: string;
}

/** How one rule reads the value. */
export type CheckKind =
  | { check: 'required' }
  /** The trimmed value matches the pattern (an empty value passes). */
  | { check: 'match'; pattern: string }
  /** At least this many characters after trimming (an empty value passes). */
  | { check: 'min'; length: number }
  /** At most this many characters (an empty value passes). */
  | { check: 'max'; length: number }
  /** Equals the value of another field (a password's confirmation). */
  | { check: 'same'; field: string };

export type FieldCheck = CheckKind & { message: string; onlyIf?: CheckCondition };

/**
 * The message of the first check the value fails, or null when it passes them all. A checkbox's value is
 * what the form would send: its value when ticked, '' when not. `valueOf` reads another field by its id.
 */
export function fieldFailure(checks: readonly FieldCheck[], value: string, valueOf: (id: string) => string | undefined): string | null {
  const trimmed = value.trim();
  for (const rule of checks) {
    if (rule.onlyIf && valueOf(rule.onlyIf.field) !== rule.onlyIf.value) continue;
    if (rule.check === 'required' || rule.check === 'same') {
      if (rule.check === 'required' ? trimmed === '' : value !== (valueOf(rule.field) ?? '')) return rule.message;
      continue;
    }
    if (value === '') continue;
    const passes =
      rule.check === 'match' ? new RegExp(rule.pattern).test(trimmed)
      : rule.check === 'min' ? trimmed.length >= rule.length
      : [...value].length <= rule.length;
    if (!passes) return rule.message;
  }
  return null;
}
