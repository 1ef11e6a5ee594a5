// Redirect rules (docs/rules.md#redirect-rules), managed in the platform: which rule sends a path where.

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

/** A path without its trailing slash ('/' stays '/'). */
function withoutTrailingSlash(path: string): string {
  // A loop, not /\/+$/: that regex retries every run of slashes in the path, quadratic on a crafted one.
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return end === 0 ? '/' : path.slice(0, end);
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
  const path = ABSOLUTE.test(source) ? new URL(source).pathname : (source.split(/[?#]/, 1)[0] ?? '');
  return withoutTrailingSlash(decodedPath(path.startsWith('/') ? path : `/${path}`));
}

/**
 * Paths longer than this are never matched against rules with placeholders (exact rules still apply): no
 * address a shop ever published is this long, and a hostile path costs no more than this to look at.
 */
export const REDIRECT_PATH_LIMIT = 2048;

/** Why a source cannot be matched: each placeholder must be told apart from the next by literal text. */
export const ADJACENT_PLACEHOLDERS = 'two placeholders follow each other with no text between them';
export const REPEATED_PLACEHOLDER = 'a placeholder name is used twice';

/**
 * One segment of a source: literal pieces with a placeholder between each two (`literals` is one longer
 * than `names`). A segment without placeholders is one literal.
 */
interface SegmentPattern {
  literals: string[];
  names: string[];
}

/** A source split into segments; a placeholder never spans a slash, so the path splits the same way. */
interface SourcePattern {
  segments: SegmentPattern[];
  names: string[];
}

/**
 * The source's segments, or an error for a source the matcher cannot tell apart: placeholders with no
 * literal text between them (`{a}{b}`: where one ends is a guess) or a name used twice.
 */
function sourcePattern(source: string): SourcePattern {
  const names: string[] = [];
  const segments = source.split('/').map((text): SegmentPattern => {
    const segment: SegmentPattern = { literals: [], names: [] };
    let last = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      const literal = text.slice(last, match.index);
      if (segment.names.length > 0 && literal === '') throw new Error(ADJACENT_PLACEHOLDERS);
      const name = match[1] ?? '';
      if (names.includes(name)) throw new Error(REPEATED_PLACEHOLDER);
      segment.literals.push(literal);
      segment.names.push(name);
      names.push(name);
      last = match.index + match[0].length;
    }
    segment.literals.push(text.slice(last));
    return segment;
  });
  return { segments, names };
}

/**
 * The placeholder values of one segment, or null when it does not match. Each placeholder takes one or
 * more characters, as few as the literal after it allows (the first place that literal occurs), the last
 * one everything up to the segment's literal end. Each literal is looked for once, from where the one
 * before it ended, so the work is linear in the segment however the rule is written: an earliest match
 * of every middle literal leaves the most room for the rest, so it finds a match whenever there is one.
 */
function matchSegment(segment: string, pattern: SegmentPattern): string[] | null {
  const { literals } = pattern;
  const [first = '', ...rest] = literals;
  if (rest.length === 0) return segment === first ? [] : null;
  const final = rest.at(-1) ?? '';
  const end = segment.length - final.length;
  if (!segment.startsWith(first) || !segment.endsWith(final) || end <= first.length) return null;
  const values: string[] = [];
  let from = first.length;
  for (const literal of rest.slice(0, -1)) {
    const found = segment.indexOf(literal, from + 1);
    if (found === -1 || found + literal.length >= end) return null;
    values.push(segment.slice(from, found));
    from = found + literal.length;
  }
  values.push(segment.slice(from, end));
  return values;
}

/** The placeholder values by name when the whole path matches the source, else null. */
function matchPath(segments: readonly string[], pattern: SourcePattern): Record<string, string> | null {
  if (segments.length !== pattern.segments.length) return null;
  const values: Record<string, string> = {};
  for (const [at, segmentPattern] of pattern.segments.entries()) {
    const found = matchSegment(segments[at] ?? '', segmentPattern);
    if (!found) return null;
    segmentPattern.names.forEach((name, i) => {
      values[name] = found[i] ?? '';
    });
  }
  return values;
}

function statusOf(type: RedirectRule['type']): RedirectResult['status'] {
  const code = Number(type);
  return (REDIRECT_STATUSES as readonly number[]).includes(code) ? (code as RedirectResult['status']) : 301;
}

const BASE = 'http://relative.invalid';

interface CompiledRule {
  rule: RedirectRule;
  pattern: SourcePattern;
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

/** Called once per rule that cannot be used (redirect failures are only logged). */
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
      const pattern = sourcePattern(source);
      new URL(rule.target_url.replace(PLACEHOLDER, 'x'), BASE);
      // A later rule for the same path replaces an earlier one, as it would win the match.
      if (pattern.names.length === 0) compiled.literal.set(source, { rule, pattern, index });
      else compiled.patterns.push({ rule, pattern, index });
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
export function resolveRedirect(rules: readonly RedirectRule[], request: RedirectRequest, onInvalid: InvalidRuleReport = () => {}): RedirectResult | null {
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
  const segments = path.length <= REDIRECT_PATH_LIMIT ? path.split('/') : null;
  for (let at = compiled.patterns.length - 1; segments && at >= 0; at -= 1) {
    const entry = compiled.patterns[at];
    if (!entry) break;
    const { rule, pattern, index } = entry;
    if (exact && index < exact.index) break;
    const values = matchPath(segments, pattern);
    if (values) {
      found = { rule, values };
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
