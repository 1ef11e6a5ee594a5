// Redirect rules of spec §2, managed in the platform: which rule sends a path where.

/** Redirects stop once this many have happened in a row (the count travels in `_rc`). */
export const REDIRECT_CHAIN_LIMIT = 10;
export const REDIRECT_COUNTER_PARAM = '_rc';

export interface RedirectRule {
  source_url: string;
  target_url: string;
  /** The HTTP status to redirect with: 301, 302, 307 or 308. */
  type: number | string;
  enabled: boolean;
}

export interface RedirectRequest {
  pathname: string;
  /** The query string, with or without '?'. */
  search: string;
}

export interface RedirectResult {
  location: string;
  status: 301 | 302 | 303 | 307 | 308;
}

const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const;
const PLACEHOLDER = /\{(\w+)\}/g;
const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path without its trailing slash ('/' stays '/'). */
function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A path with each segment percent-decoded, so that a rule written with Polish letters or spaces
 * (`/o nas`, `/żółw`) matches the encoded path a browser sends, and an encoded rule matches too. A
 * segment that does not decode, or that would decode into a slash, stays as it was.
 */
function decodedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        const decoded = decodeURIComponent(segment);
        return decoded.includes('/') ? segment : decoded;
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The path part of a rule's source (a source may be written as a full URL or with a query). */
function sourcePath(source: string): string {
  const path = ABSOLUTE.test(source) ? new URL(source).pathname : source.split(/[?#]/)[0]!;
  return withoutTrailingSlash(decodedPath(path.startsWith('/') ? path : `/${path}`));
}

/**
 * A matcher for a rule's source: literal parts match exactly; each {name} matches one or more characters
 * within one path segment; the whole path must match.
 */
function sourceMatcher(source: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let pattern = '';
  let last = 0;
  for (const match of source.matchAll(PLACEHOLDER)) {
    pattern += `${escapeRegExp(source.slice(last, match.index))}([^/]+)`;
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  pattern += escapeRegExp(source.slice(last));
  return { pattern: new RegExp(`^${pattern}$`), names };
}

function statusOf(type: RedirectRule['type']): RedirectResult['status'] {
  const code = Number(type);
  return (REDIRECT_STATUSES as readonly number[]).includes(code) ? (code as RedirectResult['status']) : 301;
}

const BASE = 'http://relative.invalid';

interface CompiledRule {
  rule: RedirectRule;
  pattern: RegExp;
  names: string[];
  /** Its place in the list: the last matching rule wins. */
  index: number;
}

/**
 * A list's rules ready to match: a rule without placeholders by its exact path (one lookup, however many
 * there are: a shop may have 500, most of them plain old addresses), the others by their patterns.
 */
interface CompiledList {
  literal: Map<string, CompiledRule>;
  patterns: CompiledRule[];
}

/** Called once per rule that cannot be used (spec §2: redirect failures are only logged). */
export type InvalidRuleReport = (rule: RedirectRule, reason: string) => void;

/**
 * The enabled rules with their matchers, or a report for a rule whose source or target cannot be parsed
 * (a bad absolute URL): that rule is skipped, the others still apply.
 */
function compile(rules: readonly RedirectRule[], onInvalid: InvalidRuleReport): CompiledList {
  const compiled: CompiledList = { literal: new Map(), patterns: [] };
  rules.forEach((rule, index) => {
    if (!rule.enabled || !rule.source_url || !rule.target_url) return;
    try {
      const source = sourcePath(rule.source_url);
      const { pattern, names } = sourceMatcher(source);
      new URL(rule.target_url.replace(PLACEHOLDER, 'x'), BASE);
      // A later rule for the same path replaces an earlier one, as it would win the match.
      if (names.length === 0) compiled.literal.set(source, { rule, pattern, names, index });
      else compiled.patterns.push({ rule, pattern, names, index });
    } catch (error) {
      onInvalid(rule, error instanceof Error ? error.message : String(error));
    }
  });
  return compiled;
}

// A list of rules is compiled once: the rule source hands out the same array until it reloads.
const compiledLists = new WeakMap<readonly RedirectRule[], CompiledList>();

/**
 * Where a request is redirected by the rules, or null. The last matching enabled rule wins. Paths are
 * compared decoded. Placeholders captured from the source are filled into the target, whose trailing
 * slash is dropped as on the source (as Heseya's own SDK does, so no second 301 follows). The target
 * keeps the request's other query parameters and gets `_rc` incremented; at 10 redirects in a row, or
 * when the target is the current path, there is no redirect. An unknown redirect type counts as 301. A
 * rule that cannot be parsed is skipped and reported once per list through `onInvalid`.
 */
export function resolveRedirect(
  rules: readonly RedirectRule[],
  request: RedirectRequest,
  onInvalid: InvalidRuleReport = () => {},
): RedirectResult | null {
  const query = new URLSearchParams(request.search);
  const count = Math.max(0, Number.parseInt(query.get(REDIRECT_COUNTER_PARAM) ?? '0', 10) || 0);
  if (count >= REDIRECT_CHAIN_LIMIT) return null;

  let compiled = compiledLists.get(rules);
  if (!compiled) {
    compiled = compile(rules, onInvalid);
    compiledLists.set(rules, compiled);
  }

  const path = withoutTrailingSlash(decodedPath(request.pathname));
  const exact = compiled.literal.get(path);
  let found: { rule: RedirectRule; values: Record<string, string> } | null = exact ? { rule: exact.rule, values: {} } : null;
  // The last match wins: the patterns from the end, only those after the exact rule.
  for (let at = compiled.patterns.length - 1; at >= 0; at -= 1) {
    const { rule, pattern, names, index } = compiled.patterns[at]!;
    if (exact && index < exact.index) break;
    const match = pattern.exec(path);
    if (match) {
      found = { rule, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
      break;
    }
  }
  if (!found) return null;

  const { values } = found;
  const filled = found.rule.target_url.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  const target = URL.parse(filled, BASE);
  if (!target) return null;
  target.pathname = withoutTrailingSlash(target.pathname);
  const isRelative = !ABSOLUTE.test(filled);
  if (isRelative && decodedPath(target.pathname) === path) return null;

  for (const [key, value] of query) {
    if (key !== REDIRECT_COUNTER_PARAM && !target.searchParams.has(key)) target.searchParams.append(key, value);
  }
  target.searchParams.set(REDIRECT_COUNTER_PARAM, String(count + 1));
  const location = isRelative ? `${target.pathname}${target.search}${target.hash}` : target.toString();
  return { location, status: statusOf(found.rule.type) };
}
