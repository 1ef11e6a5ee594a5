// A post's body as the page shows it: Markdown from the content system rendered by the Markdown engine
// Astro renders the Markdown collection with (satteri), then sanitised as every other outside HTML is
// (src/lib/catalogue/content-html.ts): the content system is outside input, and Markdown lets raw HTML through.
import { markdownToHtml } from 'satteri';
import type { Locale } from '../../i18n/locales';
import { sanitiseContentHtml } from '../catalogue/content-html';

/** The body's Markdown as safe HTML for a page in `locale`. */
export function renderPostBody(markdown: string, locale: Locale): string {
  if (markdown.trim() === '') return '';
  return sanitiseContentHtml(markdownToHtml(markdown).html, locale);
}
