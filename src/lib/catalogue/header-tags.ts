// The platform's SEO header tags (type meta, link or script) as elements the head can render
// under the page's CSP, and what that CSP must add for them. What marketing may put there and why is in
// docs/marketing-content.md; the security reasoning in docs/security.md.
//
// - meta: plain attributes; `http-equiv` only for the harmless ones (HTTP_EQUIV_ALLOWED): a refresh
//   would redirect, a cookie or a CSP would reach past the page's headers. No `charset` (the page
//   declares its own) and none of the names the page sets or its scripts read (RESERVED_META_NAMES).
// - link: an http(s) or root-relative address; what it may load is still the CSP's to decide.
// - script: a JSON data block (JSON-LD), its `<` escaped so it cannot close its element; or JavaScript,
//   inline (allowed by its SHA-256 hash in `script-src`) or from an `https:` address (its origin named
//   in `script-src`). Inline JavaScript that could end its element early (`</script`, `<!--`), other
//   script types (import maps, speculation rules, templates) and scripts from any other address are refused.
// - every tag: no event handler, no `style`, no `id` and no `data-*` (the shop's scripts find their own
//   elements by such names), only plain attribute names.
import { createHash } from 'node:crypto';
import { scriptSafeText } from '../json-script';
import type { HeaderTag } from '../commerce/seo';

export interface HeadElement {
  type: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** Inline script text, exactly as rendered (a JSON block's escaped, JavaScript's as hashed). */
  content?: string | undefined;
}

/** How one header tag is rendered, and what the page's CSP must allow for it; or why it is not. */
export type HeaderTagDecision =
  | {
      element: HeadElement;
      /** `sha256-…` of an inline script's text, for `script-src`. */
      scriptHash?: CspScriptHash;
      /** The https origin of an external script, for `script-src`. */
      scriptOrigin?: string;
      /** Attributes left out of the element, with why (for the log). */
      dropped: string[];
    }
  | { refused: string };

/** Every header tag of a page: the elements in order, the CSP's additions, and what was refused or trimmed. */
export interface HeaderTagsPlan {
  elements: HeadElement[];
  scriptHashes: CspScriptHash[];
  scriptOrigins: string[];
  /** Each tag refused or rendered without some attributes, with the reason. */
  notices: { tag: HeaderTag; notice: string }[];
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9:_-]*$/;
/** Data blocks: `application/ld+json`, `application/json` and other `+json` types. */
const DATA_BLOCK_TYPE = /^application\/(?:[a-z0-9.-]+\+)?json$/;
/** The types a browser runs as classic JavaScript (the HTML standard's JavaScript MIME type essences), and `module`. */
const JAVASCRIPT_TYPE = /^(?:|module|(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/jscript|text\/livescript)$/;
/**
 * `http-equiv` values that only describe the document: its language, its preferred stylesheet set, the
 * legacy IE rendering mode. Everything else is refused: `refresh` (a redirect), `set-cookie`,
 * `content-security-policy` (and report-only), `content-type` (the page's own charset), `origin-trial`
 * (turns on browser features), `accept-ch`/`delegate-ch` (client hints to third parties), and the cache
 * headers (`expires`, `pragma`, `cache-control`), which browsers ignore in a page and the shop sets itself.
 */
const HTTP_EQUIV_ALLOWED = new Set(['content-language', 'default-style', 'x-ua-compatible']);
/**
 * Meta names the page sets or reads itself: a second `referrer` would override the Referrer-Policy
 * header, a second `viewport` the page's layout; `build-id` and `error-reporting` are data the shop's
 * scripts read by name.
 */
const RESERVED_META_NAMES = new Set(['referrer', 'viewport', 'build-id', 'error-reporting']);
/** Attributes an external JavaScript may carry; boolean ones are written empty. */
const EXTERNAL_SCRIPT_ATTRIBUTES = new Set(['src', 'type', 'async', 'defer', 'nomodule', 'crossorigin', 'integrity', 'referrerpolicy', 'fetchpriority']);
const BOOLEAN_ATTRIBUTES = new Set(['async', 'defer', 'nomodule']);

/** The tag's attributes, flat or under `attributes` (both shapes the platform may send), names in lower case. */
function rawAttributes(tag: HeaderTag): { raw: Map<string, unknown>; content: unknown } {
  const { type: _type, attributes, content, ...flat } = tag as HeaderTag & { attributes?: unknown; content?: unknown };
  const nested = typeof attributes === 'object' && attributes !== null && !Array.isArray(attributes) ? (attributes as Record<string, unknown>) : {};
  const raw = new Map<string, unknown>();
  for (const [name, value] of [...Object.entries(flat), ...Object.entries(nested)]) raw.set(name.trim().toLowerCase(), value);
  return { raw, content };
}

/** Plain, harmless attributes as strings; what is left out goes to `dropped`. */
function safeAttributes(raw: Map<string, unknown>, dropped: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of raw) {
    if (!ATTRIBUTE_NAME.test(name)) dropped.push(`${name || '(empty)'}: not a plain attribute name`);
    else if (name.startsWith('on')) dropped.push(`${name}: event handler`);
    else if (name === 'style') dropped.push('style: inline style');
    else if (name === 'id' || name.startsWith('data-')) dropped.push(`${name}: the shop's scripts find their own elements by such names`);
    else if (value === true && BOOLEAN_ATTRIBUTES.has(name)) out[name] = '';
    else if (value === false || value === null || value === undefined) continue;
    else if (typeof value !== 'string' && typeof value !== 'number') dropped.push(`${name}: not a text value`);
    else out[name] = String(value);
  }
  return out;
}

