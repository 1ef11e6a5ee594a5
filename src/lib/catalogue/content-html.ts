// HTML written in the platform's admin (content pages, product and category descriptions, consents) is
// sanitised before it is rendered (docs/security.md): formatting, links, images and tables stay; scripts,
// styles (the `style` attribute too), event handlers and forms go. The layout the admin's editor gives
// it stays: the class names that editor writes (its grid and columns, alignment, image position and
// outset, responsive embeds, cards) are kept on the elements it writes them on, and nothing else; the
// shop's own stylesheet styles them (src/styles/editor-content.css). A frame of a video host the shop
// allows (./../video-embeds.ts) becomes a click-to-play button that loads nothing from the host before
// the click; every other frame goes. Images on the platform's media host get a `srcset` of its sizes.
// Tables are wrapped in a box of their own that scrolls sideways when they are wider than the page.
// Ids and anchor names live in a namespace of their own (`user-content-…`, as GitHub does): an element
// of the content can never take the name of one of the shop's (`id="content"`, or a global the shop's
// or a tag's script looks up on `window`).
import sanitizeHtml from 'sanitize-html';
import { LRUCache } from 'lru-cache';
import { USER_CONTENT_PREFIX } from '../user-content';
import { videoFromFrameSrc, VIDEO_PROVIDER_ATTRIBUTE } from '../video-embeds';
import { t } from '../../i18n/messages';
import type { Locale } from '../../i18n/locales';
import { env } from '../env';
import { imageAtWidth } from './image-url';

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
  const href = out.href;
  if (href?.startsWith('#') && href.length > 1 && href.toLowerCase() !== '#top') out.href = `#${inUserContent(href.slice(1))}`;
  return out;
}

/** For `transformTags['*']`: applies to every element after its own tag's transform. */
export const namespaceIds: sanitizeHtml.Transformer = (tagName, attribs) => ({ tagName, attribs: namespacedAttributes(attribs) });

/** The editor's text alignment, on every block it offers alignment for. */
const ALIGN = ['align-left', 'align-center', 'align-right', 'align-justify'];
const COLUMNS = Array.from({ length: 12 }, (_, index) => `column-${index + 1}`);

/**
 * The class names the platform's editor writes, by the element it writes them on. The editor is
 * Imperavi's Article Editor as Heseya's admin configures it (heseya/admin, src/components/form/RichEditor.vue
 * with the imageposition and imageresize plugins): `grid` with `valign-*` on a grid's `div`, `column
 * column-N` (of 12) on its columns, `align-*` on paragraphs, headings, lists, quotes, table cells,
 * captions and columns, `outset-*` and the image position's `float-left`, `align-center`,
 * `float-right` on an image's or an embed's `figure`, `embed-responsive` around an embed, `arx-text` on a
 * text block, and its card block (`card`, `card-head`, `card-body`) as a callout.
 */
export const EDITOR_CLASSES: Readonly<Record<string, readonly string[]>> = {
  div: [
    'grid',
    'valign-top',
    'valign-middle',
    'valign-bottom',
    'column',
    ...COLUMNS,
    ...ALIGN,
    'embed-responsive',
    'arx-text',
    'card',
    'card-head',
    'card-body',
  ],
  figure: ['outset-left', 'outset-right', 'outset-both', 'float-left', 'float-right', 'align-center'],
  p: ALIGN,
  h2: ALIGN,
  h3: ALIGN,
  h4: ALIGN,
  h5: ALIGN,
  h6: ALIGN,
  ul: ALIGN,
  ol: ALIGN,
  dl: ALIGN,
  blockquote: ALIGN,
  address: ALIGN,
  figcaption: ALIGN,
  td: ALIGN,
  th: ALIGN,
};

/** The class of the shop's click-to-play button that stands in for a video's frame. */
export const VIDEO_FACADE_CLASS = 'video-facade';
/** The class of the box a table scrolls in. */
export const TABLE_BOX_CLASS = 'content-table';

/** Widths of an image on the platform's media host offered in its `srcset`: a column of a phone up to a full-width content page on a dense screen. */
const CONTENT_IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600];
/** The widest a content image is laid out (the content page's column, 48rem). */
const CONTENT_IMAGE_SIZES = '(min-width: 50rem) 48rem, calc(100vw - 2rem)';
const CONTENT_COLUMN_PX = 768;

