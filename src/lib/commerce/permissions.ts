// Permission check (docs/rules.md#has-access): all of the required permissions, or at least one with `any`.

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string' && entry !== '');

/**
 * Whether a user holding `granted` may do something that needs `required` (one key or a list).
 * Anything malformed, including an empty requirement, means no access.
 */
export function hasAccess(granted: unknown, required: unknown, any = false): boolean {
  const needed = typeof required === 'string' ? [required] : required;
  if (!isStringList(granted) || !isStringList(needed) || needed.length === 0) return false;
  const held = new Set(granted);
  return any ? needed.some((permission) => held.has(permission)) : needed.every((permission) => held.has(permission));
}
