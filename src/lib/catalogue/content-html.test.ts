import { describe, expect, it } from 'vitest';
import { sanitiseContentHtml, sanitiseEditorHtml } from './content-html';

describe('sanitiseContentHtml', () => {
  it('keeps formatting, links, images and tables', () => {
    const html =
      '<h2>Dostawa</h2><p>Kurier <strong>24h</strong>, <a href="https://example.com/x">więcej</a></p><img src="https://cdn.test/a.png" alt="A"><table><tr><td>1</td></tr></table>';
    expect(sanitiseContentHtml(html)).toBe(
      '<h2>Dostawa</h2><p>Kurier <strong>24h</strong>, <a href="https://example.com/x">więcej</a></p><img loading="lazy" src="https://cdn.test/a.png" alt="A" /><div class="content-table" role="region" tabindex="0" aria-label="Tabela"><table><tr><td>1</td></tr></table></div>',
    );
  });
  it('removes scripts, styles, event handlers, javascript: links and frames', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><style>body{display:none}</style><a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe><img src=x onerror="alert(1)">';
    const clean = sanitiseContentHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
    expect(clean).toContain('<p>Hi</p>');
  });
  it('turns a content h1 into h2 and protects new-tab links', () => {
    expect(sanitiseContentHtml('<h1>T</h1><a href="https://a.test" target="_blank">a</a>')).toBe(
      '<h2>T</h2><a href="https://a.test" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitiseContentHtml(null)).toBe('');
  });
  it("keeps ids and anchor names in the content's own namespace, and its in-page links pointing at them", () => {
    expect(sanitiseContentHtml('<p id="integrations-config">{}</p><div id="partytown">x</div>')).toBe(
      '<p id="user-content-integrations-config">{}</p><div id="user-content-partytown">x</div>',
    );
    expect(sanitiseContentHtml('<a href="#zwroty">Zwroty</a><h2 id="zwroty">Zwroty</h2><a name="stare">old</a><a href="#stare">back</a>')).toBe(
      '<a href="#user-content-zwroty">Zwroty</a><h2 id="user-content-zwroty">Zwroty</h2><a name="user-content-stare">old</a><a href="#user-content-stare">back</a>',
    );
    // An encoded fragment keeps its encoding: the browser decodes it to the prefixed id.
    expect(sanitiseContentHtml('<a href="#sekcja%201">x</a><p id="sekcja 1">y</p>')).toBe(
      '<a href="#user-content-sekcja%201">x</a><p id="user-content-sekcja 1">y</p>',
    );
  });
  it("leaves the top of the page, other pages' fragments and names already in the namespace as they are", () => {
    expect(sanitiseContentHtml('<a href="#top">top</a><a href="#">here</a><a href="/regulamin#zwroty">terms</a><a href="https://a.test/#x">a</a>')).toBe(
      '<a href="#top">top</a><a href="#">here</a><a href="/regulamin#zwroty">terms</a><a href="https://a.test/#x">a</a>',
    );
    expect(sanitiseContentHtml('<p id="user-content-a">x</p><a href="#user-content-a">a</a>')).toBe(
      '<p id="user-content-a">x</p><a href="#user-content-a">a</a>',
    );
    expect(sanitiseContentHtml('<p id="  ">blank</p>')).toBe('<p>blank</p>');
  });
});

