// The demo shop as a newcomer meets it (platform/seed): pictures described in the page's language and
// without words of their own, the announcement bar and the sales in the shop's currency (złoty) in both
// languages, and content pages that show what a page written in the admin can hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './harness.ts';

let p: TestPlatform;
let admin: string;
beforeAll(async () => {
  p = await startTestPlatform();
  admin = await p.login();
});
afterAll(() => p?.stop());

const inLanguage = (lang: string) => ({ headers: { 'accept-language': lang } });
type Media = { id: string; url: string; alt: string | null };

describe('product pictures', () => {
  it('are described in the language asked for, cover and gallery alike', async () => {
    const pl = (await p.call('GET', '/products/kubek-ceramiczny-las', inLanguage('pl'))).body.data;
    const en = (await p.call('GET', '/products/kubek-ceramiczny-las', inLanguage('en'))).body.data;
    expect(pl.cover.alt).toBe('Kubek ceramiczny „Las”');
    expect(pl.gallery.map((m: Media) => m.alt)).toEqual(['Kubek ceramiczny „Las”']);
    expect(en.cover.alt).toBe('Ceramic mug “Forest”');
    expect(en.gallery.map((m: Media) => m.alt)).toEqual(['Ceramic mug “Forest”']);
    // The same file for both languages.
    expect(en.cover.url).toBe(pl.cover.url);
    const list = (await p.call('GET', '/products?limit=5', inLanguage('en'))).body.data as { name: string; cover: Media }[];
    for (const product of list) expect(product.cover.alt).toBe(product.name);
  });

  it('carry no words: the picture is the same for a Polish and an English page', async () => {
    const { cover } = (await p.call('GET', '/products/lampa-stolowa-lniana')).body.data;
    const svg = await (await fetch(cover.url)).text();
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<text|aria-label|Lamp|Lampa/);
    const banner = await (await fetch(`${p.url}/media/banner-jesien-wide.svg`)).text();
    expect(banner).not.toMatch(/<text|aria-label/);
  });

  it('an alt set through the API is the one alt of every language, as on Heseya', async () => {
    const { cover } = (await p.call('GET', '/products/koc-welniany')).body.data;
    const patched = await p.call('PATCH', `/media/id:${cover.id}`, { token: admin, body: { alt: 'Koc w kratę / Checked blanket' }, ...inLanguage('en') });
    expect(patched.status).toBe(200);
    expect(patched.body.data.alt).toBe('Koc w kratę / Checked blanket');
    for (const lang of ['pl', 'en']) {
      expect((await p.call('GET', '/products/koc-welniany', inLanguage(lang))).body.data.cover.alt).toBe('Koc w kratę / Checked blanket');
    }
  });
});

describe('the shop speaks its own currency', () => {
  it('the announcement bar names złoty in both languages, never euros', async () => {
    const settings = (await p.call('GET', '/settings?array')).body as Record<string, string>;
    expect(settings.top_site_text_pl).toMatch(/300 zł/);
    expect(settings.top_site_text_en).toMatch(/PLN 300/);
    expect(`${settings.top_site_text_pl} ${settings.top_site_text_en}`).not.toMatch(/€|EUR/);
  });

  it('the sales shown in an English cart name złoty amounts', async () => {
    const sales = (await p.call('GET', '/sales?limit=50', { token: admin, ...inLanguage('en') })).body.data as { name: string }[];
    const names = sales.map((sale) => sale.name);
    expect(names).toContain('Free delivery over PLN 300');
    expect(names.join(' | ')).not.toMatch(/€/);
  });
});

describe('content pages', () => {
  const RICH = ['<h2>', '<ul>', '<ol>', '<table>', '<th scope="col">', '<blockquote>', '<figure>', '<figcaption>', '<img ', '<a href='];

  it('the About page shows headings, lists, a table, a quote, a captioned picture and links, in both languages', async () => {
    for (const [lang, name, link] of [
      ['pl', 'O nas', 'href="/kontakt"'],
      ['en', 'About us', 'href="/en/kontakt"'],
    ] as const) {
      const page = (await p.call('GET', '/pages/o-nas', inLanguage(lang))).body.data as { name: string; content_html: string };
      expect(page.name).toBe(name);
      for (const part of RICH) expect(page.content_html, `${lang}: ${part}`).toContain(part);
      expect(page.content_html).toContain(link);
      // The picture is the platform's own, at its full address, and it is there.
      const src = /<img src="([^"]+)"/.exec(page.content_html)![1]!;
      expect(src).toBe(`${p.url}/media/o-nas-pracownia.svg`);
      expect((await fetch(src)).status).toBe(200);
    }
    const pl = (await p.call('GET', '/pages/o-nas', inLanguage('pl'))).body.data.content_html as string;
    const en = (await p.call('GET', '/pages/o-nas', inLanguage('en'))).body.data.content_html as string;
    expect(pl).toContain('alt="Półki z kubkami');
    expect(en).toContain('alt="Shelves of mugs');
  });

  it('every demo page has more than a heading and a sentence, and an English page links within /en', async () => {
    const pages = (await p.call('GET', '/pages?limit=50')).body.data as { slug: string }[];
    expect(pages.map((page) => page.slug)).toEqual(['o-nas', 'regulamin', 'polityka-prywatnosci', 'dostawa', 'pielegnacja-ceramiki']);
    for (const { slug } of pages) {
      for (const lang of ['pl', 'en']) {
        const html = (await p.call('GET', `/pages/${slug}`, inLanguage(lang))).body.data.content_html as string;
        expect(html.match(/<h2>/g)?.length ?? 0, `${slug} ${lang}`).toBeGreaterThanOrEqual(2);
        expect(html, `${slug} ${lang}`).toMatch(/<(ul|ol|table)>/);
        if (lang === 'en') for (const [, href] of html.matchAll(/href="(\/[^"]*)"/g)) expect(href, slug).toMatch(/^\/en\//);
      }
    }
  });
});
