// Reads a sitemap or a sitemap index as it arrives (saxes, a streaming XML parser: a chunk of
// 20 000 URLs is never a DOM), checking it is well-formed, in the sitemaps namespace, and that each
// <url> carries the hreflang alternates the shop promises. Keeps the <loc>s only.
import { SaxesParser } from 'saxes';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export interface ReadSitemap {
  status: number;
  headers: Headers;
  /** 'sitemapindex' or 'urlset' (empty when the body is not XML). */
  root: string;
  /** Every <loc>, in order (sitemaps of an index, pages of a urlset). */
  locs: string[];
  bytes: number;
  /** <loc>s of pages listed without both the pl and the en alternate (a post in one language only). */
  oneLanguage: string[];
  /** What is wrong with it (the first 20 problems). */
  problems: string[];
}

/**
 * GET with one retry when the connection fails before any answer (a pooled keep-alive connection the
 * server closed as it was reused: undici's "other side closed"); the failure is logged, not hidden.
 */
export async function get(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    console.warn(`GET ${url} failed before an answer, once more: ${error instanceof Error ? `${error.message} (${String(error.cause)})` : String(error)}`);
    return fetch(url);
  }
}

/** GETs `url` with Node's fetch and parses the body while it streams in. */
export async function readSitemap(url: string): Promise<ReadSitemap> {
  const response = await get(url);
  const result: ReadSitemap = { status: response.status, headers: response.headers, root: '', locs: [], bytes: 0, oneLanguage: [], problems: [] };
  if (response.status !== 200 || !response.body) return result;
  const problem = (text: string) => {
    if (result.problems.length < 20) result.problems.push(text);
  };
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  let text = '';
  let links: Array<{ hreflang: string; href: string }> = [];
  parser.on('opentag', (tag) => {
    if (path.length === 0) {
      result.root = tag.local;
      if (tag.uri !== SITEMAP_NS) problem(`root ${tag.name} is not in the sitemaps namespace`);
    }
    path.push(tag.local);
    text = '';
    if (tag.local === 'url') links = [];
    if (tag.local === 'link') {
      if (tag.uri !== XHTML_NS) problem(`a link outside the xhtml namespace in ${path.join('/')}`);
      const attribute = (name: string) => {
        const value = tag.attributes[name];
        return typeof value === 'string' ? value : (value?.value ?? '');
      };
      if (attribute('rel') === 'alternate') links.push({ hreflang: attribute('hreflang'), href: attribute('href') });
    }
  });
  parser.on('text', (chunk) => (text += chunk));
  parser.on('closetag', (tag) => {
    path.pop();
    if (tag.local === 'loc') {
      result.locs.push(text.trim());
      const parent = path.at(-1);
      if (parent !== (result.root === 'sitemapindex' ? 'sitemap' : 'url')) problem(`<loc> inside <${parent}>`);
    }
    if (tag.local === 'url') {
      const loc = result.locs.at(-1) ?? '';
      const byLang = new Map(links.map((link) => [link.hreflang, link.href]));
      if (!byLang.has('x-default')) problem(`${loc}: no x-default alternate`);
      if (![...byLang.values()].includes(loc)) problem(`${loc}: not among its own alternates`);
      if (byLang.size !== links.length) problem(`${loc}: an alternate language twice`);
      if (!byLang.has('pl') || !byLang.has('en')) result.oneLanguage.push(loc);
    }
  });
  const decoder = new TextDecoder();
  try {
    for await (const part of response.body) {
      result.bytes += part.byteLength;
      parser.write(decoder.decode(part, { stream: true }));
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    problem(`not read whole or not well-formed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return result;
}

/** Every page URL listed by the sitemap index at `origin` and its chunks (for small catalogues). */
export async function allSitemapLocs(origin: string): Promise<string[]> {
  const index = await readSitemap(`${origin}/sitemap.xml`);
  if (index.root !== 'sitemapindex' || index.problems.length) throw new Error(`Bad sitemap index: ${index.status} ${index.problems.join('; ')}`);
  const chunks = await Promise.all(index.locs.map((loc) => readSitemap(loc)));
  return chunks.flatMap((chunk) => chunk.locs);
}
