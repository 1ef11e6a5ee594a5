// Where a shopper goes after signing in, choosing a channel or a cookie setting (a return address taken
// from a request is same-origin only: docs/security.md). This is the storefront's one check of a return
// path: every `?return=`, hidden `return` field and redirect target built from one passes through it.
//
// The path is judged after the normalisation a browser applies to a Location header: it is parsed
// (WHATWG URL) against the shop's origin, the resolved origin must be the shop's, and the normalised
// path must still be a path of this site. Dot segments can collapse into `//` (`/.//evil.example`
// resolves to `//evil.example`, which a browser then reads as another host), so the normalised result
// is checked again.

/** Longer return paths are not ours (no route of the shop comes near it). */
const MAX_RETURN_PATH = 2000;
/**
 * Whitespace, control characters and backslashes anywhere: browsers strip tabs and newlines (`/\t/evil`
 * becomes `//evil`), read `\` as `/` (`/\evil`) and CR/LF would split a header.
 */
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\]/u;
/**
 * Percent-encoded slashes, backslashes and control characters (tab, CR, LF, NUL…) in the path: a proxy
 * or a framework that decodes the path once would turn them into the characters refused above. In the
 * query they are data (a nested return path is `?return=%2Fcart`) and stay encoded in the Location.
 */
const UNSAFE_ENCODED = /%(?:2f|5c|[01][0-9a-f]|7f)/i;
const pathPart = (value: string) => value.split(/[?#]/, 1)[0] ?? '';
/** Any origin will do for the check: the path must resolve back onto it. */
const CHECK_ORIGIN = 'https://return-path.invalid';

function isPlainPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARACTERS.test(value) && !UNSAFE_ENCODED.test(pathPart(value));
}

/** The path as the URL parser normalises it, or undefined when it leaves the origin. */
function normalised(value: string): string | undefined {
  const parsed = URL.parse(value, CHECK_ORIGIN);
  if (!parsed || parsed.origin !== CHECK_ORIGIN || parsed.username || parsed.password) return undefined;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The return path when it is a same-origin path (e.g. `/cart?x=1`), normalised; else undefined. */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH) return undefined;
  if (!isPlainPath(value)) return undefined;
  const path = normalised(value);
  // What is redirected to is what was checked: the normalised path must pass the same rules and be stable.
  if (path === undefined || !isPlainPath(path) || normalised(path) !== path) return undefined;
  return path;
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
