// HTML written in the platform's admin (content pages, category descriptions) is sanitised
// before it is rendered (design.md §5): formatting, links, images and tables stay; scripts,
// styles, event handlers, forms and frames go.
import sanitizeHtml from 'sanitize-html';
import { LRUCache } from 'lru-cache';

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
  },
};

/**
 * A sanitiser that keeps what it made: the same description is cleaned once, not on every render of
 * its page (parsing it was a visible share of an uncached product page, issue 15). Bounded in bytes.
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
