import { describe, expect, it } from 'vitest';
import { sanitiseContentHtml } from './content-html';

describe('sanitiseContentHtml', () => {
  it('keeps formatting, links, images and tables', () => {
    const html = '<h2>Dostawa</h2><p>Kurier <strong>24h</strong>, <a href="https://example.com/x">więcej</a></p><img src="https://cdn.test/a.png" alt="A"><table><tr><td>1</td></tr></table>';
    expect(sanitiseContentHtml(html)).toBe(
      '<h2>Dostawa</h2><p>Kurier <strong>24h</strong>, <a href="https://example.com/x">więcej</a></p><img loading="lazy" src="https://cdn.test/a.png" alt="A" /><table><tr><td>1</td></tr></table>',
    );
  });
  it('removes scripts, styles, event handlers, javascript: links and frames', () => {
    const html = '<p onclick="steal()">Hi<script>alert(1)</script></p><style>body{display:none}</style><a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe><img src=x onerror="alert(1)">';
    const clean = sanitiseContentHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
    expect(clean).toContain('<p>Hi</p>');
  });
  it('turns a content h1 into h2 and protects new-tab links', () => {
    expect(sanitiseContentHtml('<h1>T</h1><a href="https://a.test" target="_blank">a</a>')).toBe('<h2>T</h2><a href="https://a.test" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitiseContentHtml(null)).toBe('');
  });
  it('keeps ids and anchor names in the content\'s own namespace, and its in-page links pointing at them', () => {
    expect(sanitiseContentHtml('<p id="integrations-config">{}</p><div id="partytown">x</div>')).toBe('<p id="user-content-integrations-config">{}</p><div id="user-content-partytown">x</div>');
    expect(sanitiseContentHtml('<a href="#zwroty">Zwroty</a><h2 id="zwroty">Zwroty</h2><a name="stare">old</a><a href="#stare">back</a>')).toBe(
      '<a href="#user-content-zwroty">Zwroty</a><h2 id="user-content-zwroty">Zwroty</h2><a name="user-content-stare">old</a><a href="#user-content-stare">back</a>',
    );
    // An encoded fragment keeps its encoding: the browser decodes it to the prefixed id.
    expect(sanitiseContentHtml('<a href="#sekcja%201">x</a><p id="sekcja 1">y</p>')).toBe('<a href="#user-content-sekcja%201">x</a><p id="user-content-sekcja 1">y</p>');
  });
  it('leaves the top of the page, other pages\' fragments and names already in the namespace as they are', () => {
    expect(sanitiseContentHtml('<a href="#top">top</a><a href="#">here</a><a href="/regulamin#zwroty">terms</a><a href="https://a.test/#x">a</a>')).toBe(
      '<a href="#top">top</a><a href="#">here</a><a href="/regulamin#zwroty">terms</a><a href="https://a.test/#x">a</a>',
    );
    expect(sanitiseContentHtml('<p id="user-content-a">x</p><a href="#user-content-a">a</a>')).toBe('<p id="user-content-a">x</p><a href="#user-content-a">a</a>');
    expect(sanitiseContentHtml('<p id="  ">blank</p>')).toBe('<p>blank</p>');
  });
});
