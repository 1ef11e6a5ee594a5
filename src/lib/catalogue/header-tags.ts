// The platform's SEO header tags (spec §3: type meta, link or script) as elements the head can
// render safely: only plain attribute names, no event handlers, no javascript: (or data:) URLs, no
// `http-equiv` meta (a refresh would redirect, a cookie or CSP would reach past the page's headers);
// scripts only as JSON data blocks (JSON-LD), never a type a browser would run, with every `<` of
// their text escaped (src/lib/json-script.ts) so they cannot close the element. A script with src is left out.
import { scriptSafeText } from '../json-script';
import type { HeaderTag } from '../commerce/seo';

export interface HeadElement {
  type: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** Inline script text. */
  content?: string | undefined;
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9:_-]*$/i;
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SCRIPT_ATTRIBUTES = new Set(['type', 'id']);
/** Data blocks only: `application/ld+json`, `application/json` and other `+json` types. */
const DATA_BLOCK_TYPE = /^application\/(?:[a-z0-9.-]+\+)?json$/i;

function safeAttributes(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!ATTRIBUTE_NAME.test(name) || name.toLowerCase().startsWith('on') || name.toLowerCase() === 'http-equiv' || name.toLowerCase() === 'style') continue;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value);
    if (URL_ATTRIBUTES.has(name.toLowerCase()) && !/^(https?:)?\/\//i.test(text) && !text.startsWith('/')) continue;
    out[name] = text;
  }
  return out;
}

/** Accepts both shapes the platform may send: `{type, attributes: {...}, content}` and flat `{type, name, content}`. */
export function headElements(tags: readonly HeaderTag[]): HeadElement[] {
  const elements: HeadElement[] = [];
  for (const tag of tags) {
    const { type, attributes, content, ...flat } = tag as HeaderTag & { attributes?: unknown; content?: unknown };
    const raw = { ...flat, ...(typeof attributes === 'object' && attributes !== null ? (attributes as Record<string, unknown>) : {}) };
    if (type === 'script') {
      const scriptAttributes = Object.fromEntries(Object.entries(safeAttributes(raw)).filter(([name]) => SCRIPT_ATTRIBUTES.has(name.toLowerCase())));
      if ('src' in raw || typeof content !== 'string' || !content.trim() || !DATA_BLOCK_TYPE.test(scriptAttributes.type?.trim() ?? '')) continue;
      elements.push({ type, attributes: { ...scriptAttributes, type: scriptAttributes.type!.trim() }, content: scriptSafeText(content) });
    } else if (type === 'meta') {
      if (Object.keys(raw).some((name) => name.toLowerCase() === 'http-equiv')) continue;
      const attrs = safeAttributes(typeof content === 'string' ? { ...raw, content } : raw);
      if (Object.keys(attrs).length) elements.push({ type, attributes: attrs });
    } else if (type === 'link') {
      const attrs = safeAttributes(raw);
      if (attrs.href) elements.push({ type, attributes: attrs });
    }
  }
  return elements;
}