const isWebAddress = (text: string) => /^(?:https?:)?\/\//i.test(text) || (text.startsWith('/') && !text.startsWith('/\\'));

/** The browser's text of an inline script: the HTML parser turns CR LF and lone CR into LF and NUL into U+FFFD. */
const parsedScriptText = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');

export type CspScriptHash = `sha256-${string}`;
export const scriptHash = (text: string): CspScriptHash => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

function decideMeta(raw: Map<string, unknown>, content: unknown): HeaderTagDecision {
  if (raw.has('charset')) return { refused: 'meta charset: the page declares its own' };
  const dropped: string[] = [];
  const attributes = safeAttributes(typeof content === 'string' || typeof content === 'number' ? new Map([...raw, ['content', content]]) : raw, dropped);
  const httpEquiv = attributes['http-equiv']?.trim().toLowerCase();
  if (httpEquiv !== undefined && !HTTP_EQUIV_ALLOWED.has(httpEquiv))
    return { refused: `meta http-equiv="${httpEquiv}": only ${[...HTTP_EQUIV_ALLOWED].join(', ')} are rendered` };
  const name = attributes.name?.trim().toLowerCase();
  if (name !== undefined && RESERVED_META_NAMES.has(name)) return { refused: `meta name="${name}": the page sets or reads it itself` };
  if (Object.keys(attributes).length === 0) return { refused: 'meta without attributes' };
  return { element: { type: 'meta', attributes }, dropped };
}

function decideLink(raw: Map<string, unknown>): HeaderTagDecision {
  const dropped: string[] = [];
  const attributes = safeAttributes(raw, dropped);
  if (!attributes.href || !isWebAddress(attributes.href.trim())) return { refused: 'link without an http(s) or root-relative href' };
  return { element: { type: 'link', attributes }, dropped };
}