describe("the layout the platform's editor writes", () => {
  const media = 'http://127.0.0.1:4322';

  it("keeps the editor's grid, columns, alignment and figure classes on the elements it writes them on", () => {
    const html =
      '<div class="grid valign-middle"><div class="column column-4 align-center"><p class="align-right">a</p></div><div class="column column-8"><figure class="float-left outset-both"><img src="https://cdn.test/a.png" alt="A"></figure></div></div>';
    expect(sanitiseEditorHtml(html, 'pl', media)).toBe(
      '<div class="grid valign-middle"><div class="column column-4 align-center"><p class="align-right">a</p></div><div class="column column-8"><figure class="float-left outset-both"><img loading="lazy" src="https://cdn.test/a.png" alt="A" /></figure></div></div>',
    );
    expect(
      sanitiseEditorHtml('<div class="card"><div class="card-head"><h3 class="align-center">T</h3></div><div class="card-body">B</div></div>', 'pl', media),
    ).toBe('<div class="card"><div class="card-head"><h3 class="align-center">T</h3></div><div class="card-body">B</div></div>');
  });

  it('drops every class outside the allowlist, and allowed classes on elements the editor does not write them on', () => {
    const html =
      '<div class="grid site-header sr-only">x</div><p class="grid column-6 align-left hidden">y</p><span class="align-center">z</span><figure class="grid">f</figure><img class="float-left" src="https://cdn.test/a.png" alt=""><a class="button" href="/x">l</a>';
    expect(sanitiseEditorHtml(html, 'pl', media)).toBe(
      '<div class="grid">x</div><p class="align-left">y</p><span>z</span><figure>f</figure><img loading="lazy" src="https://cdn.test/a.png" alt="" /><a href="/x">l</a>',
    );
  });

  it('drops every style attribute and style element', () => {
    const clean = sanitiseEditorHtml(
      '<div class="column column-6" style="width:100%;background:url(https://evil.test/x)">a</div><td style="white-space:nowrap">b</td><style>.grid{display:none}</style>',
      'pl',
      media,
    );
    expect(clean).not.toMatch(/style|evil/);
    expect(clean).toContain('<div class="column column-6">a</div>');
  });

  it('turns a YouTube or Vimeo frame into a click-to-play button named after the video, with no address of the host in it', () => {
    const youtube = sanitiseEditorHtml(
      '<figure><div class="embed-responsive"><iframe width="560" height="315" src="//www.youtube.com/embed/aBc_dE-fG12" title="Jak parzymy kawę" frameborder="0" allowfullscreen></iframe></div><figcaption>Film</figcaption></figure>',
      'pl',
      media,
    );
    expect(youtube).toBe(
      '<figure><div class="embed-responsive"><button type="button" class="video-facade" data-video-provider="youtube" data-video-id="aBc_dE-fG12">Jak parzymy kawę</button></div><figcaption>Film</figcaption></figure>',
    );
    expect(sanitiseEditorHtml('<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1"></iframe>', 'en', media)).toBe(
      '<button type="button" class="video-facade" data-video-provider="vimeo" data-video-id="76979871" data-video-hash="8272103f6e">Play video</button>',
    );
    expect(sanitiseEditorHtml('<iframe src="https://www.youtube-nocookie.com/embed/aBc_dE-fG12" title="  "></iframe>', 'pl', media)).toContain(
      '>Odtwórz wideo</button>',
    );
  });

  it("keeps only the video's id of a tricky address: its parameters, scheme tricks and look-alike hosts go", () => {
    const onload = sanitiseEditorHtml('<iframe src="//youtube.com/embed/aBc_dE-fG12?autoplay=1&onload=alert(1)" onload="alert(1)"></iframe>', 'pl', media);
    expect(onload).toBe('<button type="button" class="video-facade" data-video-provider="youtube" data-video-id="aBc_dE-fG12">Odtwórz wideo</button>');
    for (const src of [
      'https://www.youtube.com.evil.example/embed/aBc_dE-fG12',
      'https://evil.example/www.youtube.com/embed/aBc_dE-fG12',
      'https://www.youtube.com@evil.example/embed/aBc_dE-fG12',
      'javascript:alert(1)//www.youtube.com/embed/aBc_dE-fG12',
      'data:text/html,<script>alert(1)</script>',
      'https://www.youtube.com/embed/aBc_dE-fG12/../../x',
      'https://www.youtube.com/embed/"onmouseover="x',
      'https://player.vimeo.com.evil.example/video/1',
      'https://vimeo.com/video/abc',
      'https://evil.test/embed.html',
    ]) {
      const clean = sanitiseEditorHtml(`<p>a</p><iframe src="${src.replaceAll('"', '&quot;')}" title="x"></iframe>`, 'pl', media);
      expect(clean, src).toBe('<p>a</p>');
    }
  });

  it("never lets the content's own markup pose as a video button", () => {
    expect(
      sanitiseEditorHtml('<button class="video-facade" data-video-provider="youtube" data-video-id="aBc_dE-fG12" onclick="x()">Play</button>', 'pl', media),
    ).toBe('<span>Play</span>');
  });

  it("gives images on the platform's media host a srcset of its sizes, and no other image", () => {
    const clean = sanitiseEditorHtml(
      `<img src="${media}/media/mug.jpg" alt="Kubek"><img src="${media}/media/small.jpg" width="300" alt="S"><img src="https://cdn.test/a.png" alt="A"><img src="${media}/media/big.jpg" width="1200" alt="B">`,
      'pl',
      media,
    );
    expect(clean).toContain(`${media}/media/big.jpg?w=1600&amp;format=auto 1600w" sizes="(min-width: 50rem) 48rem, calc(100vw - 2rem)"`);
    expect(clean).toContain(`srcset="${media}/media/mug.jpg?w=320&amp;format=auto 320w, ${media}/media/mug.jpg?w=480&amp;format=auto 480w`);
    expect(clean).toContain(`${media}/media/mug.jpg?w=1600&amp;format=auto 1600w" sizes="(min-width: 50rem) 48rem, calc(100vw - 2rem)"`);
    expect(clean).toContain('sizes="(max-width: 332px) calc(100vw - 2rem), 300px"');
    expect(clean).toContain('<img loading="lazy" src="https://cdn.test/a.png" alt="A" />');
  });

  it('puts every table in a named box of its own that can scroll', () => {
    expect(sanitiseEditorHtml('<table><tr><td class="align-center">1</td></tr></table>', 'en', media)).toBe(
      '<div class="content-table" role="region" tabindex="0" aria-label="Table"><table><tr><td class="align-center">1</td></tr></table></div>',
    );
    // A box of HTML sanitised before is not boxed again; a box the content makes itself is only its content.
    const once = sanitiseEditorHtml('<table><tr><td>1</td></tr></table>', 'pl', media);
    expect(sanitiseEditorHtml(once, 'pl', media)).toBe(once);
    expect(sanitiseEditorHtml('<p>&lt;table</p><div class="content-table" role="region" tabindex="0">x</div>', 'pl', media)).toBe('<p>&lt;table</p>x');
  });
});
