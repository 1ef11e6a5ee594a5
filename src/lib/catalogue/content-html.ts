// HTML written in the platform's admin (content pages, category descriptions, consents) is sanitised
// before it is rendered (docs/security.md): formatting, links, images and tables stay; scripts,
// styles, event handlers, forms and frames go. Its ids and anchor names live in a namespace of their
// own (`user-content-…`, as GitHub does): an element of the content can never take the name of one of
// the shop's (`id="content"`, or a global the shop's or a tag's script looks up on `window`).
import sanitizeHtml from 'sanitize-html';
import { LRUCache } from 'lru-cache';
import { USER_CONTENT_PREFIX } from '../user-content';

const inUserContent = (name: string) => (name.startsWith(USER_CONTENT_PREFIX) ? name : `${USER_CONTENT_PREFIX}${name}`);

/**
 * An element's attributes with its `id` and `name` moved into the content's namespace, and a link to a
 * fragment of the same page (`href="#x"`) pointing at the moved name, so in-page links keep working.
 * `#top` (the top of the page) and a bare `#` are left as they are. Idempotent: a name already in the
 * namespace stays as it is, so sanitising sanitised HTML changes nothing.
 */
export function namespacedAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out = { ...attribs };
  for (const name of ['id', 'name'] as const) {
    const value = out[name];
    if (value === undefined) continue;
    if (value.trim()) out[name] = inUserContent(value);
    else delete out[name];
  }
  const href = out['href'];
  if (href?.startsWith('#') && href.length > 1 && href.toLowerCase() !== '#top') out['href'] = `#${inUserContent(href.slice(1))}`;
  return out;
}

/** For `transformTags['*']`: applies to every element after its own tag's transform. */
export const namespaceIds: sanitizeHtml.Transformer = (tagName, attribs) => ({ tagName, attribs: namespacedAttributes(attribs) });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'h1'),
    'img', 'figure', 'figcaption', 'picture', 'source', 'details', 'summary',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'sizes', 'media', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type', 'reversed'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // The page has its own h1: headings in the content start one level lower.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
    '*': namespaceIds,
  },
};

/**
 * A sanitiser that keeps what it made: the same description is cleaned once, not on every render of
 * its page (parsing it is a visible share of an uncached product page). Bounded in bytes.
 */
export function keptSanitiser(sanitise: (html: string) => string, maxBytes = 4 * 2 ** 20): (html: string | null | undefined) => string {
  const kept = new LRUCache<string, string>({ max: 5000, maxSize: maxBytes, sizeCalculation: (clean, html) => (html.length + clean.length) * 2 + 64 });
  return (html) => {
    if (!html) return '';
    let clean = kept.get(html);
    if (clean === undefined) {
      clean = sanitise(html);
      kept.set(html, clean);
    }
    return clean;
  };
}

export const sanitiseContentHtml = keptSanitiser((html) => sanitizeHtml(html, OPTIONS));