/** An image on the platform's media host gets its sizes as a `srcset`; one narrower than the content's column (resized in the editor) is laid out at most that wide. */
function withMediaSizes(attribs: sanitizeHtml.Attributes, mediaOrigin: string): sanitizeHtml.Attributes {
  const src = attribs.src;
  let origin: string | undefined;
  try {
    origin = src ? new URL(src).origin : undefined;
  } catch {
    origin = undefined;
  }
  if (!src || origin !== mediaOrigin) return attribs;
  const width = Number(attribs.width);
  const sizes =
    Number.isInteger(width) && width > 0 && width < CONTENT_COLUMN_PX ? `(max-width: ${width + 32}px) calc(100vw - 2rem), ${width}px` : CONTENT_IMAGE_SIZES;
  return { ...attribs, srcset: CONTENT_IMAGE_WIDTHS.map((w) => `${imageAtWidth(src, w)} ${w}w`).join(', '), sizes };
}

function options(locale: Locale, mediaOrigin: string): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'h1'),
      'img',
      'figure',
      'figcaption',
      'picture',
      'source',
      'details',
      'summary',
      'button',
    ],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel', 'title'],
      img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
      source: ['srcset', 'sizes', 'media', 'type'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start', 'type', 'reversed'],
      // Only the facade reaches here as a button (a button in the content becomes a span, below).
      button: ['type', 'class', VIDEO_PROVIDER_ATTRIBUTE, 'data-video-id', 'data-video-hash'],
      '*': ['id', 'lang', 'dir', 'class'],
    },
    allowedClasses: { ...EDITOR_CLASSES, button: [VIDEO_FACADE_CLASS], '*': [] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      // The page has its own h1: headings in the content start one level lower.
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      img: (tagName, attribs) => ({ tagName, attribs: withMediaSizes({ loading: 'lazy', ...attribs }, mediaOrigin) }),
      // A video of an allowed host: a button named after the video; any other frame stays a frame, which is not allowed, and goes.
      iframe: (tagName, attribs) => {
        const video = videoFromFrameSrc(attribs.src);
        if (!video) return { tagName, attribs: {} };
        const title = (attribs.title ?? '').trim() || t(locale, 'catalogue.editorContent.playVideo');
        return {
          tagName: 'button',
          attribs: {
            type: 'button',
            class: VIDEO_FACADE_CLASS,
            [VIDEO_PROVIDER_ATTRIBUTE]: video.provider,
            'data-video-id': video.id,
            ...(video.hash ? { 'data-video-hash': video.hash } : {}),
          },
          text: title,
        };
      },
      // A table's box (of HTML sanitised before) goes, its table stays and gets a box again: sanitising is idempotent.
      div: (tagName, attribs) => ({ tagName: (attribs.class ?? '').split(/\s+/).includes(TABLE_BOX_CLASS) ? 'unboxed' : tagName, attribs }),
      // The content's own buttons (no editor writes them) keep their text only: no markup can pose as a facade.
      button: () => ({ tagName: 'span', attribs: {} }),
      '*': namespaceIds,
    },
  };
}

/** Every table in its own box that scrolls sideways (named, and reachable by keyboard, as a scrolling region must be). */
function boxedTables(html: string, locale: Locale): string {
  if (!html.includes('<table')) return html;
  const label = t(locale, 'catalogue.editorContent.table');
  return html
    .replaceAll('<table', `<div class="${TABLE_BOX_CLASS}" role="region" tabindex="0" aria-label="${label}"><table`)
    .replaceAll('</table>', '</table></div>');
}

/** Sanitises editor HTML for a page in a locale, with images on a media origin given their sizes. */
export function sanitiseEditorHtml(html: string, locale: Locale, mediaOrigin: string): string {
  return boxedTables(sanitizeHtml(html, options(locale, mediaOrigin)), locale);
}

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

let kept: Record<Locale, (html: string | null | undefined) => string> | undefined;

/**
 * Editor HTML from the platform, sanitised for a page in a locale (the label of an untitled video and
 * of a table's box are in it). Images on the platform's host get its sizes.
 */
export function sanitiseContentHtml(html: string | null | undefined, locale: Locale = 'pl'): string {
  if (!kept) {
    const mediaOrigin = new URL(env().PLATFORM_API_URL).origin;
    kept = {
      pl: keptSanitiser((dirty) => sanitiseEditorHtml(dirty, 'pl', mediaOrigin)),
      en: keptSanitiser((dirty) => sanitiseEditorHtml(dirty, 'en', mediaOrigin)),
    };
  }
  return kept[locale](html);
}
