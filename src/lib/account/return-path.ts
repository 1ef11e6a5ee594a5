// Where a shopper goes after signing in (design.md §5: a return address taken from a query string is
// same-origin only). Only a path of this site is accepted; anything that a browser could read as
// another origin (`//host`, `/\host`, a scheme, control characters it would strip) is refused.

/** Longer return paths are not ours (no route of the shop comes near it). */
const MAX_RETURN_PATH = 2000;
/** Control characters and whitespace: browsers strip tabs and newlines, so `/\t/evil` would become `//evil`. */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;
const CHECK_ORIGIN = 'https://return-path.invalid';

/** The return path when it is a same-origin path (e.g. `/cart?x=1`), else undefined. */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (UNSAFE_CHARACTERS.test(value)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value, CHECK_ORIGIN);
  } catch {
    return undefined;
  }
  if (parsed.origin !== CHECK_ORIGIN) return undefined;
  // The path as the URL parser normalised it (dot segments resolved), so what we redirect to is what we checked.
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The return path, or the fallback when it is missing or not same-origin. */
export function returnTarget(value: unknown, fallback: string): string {
  return sameOriginPath(value) ?? fallback;
}

/** The sign-in address that brings the shopper back to `path` afterwards. */
export function loginPathFor(loginPath: string, returnPath: string): string {
  const safe = sameOriginPath(returnPath);
  return safe ? `${loginPath}?${new URLSearchParams({ return: safe })}` : loginPath;
}
