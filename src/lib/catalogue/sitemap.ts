// The sitemap (every route exists in Polish and English) as a sitemap index and chunked
// sitemaps, within the sitemaps protocol's limits: the XML of each, and which chunks exist.
// Each path is listed once per locale it exists in, with its hreflang alternates (pl, en, x-default).
import { LOCALES, localizePath, type Locale } from '../../i18n/locales';

/** The protocol's limits per sitemap file (and sitemaps per index). */
export const MAX_URLS_PER_SITEMAP = 50_000;
export const MAX_BYTES_PER_SITEMAP = 50 * 1024 * 1024;

/** The platform's largest page of a list. */
export const PLATFORM_PAGE_LIMIT = 500;
/**
 * Platform items (products, categories, content pages) per chunk: 20 platform pages, 20 000 URLs in
 * two locales (the protocol allows 50 000) and ~9 MB for slugs of ordinary length, so a chunk stays
 * within both limits even with slugs several times longer than usual; sitemapWriter checks both anyway.
 */
export const ITEMS_PER_CHUNK = 10_000;
export const PLATFORM_PAGES_PER_CHUNK = ITEMS_PER_CHUNK / PLATFORM_PAGE_LIMIT;

/** The chunk kinds: content pages (the first one also has home, blog and contact), categories, products. */
export const SITEMAP_KINDS = ['pages', 'categories', 'products'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapChunk {
  kind: SitemapKind;
  /** 1-based. */
  number: number;
}

/** The path of a chunk: '/sitemap-products-3.xml'. */
export const chunkPath = ({ kind, number }: SitemapChunk) => `/sitemap-${kind}-${number}.xml`;

const CHUNK_NAME = /^(pages|categories|products)-([1-9]\d{0,5})$/;

/** Whether a request path is one of the chunks ('/sitemap-products-3.xml'). */
export const isSitemapChunkPath = (pathname: string) => /^\/sitemap-(?:pages|categories|products)-[1-9]\d{0,5}\.xml$/.test(pathname);

/** The chunk named by a route's parameter ('products-3'), or null for anything else. */
export function parseChunk(name: string | undefined): SitemapChunk | null {
  const match = CHUNK_NAME.exec(name ?? '');
  return match ? { kind: match[1] as SitemapKind, number: Number(match[2]) } : null;
}

/** How many chunks list `total` platform items (pages always has its first chunk). */
export function chunkCount(kind: SitemapKind, total: number): number {
  const count = Math.ceil(Math.max(0, total) / ITEMS_PER_CHUNK);
  return kind === 'pages' ? Math.max(1, count) : count;
}

/** Whether a chunk exists for a list of `total` items; past the end it is a 404. */
export function chunkExists(chunk: SitemapChunk, total: number): boolean {
  return chunk.number <= chunkCount(chunk.kind, total);
}

/** The platform pages (of PLATFORM_PAGE_LIMIT) a chunk is made of, 1-based and inclusive. */
export function chunkPlatformPages(chunkNumber: number): { first: number; last: number } {
  const first = (chunkNumber - 1) * PLATFORM_PAGES_PER_CHUNK + 1;
  return { first, last: first + PLATFORM_PAGES_PER_CHUNK - 1 };
}

/** Every chunk of a catalogue with these totals, in the index's order. */
export function sitemapChunks(totals: Record<SitemapKind, number>): SitemapChunk[] {
  return SITEMAP_KINDS.flatMap((kind) => Array.from({ length: chunkCount(kind, totals[kind]) }, (_, index) => ({ kind, number: index + 1 })));
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A path that exists only in some locales (a blog post without a translation). */
export interface LocalePath {
  path: string;
  locales: readonly Locale[];
}

/** A locale-neutral path ('/', '/category/dom'): it exists in every locale. */
export const everyLocale = (path: string): LocalePath => ({ path, locales: LOCALES });

/** The <url> elements of one path: one per locale it exists in, each with the alternates that exist. */
export function urlElements(origin: string, { path, locales }: LocalePath): string[] {
  const present = LOCALES.filter((locale) => locales.includes(locale));
  const fallback = present.includes('pl') ? 'pl' : present[0];
  if (!fallback) return [];
  const alternates = [
    ...present.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localizePath(path, locale))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizePath(path, fallback))}"/>`,
  ].join('');
  return present.map((locale) => `<url><loc>${escapeXml(origin + localizePath(path, locale))}</loc>${alternates}</url>`);
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** A whole (small) sitemap of locale-neutral paths and paths that exist only in some locales. */
export function sitemapXml(origin: string, paths: readonly string[], partial: readonly LocalePath[] = []): string {
  const urls = [...paths.map(everyLocale), ...partial].flatMap((entry) => urlElements(origin, entry));
  return `${URLSET_OPEN}${urls.map((url) => `${url}\n`).join('')}${URLSET_CLOSE}`;
}

/** The sitemap index: one <sitemap> per chunk. */
export function sitemapIndexXml(origin: string, chunks: readonly SitemapChunk[]): string {
  if (chunks.length > MAX_URLS_PER_SITEMAP) throw new Error(`A sitemap index lists at most ${MAX_URLS_PER_SITEMAP} sitemaps, not ${chunks.length}.`);
  const entries = chunks.map((chunk) => `<sitemap><loc>${escapeXml(origin + chunkPath(chunk))}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

const segment = (slug: string) => encodeURIComponent(slug);
export const categoryPath = (slug: string) => `/category/${segment(slug)}`;
export const productPath = (slug: string) => `/product/${segment(slug)}`;
export const contentPagePath = (slug: string) => `/${segment(slug)}`;

/**
 * Encodes the parts of one sitemap file, counting its URLs and bytes: going past the protocol's
 * limits throws rather than letting a search engine drop the file (or the shop drop URLs unsaid).
 */
export function sitemapWriter(origin: string) {
  const encoder = new TextEncoder();
  let urls = 0;
  let bytes = 0;
  const encode = (text: string) => {
    const data = encoder.encode(text);
    bytes += data.byteLength;
    if (bytes > MAX_BYTES_PER_SITEMAP) throw new Error(`The sitemap would exceed ${MAX_BYTES_PER_SITEMAP} bytes.`);
    return data;
  };
  return {
    open: () => encode(URLSET_OPEN),
    close: () => encode(URLSET_CLOSE),
    entries(entries: readonly LocalePath[]): Uint8Array {
      const elements = entries.flatMap((entry) => urlElements(origin, entry));
      urls += elements.length;
      if (urls > MAX_URLS_PER_SITEMAP) throw new Error(`The sitemap would list more than ${MAX_URLS_PER_SITEMAP} URLs.`);
      return encode(elements.map((element) => `${element}\n`).join(''));
    },
    get urls() {
      return urls;
    },
    get bytes() {
      return bytes;
    },
  };
}