function decideScript(raw: Map<string, unknown>, content: unknown): HeaderTagDecision {
  const dropped: string[] = [];
  const attributes = safeAttributes(raw, dropped);
  const type = (attributes.type ?? '').trim().toLowerCase();
  const text = typeof content === 'string' ? content : '';
  if (DATA_BLOCK_TYPE.test(type)) {
    if ('src' in attributes) return { refused: 'a JSON script with src: a data block is never fetched' };
    if (!text.trim()) return { refused: 'an empty JSON script' };
    return { element: { type: 'script', attributes: { type }, content: scriptSafeText(text) }, dropped };
  }
  if (!JAVASCRIPT_TYPE.test(type)) return { refused: `script type="${type}": only JavaScript and JSON scripts are rendered` };
  const src = attributes.src?.trim();
  if (src !== undefined) {
    const url = URL.canParse(src) ? new URL(src) : null;
    if (url?.protocol !== 'https:') return { refused: 'a script src that is not an absolute https: address' };
    const kept = Object.fromEntries(Object.entries(attributes).filter(([name]) => EXTERNAL_SCRIPT_ATTRIBUTES.has(name)));
    for (const name of Object.keys(attributes)) if (!EXTERNAL_SCRIPT_ATTRIBUTES.has(name)) dropped.push(`${name}: not an attribute of an external script`);
    return { element: { type: 'script', attributes: { ...kept, src: url.href, ...(type && { type }) } }, scriptOrigin: url.origin, dropped };
  }
  if (!text.trim()) return { refused: 'a script with neither src nor text' };
  if (/<\/script|<!--/i.test(text)) return { refused: 'inline script text with "</script" or "<!--": it could end its element early' };
  const scriptText = parsedScriptText(text);
  for (const name of Object.keys(attributes)) if (name !== 'type') dropped.push(`${name}: not an attribute of an inline script`);
  return { element: { type: 'script', attributes: type ? { type } : {}, content: scriptText }, scriptHash: scriptHash(scriptText), dropped };
}

/** How one header tag is rendered, or why it is not (pure). */
export function decideHeaderTag(tag: HeaderTag): HeaderTagDecision {
  const { raw, content } = rawAttributes(tag);
  if (tag.type === 'meta') return decideMeta(raw, content);
  if (tag.type === 'link') return decideLink(raw);
  if (tag.type === 'script') return decideScript(raw, content);
  return { refused: `type "${String(tag.type)}": only meta, link and script` };
}

// The platform's answers are kept and shared (src/lib/catalogue/recent-reads.ts), so the same tag object
// comes back on every render of its pages: each is decided once.
const decided = new WeakMap<object, HeaderTagDecision>();

function decisionOf(tag: HeaderTag): HeaderTagDecision {
  if (typeof tag !== 'object' || tag === null) return { refused: 'not an object' };
  let decision = decided.get(tag);
  if (!decision) {
    decision = decideHeaderTag(tag);
    decided.set(tag, decision);
  }
  return decision;
}

/** The header tags of a page (every source's, concatenated), in order. */
export function planHeaderTags(tags: readonly HeaderTag[]): HeaderTagsPlan {
  const plan: HeaderTagsPlan = { elements: [], scriptHashes: [], scriptOrigins: [], notices: [] };
  for (const tag of tags) {
    const decision = decisionOf(tag);
    if ('refused' in decision) {
      plan.notices.push({ tag, notice: `refused: ${decision.refused}` });
      continue;
    }
    plan.elements.push(decision.element);
    if (decision.scriptHash && !plan.scriptHashes.includes(decision.scriptHash)) plan.scriptHashes.push(decision.scriptHash);
    if (decision.scriptOrigin && !plan.scriptOrigins.includes(decision.scriptOrigin)) plan.scriptOrigins.push(decision.scriptOrigin);
    if (decision.dropped.length) plan.notices.push({ tag, notice: `rendered without ${decision.dropped.join('; ')}` });
  }
  return plan;
}

/** The elements alone (for callers that add nothing to a CSP). */
export const headElements = (tags: readonly HeaderTag[]): HeadElement[] => planHeaderTags(tags).elements;

// Each distinct tag is reported once per process, not on every render of every page that carries it.
const reported = new Set<string>();
const MAX_REPORTED = 1000;

/** Tells the server's console what was refused or trimmed, once per distinct tag and notice. */
export function reportHeaderTagNotices(notices: HeaderTagsPlan['notices'], log: (message: string) => void = console.warn): void {
  for (const { tag, notice } of notices) {
    let text: string;
    try {
      text = JSON.stringify(tag);
    } catch {
      text = String(tag);
    }
    const key = `${notice}\n${text}`;
    if (reported.has(key)) continue;
    if (reported.size >= MAX_REPORTED) reported.clear();
    reported.add(key);
    log(`[seo] header tag ${text.length > 500 ? `${text.slice(0, 500)}…` : text} ${notice}`);
  }
}
